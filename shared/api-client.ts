// What page loaders may ask for. The browser answers with the API table's operations (client/lib/http.ts); the
// server render calls the services in-process as the signed-in user. Both return the same JSON-safe values
// (test/api/api-clients.test.ts compares them; decision 0041).
import type { AuditEntry } from './audit';
import type { FitAnswers, FitResult } from './fit';
import type { AdminPost, AdminWidget, Gallery, GallerySummary, Post, PostSummary, Service, Testimonial, Widget } from './content';
import type { AdminDocument, DocumentsOverview } from './documents';
import type { Checklist, ContactMessage, Country, CountryPage, CountrySummary, Institution } from './study';
import type { AdminDashboard, AdminUserWithAdviser, KeyedPage, Paged, SessionInfo, User } from './types';
import type * as z from 'zod';
import type { availabilitySchema, funnelSchema, leadDetailSchema, leadSchema, staffConsultationSchema } from './schemas/leads.answers';
import type { planSchema } from './schemas/plan.answers';
import type { agreementAnswerSchema, commissionReportSchema, receivableSchema } from './schemas/commission.answers';
import type { AdviserLoad, Application, StaffApplication, StaffBoard, StaffDashboard, StaffStudentFile, StaffStudentSummary, Thread } from './workflow';

export type { AdviserLoad, StaffDashboard } from './workflow';

/** Leads, consultations, hours and the funnel as staff read them (decision 0046). */
export type Lead = z.output<typeof leadSchema>;
export type LeadDetail = z.output<typeof leadDetailSchema>;
export type StaffConsultation = z.output<typeof staffConsultationSchema>;
/**
 * A student's plan from offer to arrival (decision 0047): its steps in order, worded in the student's language with
 * their private calendar address for the student, in English without it for staff.
 */
export type Plan = z.output<typeof planSchema>;
export type Availability = z.output<typeof availabilitySchema>;
export type Funnel = z.output<typeof funnelSchema>;
/** Commission (decision 0048): an agreement with an institution, what an enrolment is owed, the report's rows. */
export type Agreement = z.output<typeof agreementAnswerSchema>;
export type Receivable = z.output<typeof receivableSchema>;
export type CommissionReport = z.output<typeof commissionReportSchema>;

/** Query-string parameters of a list screen, as they appear in the address bar. */
export type ListParams = Record<string, string>;

/** The admin portal's content lists and the record type of each. */
export interface AdminListTypes {
  widgets: AdminWidget;
  services: Service;
  blog: AdminPost;
  testimonials: Testimonial;
  galleries: GallerySummary;
  'study-countries': Country;
  institutions: Institution;
  messages: ContactMessage;
}
export interface AdminRecordTypes {
  widgets: AdminWidget;
  services: Service;
  blog: AdminPost;
  testimonials: Testimonial;
  galleries: Gallery;
  'study-countries': Country;
  institutions: Institution;
  messages: ContactMessage;
}
export type AdminResource = keyof AdminListTypes;

export interface ApiClient {
  /** The signed-in user; rejects (401) when nobody is signed in. */
  currentUser(): Promise<User>;
  /** The signed-in user's sessions, this one marked `current`. */
  sessions(): Promise<SessionInfo[]>;
  adminDashboard(): Promise<AdminDashboard>;
  adminUsers(params: ListParams): Promise<Paged<AdminUserWithAdviser>>;
  adminUser(id: string): Promise<AdminUserWithAdviser>;
  myDocuments(): Promise<DocumentsOverview>;
  adminUserDocuments(id: string): Promise<{ results: AdminDocument[] }>;
  adminDocuments(params: ListParams): Promise<Paged<AdminDocument>>;
  /** The audit log, newest first (q, actor_id, action, page, per_page). */
  adminAudit(params: ListParams): Promise<KeyedPage<AuditEntry>>;

