// The audit log's wire shape and its vocabulary: every kind of change staff make through the admin API, the kind of
// record each one touches, and where that record's admin page is.
import type * as z from 'zod';
import { portalPaths } from './portal-paths';
import type { auditEntrySchema } from './schemas/audit.answers';

/** Action → how the log page names it. The first word is the kind of record. */
export const AUDIT_ACTIONS = {
  'user.create': 'User added',
  'user.update': 'User edited',
  'user.disable': 'User disabled',
  'user.enable': 'User enabled',
  'user.delete': 'User deleted',
  'document.approve': 'Document approved',
  'document.reject': 'Document rejected',
  'image.upload': 'Image uploaded',
  'widget.create': 'Widget added',
  'widget.update': 'Widget edited',
  'widget.restore': 'Widget restored from a revision',
  'widget.delete': 'Widget deleted',
  'service.create': 'Service added',
  'service.update': 'Service edited',
  'service.restore': 'Service restored from a revision',
  'service.delete': 'Service deleted',
  'service.reorder': 'Services reordered',
  'post.create': 'Post added',
  'post.update': 'Post edited',
  'post.restore': 'Post restored from a revision',
  'post.delete': 'Post deleted',
  'testimonial.create': 'Testimonial added',
  'testimonial.update': 'Testimonial edited',
  'testimonial.delete': 'Testimonial deleted',
  'testimonial.reorder': 'Testimonials reordered',
  'gallery.create': 'Gallery added',
  'gallery.update': 'Gallery edited',
  'gallery.delete': 'Gallery deleted',
  'gallery.reorder': 'Galleries reordered',
  'gallery.image_add': 'Gallery image added',
  'gallery.image_update': 'Gallery image edited',
  'gallery.image_rotate': 'Gallery image rotated',
  'gallery.image_remove': 'Gallery image removed',
  'gallery.image_reorder': 'Gallery images reordered',
  'country.create': 'Study country added',
  'country.update': 'Study country edited',
  'country.restore': 'Study country restored from a revision',
  'country.delete': 'Study country deleted',
  'country.reorder': 'Study countries reordered',
  'institution.create': 'Institution added',
  'institution.update': 'Institution edited',
  'institution.delete': 'Institution deleted',
  'message.handle': 'Message marked handled',
  'message.reopen': 'Message marked not handled',
  'application.create': 'Application added',
  'application.update': 'Application edited',
  'application.move': 'Application moved',
  'setting.locales': 'Site languages changed',
  'availability.update': 'Consultation hours changed',
  'consultation.update': 'Consultation edited',
  'consultation.cancel': 'Consultation cancelled',
  'lead.update': 'Lead edited',
  'lead.reassign': 'Leads reassigned',
  'lead.invite': 'Lead invited to register',
  'document.expiry': 'Passport expiry recorded',
  'task.create': 'Task added to a student’s plan',
  'task.update': 'Task edited',
  'task.delete': 'Task deleted',
  'agreement.create': 'Agreement added',
  'agreement.update': 'Agreement edited',
  'agreement.delete': 'Agreement deleted',
  'receivable.payment': 'Payment recorded',
  'receivable.write_off': 'Receivable written off',
  'invoice.issue': 'Invoice issued',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** The kinds of record an entry names, with the admin page of one record (none for documents and images). */
const RECORD_PAGES = {
  user: portalPaths.adminUser,
  document: null,
  image: null,
  widget: portalPaths.adminWidget,
  service: portalPaths.adminService,
  post: portalPaths.adminBlogPost,
  testimonial: portalPaths.adminTestimonial,
  gallery: portalPaths.adminGallery,
  country: portalPaths.adminStudyCountry,
  institution: portalPaths.adminInstitution,
  message: portalPaths.adminMessage,
  // The student's file shows the application (its page is the client's: /admin/students/<id>).
  application: null,
  // A site setting (the languages): its page is the setting's own.
  setting: null,
  // A consultation: the portal lists them (its page is the client's: /admin/consultations).
  consultation: null,
  // A lead (decision 0046): its page is the client's (/admin/leads/<id>).
  lead: null,
  // An adviser's task in a student's plan: shown on the student's file.
  task: null,
  // Commission (decision 0048): agreements, receivables and their invoices are on the portal's commission page.
  agreement: null,
  receivable: null,
} as const;

/** The list page of a kind, for changes to the whole list (a new order). */
const LIST_PAGES: Partial<Record<AuditTargetType, () => string>> = {
  service: portalPaths.adminServices,
  testimonial: portalPaths.adminTestimonials,
  gallery: portalPaths.adminGalleries,
  country: portalPaths.adminStudyCountries,
};

export type AuditTargetType = keyof typeof RECORD_PAGES;

/** One entry as GET /api/admin/audit answers it (its schema: shared/schemas/audit.answers.ts, decision 0041). */
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action as AuditAction] ?? action;

/** Where the record of an entry is edited in the admin portal; null when it has no page or is gone. */
export function auditTargetPath(entry: Pick<AuditEntry, 'action' | 'target_type' | 'target_id'>): string | null {
  if (entry.action.endsWith('.delete')) return null;
  if (entry.target_id === null) return LIST_PAGES[entry.target_type]?.() ?? null;
  const page = RECORD_PAGES[entry.target_type];
  return page ? page(entry.target_id) : null;
}
