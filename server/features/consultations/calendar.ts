// A consultation's calendar invitation (decision 0046), written by ical-generator: METHOD:REQUEST for a booking, a
// move and a reminder, METHOD:CANCEL for a cancellation, always the booking's UID with its SEQUENCE (one more on every
// move and on the cancellation), times in UTC. The agency organises; the visitor and the adviser attend.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { MailCalendar } from '../../mail/templates';

export interface Invitation {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** In the reader's language. */
  summary: string;
  description: string;
  videoUrl: string | null;
  organizer: { name: string; email: string };
  visitor: { name: string; email: string };
  adviser: { name: string; email: string };
  /** When the invitation was made (DTSTAMP). */
  stamp: Date;
}

/** "Meridian Study Abroad <no-reply@x.example>" → its parts; a bare address is its own name. */
export function mailbox(from: string): { name: string; email: string } {
  const match = from.match(/^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/);
  return match ? { name: match[1]!.trim() || match[2]!.trim(), email: match[2]!.trim() } : { name: from.trim(), email: from.trim() };
}

export function invitation(i: Invitation): MailCalendar {
  const method = i.method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: i.organizer.name, product: 'consultations', language: 'EN' }, method });
  calendar.createEvent({
    id: i.uid,
    sequence: i.sequence,
    stamp: i.stamp,
    start: i.start,
    end: i.end,
    summary: i.summary,
    description: i.description,
    location: i.videoUrl,
    url: i.videoUrl,
    status: i.method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: i.organizer,
    attendees: [
      { name: i.visitor.name, email: i.visitor.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
      { name: i.adviser.name, email: i.adviser.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.ACCEPTED },
    ],
  });
  return { method: i.method, filename: i.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: calendar.toString() };
}