  /** The signed-in student's applications, oldest first, each with its history. */
  myApplications(): Promise<{ results: Application[] }>;
  /** How many of the advisers' messages the signed-in student has not read. */
  myUnread(): Promise<number>;
  /** The signed-in student's conversation with their advisers. */
  myThread(): Promise<Thread>;
  /** The signed-in student's plan from offer to arrival. */
  myPlan(): Promise<Plan>;
  staffDashboard(): Promise<StaffDashboard>;
  staffAdvisers(): Promise<{ results: AdviserLoad[] }>;
  /** Students staff see (q, adviser_id, page, per_page). */
  staffStudents(params: ListParams): Promise<KeyedPage<StaffStudentSummary>>;
  staffStudent(id: string): Promise<StaffStudentFile>;
  staffThread(id: string): Promise<Thread>;
  /** A student's plan: its steps in order, each with its latest safe day, state and, when late or at risk, why. */
  staffStudentPlan(id: string): Promise<Plan>;
  /** Applications staff see (stage, adviser_id, country, intake, q, page, per_page up to 500). */
  staffApplications(params: ListParams): Promise<KeyedPage<StaffApplication>>;
  staffBoard(params: ListParams): Promise<StaffBoard>;
  /** Leads staff see (q, stage, owner_id, utm_source, page, per_page): an adviser's own, all for an admin. */
  staffLeads(params: ListParams): Promise<KeyedPage<Lead>>;
  staffLead(id: string): Promise<LeadDetail>;
  /** Consultations by start (from, to, adviser_id): an adviser's own. */
  staffConsultations(params: ListParams): Promise<{ results: StaffConsultation[] }>;
  /** The signed-in staff member's consultation hours. */
  staffAvailability(): Promise<Availability>;
  /** The funnel of the leads first seen in a period (from, to, by). */
  staffFunnel(params: ListParams): Promise<Funnel>;
  /** Agreements with partner institutions (institution_id, page, per_page). Admins only. */
  adminAgreements(params: ListParams): Promise<Paged<Agreement>>;
  /** Receivables by due day (status, institution_id, intake, overdue, page, per_page). Admins only. */
  adminReceivables(params: ListParams): Promise<KeyedPage<Receivable>>;
  /** The commission per institution, intake or adviser and per currency (from, to, by). Admins only. */
  commissionReport(params: ListParams): Promise<CommissionReport>;
  /** Visible institutions, by name (a country's only, with its slug). */
  institutions(country?: string): Promise<Institution[]>;

  /** Several widgets by name; a missing one is null. */
  widgets(names: string[]): Promise<Record<string, Widget | null>>;
  /**
   * `preview` (the page's address says ?preview): an admin also sees drafts and records scheduled for later (decision
   * 0035); anyone else sees what visitors see.
   */
  services(audience?: 'students' | 'institutions', preview?: boolean): Promise<Service[]>;
  testimonials(): Promise<Testimonial[]>;
  galleries(): Promise<GallerySummary[]>;
  /** A gallery by id or address; an old address gives the gallery under its current slug. */
  gallery(idOrSlug: string, preview?: boolean): Promise<Gallery>;
  blog(params: ListParams): Promise<Paged<PostSummary>>;
  /** A post by address; an old address gives the post under its current slug. */
  blogPost(slug: string, preview?: boolean): Promise<Post>;
  /** Visible study countries in display order. */
  countries(): Promise<CountrySummary[]>;
  /** A country's page by address; an old address gives the page under its current slug. */
  countryPage(slug: string, preview?: boolean): Promise<CountryPage>;
  /** The visible countries ranked for a visitor's answers (POST /api/fit-check). */
  fitCheck(answers: FitAnswers): Promise<FitResult[]>;
  /** The signed-in student's checklist for each preferred destination. */
  checklists(): Promise<Checklist[]>;
  adminList<K extends AdminResource>(kind: K, params: ListParams): Promise<Paged<AdminListTypes[K]>>;
  adminRecord<K extends AdminResource>(kind: K, id: string): Promise<AdminRecordTypes[K]>;
}
