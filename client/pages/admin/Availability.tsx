// An adviser's consultation hours (decision 0046): the weekly periods in their own time zone, and how the booking page
// cuts slots from them (length, buffer between two, notice before one, how far ahead), with their video link.
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import * as z from 'zod';
import type { Availability as AvailabilityData } from '../../../shared/api-client';
import { AVAILABILITY_LIMITS } from '../../../shared/leads';
import { availabilitySchema } from '../../../shared/schemas/leads';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { TimeZoneSelect } from '../../components/TimeZoneSelect';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { leadsApi } from '../../lib/leads-api';

export async function loader({ context }: LoaderFunctionArgs): Promise<AvailabilityData> {
  return context.get(apiContext).staffAvailability();
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

type Period = { day: number; start: string; end: string };
type Values = {
  time_zone: string;
  weekly: Period[];
  slot_minutes: string;
  buffer_minutes: string;
  notice_hours: string;
  horizon_days: string;
  video_url: string;
};

const NUMBERS = ['slot_minutes', 'buffer_minutes', 'notice_hours', 'horizon_days'] as const;
const toInput = (v: Values) => ({ ...v, ...Object.fromEntries(NUMBERS.map((k) => [k, v[k].trim() === '' ? undefined : Number(v[k])])) });

/** The schema of PUT /api/staff/availability over the form's values (numbers as typed). */
const formSchema = z.preprocess((v) => toInput(v as Values), availabilitySchema);

const LABELS: Record<(typeof NUMBERS)[number], [string, string]> = {
  slot_minutes: ['Slot length (minutes)', 'How long one consultation lasts.'],
  buffer_minutes: ['Buffer (minutes)', 'Free time kept after each consultation.'],
  notice_hours: ['Notice (hours)', 'How long before a slot it can still be booked or moved.'],
  horizon_days: ['Horizon (days)', 'How far ahead people can book.'],
};

export default function Availability() {
  const data = useLoaderData() as AvailabilityData;
  const revalidator = useRevalidator();
  const [fresh] = useState(() => data);
  const form = useForm<Values>(formSchema, {
    time_zone: fresh.time_zone,
    weekly: fresh.weekly,
    slot_minutes: String(fresh.slot_minutes),
    buffer_minutes: String(fresh.buffer_minutes),
    notice_hours: String(fresh.notice_hours),
    horizon_days: String(fresh.horizon_days),
    video_url: fresh.video_url ?? '',
  });
  const weekly = form.values.weekly;
  const setWeekly = (next: Period[]) => form.set('weekly', next);
  const weeklyError = Object.entries(form.errors).find(([k]) => k.startsWith('weekly'))?.[1]?.[0];

  return (
    <AdminPage title="Your hours" intro="When people can book a free consultation with you, in your own time zone. The booking page shows each visitor these times in theirs.">
      <form
        method="post"
        noValidate
        className="form availability-form"
        onSubmit={form.handleSubmit(async (values) => {
          await leadsApi.saveAvailability(toInput(values) as unknown as Parameters<typeof leadsApi.saveAvailability>[0]);
          toast('Your hours are saved.');
          void revalidator.revalidate();
        })}
      >
        <FormAlert message={form.message} />
        <div className="admin-stack">
          <Card title="Weekly hours">
            <TimeZoneSelect label="Your time zone" name="time_zone" value={form.values.time_zone} error={form.error('time_zone')} onChange={(zone) => form.set('time_zone', zone)} />
            {weeklyError && (
              <p className="field-error" role="alert">
                {weeklyError}
              </p>
            )}
            <div className="week-hours">
              {DAYS.map((name, index) => {
                const day = index + 1;
                const periods = weekly.map((p, i) => ({ ...p, i })).filter((p) => p.day === day);
                return (
                  <fieldset key={day} className="week-day">
                    <legend>{name}</legend>
                    {periods.length === 0 && <p className="muted">Not available</p>}
                    {periods.map((p) => (
                      <div key={p.i} className="week-period">
                        <label>
                          <span className="visually-hidden">{name} period from</span>
                          <input type="time" className="input input-small" value={p.start} step={900} onChange={(e) => setWeekly(weekly.map((w, j) => (j === p.i ? { ...w, start: e.target.value } : w)))} />
                        </label>
                        <span aria-hidden="true">–</span>
                        <label>
                          <span className="visually-hidden">{name} period until</span>
                          <input type="time" className="input input-small" value={p.end} step={900} onChange={(e) => setWeekly(weekly.map((w, j) => (j === p.i ? { ...w, end: e.target.value } : w)))} />
                        </label>
                        <button type="button" className="btn btn-small btn-ghost" onClick={() => setWeekly(weekly.filter((_, j) => j !== p.i))}>
                          Remove<span className="visually-hidden"> this period of {name}</span>
                        </button>
                      </div>
                    ))}
                    <button type="button" className="btn btn-small btn-ghost" onClick={() => setWeekly([...weekly, { day, start: '09:00', end: '17:00' }])}>
                      Add a period<span className="visually-hidden"> on {name}</span>
                    </button>
                  </fieldset>
                );
              })}
            </div>
          </Card>
          <Card title="Slots">
            <div className="form-grid">
              {NUMBERS.map((key) => (
                <TextField
                  key={key}
                  label={LABELS[key][0]}
                  hint={`${LABELS[key][1]} ${AVAILABILITY_LIMITS[key].min}–${AVAILABILITY_LIMITS[key].max}.`}
                  inputMode="numeric"
                  {...form.text(key)}
                />
              ))}
            </div>
            <TextField label="Video link" type="url" hint="The address people join the call at; sent with each booking." {...form.text('video_url')} />
          </Card>
        </div>
        <div className="form-actions">
          <SubmitButton busy={form.busy}>Save your hours</SubmitButton>
        </div>
      </form>
    </AdminPage>
  );
}
