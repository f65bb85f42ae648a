// The calls of the booking pages and of the staff's leads, consultations, hours and funnel (decision 0046), with the
// answers' types from shared/schemas/leads.answers.ts: the API table's operations (client/lib/api-operations.ts).
import type * as z from 'zod';
import type { LeadSource } from '../../shared/leads';
import type * as answers from '../../shared/schemas/leads.answers';
import type { AvailabilityInput, BookingInput, LeadUpdateInput } from '../../shared/schemas/leads';
import { api, apiUrl } from './http';

export type Slot = z.output<typeof answers.slotSchema>;
export type Booking = z.output<typeof answers.bookingSchema>;
export type BookingCreated = z.output<typeof answers.bookingCreatedSchema>;
export type Lead = z.output<typeof answers.leadSchema>;
export type LeadDetail = z.output<typeof answers.leadDetailSchema>;
export type LeadEvent = z.output<typeof answers.leadEventSchema>;
export type StaffConsultation = z.output<typeof answers.staffConsultationSchema>;
export type Availability = z.output<typeof answers.availabilitySchema>;
export type Funnel = z.output<typeof answers.funnelSchema>;
export type { LeadSource };

/** The funnel's rows as CSV, for the dashboard's download link. */
export const funnelCsvUrl = (params: { from: string; to: string; by: string }) => apiUrl('staffFunnel', { ...params, format: 'csv' });

export const leadsApi = {
  slots: (q: { from?: string; days?: number; destination?: string }) => api.consultationSlots(q),
  book: (body: BookingInput) => api.bookConsultation(body),
  booking: (token: string) => api.consultation({ token }),
  cancel: (token: string) => api.cancelConsultation({ token }),
  reschedule: (token: string, body: { start: string; adviser_id?: number }) => api.rescheduleConsultation({ token }, body),
  forget: (token: string) => api.forgetConsultation({ token }),

  updateLead: (id: number | string, body: LeadUpdateInput) => api.updateLead({ id }, body),
  reassign: (body: { ids: number[]; owner_id: number }) => api.reassignLeads(body),
  invite: (id: number | string) => api.inviteLead({ id }),
  updateConsultation: (id: number, body: { status?: StaffConsultation['status']; notes?: string | null }) => api.updateStaffConsultation({ id }, body),
  saveAvailability: (body: AvailabilityInput) => api.updateStaffAvailability(body),
};
