// Builds every service once from its dependencies; routes and the server render share them.
import { PROFILE_FIELDS, type ProfileFieldList } from '../shared/profile';
import type { Db } from './db/knex';
import type { Env } from './env';
import { createAuthRepo } from './features/auth/auth.repo';
import { authService } from './features/auth/auth.service';
import { auditService } from './features/audit/audit.service';
import { createDocumentsRepo } from './features/documents/documents.repo';
import { documentsService } from './features/documents/documents.service';
import { createCompanyServices } from './features/content/company-services';
import { createGalleries } from './features/content/galleries';
import { createPosts } from './features/content/posts';
import { createTestimonials } from './features/content/testimonials';
import { createWidgetsService } from './features/content/widgets';
import { imagesService } from './features/images/images.service';
import { contactService } from './features/study/contact';
import { createCountries } from './features/study/countries';
import { createInstitutions } from './features/study/institutions';
import { localesService } from './features/locales/locales.service';
import { createFitCheck } from './features/study/fit-check';
import { leadsService } from './features/leads/leads.service';
import { oauthService } from './features/oauth/oauth.service';
import { privacyService } from './features/privacy/privacy.service';
import { createUsersRepo } from './features/users/users.repo';
import { usersService } from './features/users/users.service';
import { consultationsService } from './features/consultations/consultations.service';
import { advanceLead, touchLead } from './features/leads/leads.core';
import { createWorkflowRepo } from './features/workflow/workflow.repo';
import { planService } from './features/plan/plan.service';
import { commissionService } from './features/commission/commission.service';
import { workflowService } from './features/workflow/workflow.service';
import { type Clock, systemClock } from './lib/clock';
import { bindService } from './lib/bind';
import { createAttemptLimits } from './features/auth/attempts';
import { createMailer, type Mailer } from './mail/mailer';
import { type PublicReads, uncachedReads } from './lib/public-reads';
import { createDiskStorage, type FileStorage } from './storage/storage';
import { strayFilesService } from './storage/sweep';

export interface ServiceDeps {
  db: Db;
  env: Env;
  /** The file outbox or SMTP, from the environment, unless given. */
  mailer?: Mailer;
  /** Where uploaded files go; the disk under UPLOADS_DIR unless given. */
  storage?: FileStorage;
  /** Keeps public reads per content version (the app's); every read goes to the database without it. */
  publicReads?: PublicReads;
  /** Keeps signed-in reads per generation of people's data (the app's, lib/private-data.ts); none kept without it. */
  privateReads?: PublicReads;
  /** The time services read (message mail throttling, reminders); the system's unless given (tests set it). */
  clock?: Clock;
  /** The profile's fields (shared/profile.ts); the site's unless given (a test adds one of its own). */
  profile?: ProfileFieldList;
}

export function createServices({ db, env, mailer = createMailer(env), storage = createDiskStorage(env.uploadsDir), publicReads = uncachedReads, privateReads = uncachedReads, clock = systemClock, profile = PROFILE_FIELDS }: ServiceDeps) {
  const repos = {
    users: createUsersRepo(db, profile),
    auth: createAuthRepo(db),
    documents: createDocumentsRepo(db),
    workflow: createWorkflowRepo(db, profile),
  };
  // What signed-in pages read (the server render), kept until people's data changes (lib/private-data.ts): the
  // session, the applications and the board's columns. The API always reads the database.
  const keep = privateReads.memo;
  const pageRepos = {
    auth: { ...repos.auth, findUserByToken: keep('auth.findUserByToken', repos.auth.findUserByToken) },
    workflow: {
      ...repos.workflow,
      applicationsOf: keep('workflow.applicationsOf', (studentId: number) => repos.workflow.applicationsOf(studentId)),
      staffApplications: keep('workflow.staffApplications', repos.workflow.staffApplications),
      boardColumns: keep('workflow.boardColumns', repos.workflow.boardColumns),
    },
  };
  const limits = createAttemptLimits(db);
  // A student's plan from offer to arrival (decision 0047): read from the other features' tables, looked at again
  // whenever they change.
  const plan = bindService({ db, env, mailer, clock, users: repos.users, workflow: repos.workflow }, planService);
  // Commission (decision 0048): receivables follow the applications in the transactions that change them.
  const commission = bindService({ db, env, clock, mailer, storage }, commissionService);
  const documents = bindService({ db, env, storage, mailer, ...repos, unsettled: { keys: new Set<string>() }, planChanged: plan.planChanged }, documentsService);
  // What a process that died with files in flight left behind: each area of the private storage and the table whose
  // rows keep its files.
  const strayFiles = bindService({ storage, keysInUse: { documents: repos.documents.keysInUse, invoices: commission.invoiceKeysInUse } }, strayFilesService);
  const images = bindService({ db, env }, imagesService);
  const testimonials = createTestimonials({ db, images });
  const institutions = createInstitutions({ db, images });
  const countries = createCountries({ db, images, institutions: () => institutions, testimonials });
  const widgets = createWidgetsService({ db, images });
  const companyServices = createCompanyServices({ db, images });
  const posts = createPosts({ db, images });
  const galleries = createGalleries({ db, images });
  // What every visitor sees is read once per content version (see lib/public-reads.ts).
  const { memo } = publicReads;
  widgets.byNames = memo('widgets.byNames', widgets.byNames);
  companyServices.list = memo('services.list', companyServices.list);
  posts.page = memo('posts.page', posts.page);
  posts.bySlug = memo('posts.bySlug', posts.bySlug);
  posts.sitemap = memo('posts.sitemap', posts.sitemap);
  testimonials.list = memo('testimonials.list', testimonials.list);
  galleries.list = memo('galleries.list', galleries.list);
  galleries.get = memo('galleries.get', galleries.get);
  countries.list = memo('countries.list', countries.list);
  countries.page = memo('countries.page', countries.page);
  countries.withFigures = memo('countries.withFigures', countries.withFigures);
  institutions.publicList = memo('institutions.publicList', institutions.publicList);
  // Which languages are on: read by every page, kept per content version (a change bumps it).
  const locales = bindService({ db }, localesService);
  locales.enabled = memo('locales.enabled', locales.enabled);
  const contact = bindService({ db, env, mailer, limiter: limits.contact }, contactService);
  const fit = createFitCheck({ db, env, mailer, countries, limiter: limits.fitCheck });
  const authDeps = { db, env, mailer, ...repos, limits, destinations: countries, locales };
  const auth = bindService(authDeps, authService);
  const workflowDeps = {
    db,
    env,
    mailer,
    clock,
    workflow: repos.workflow,
    users: repos.users,
    toAdminUser: repos.users.toAdminUser,
    toUser: repos.users.toUser,
    checklistsOf: (student: Parameters<typeof countries.checklists>[0]) => countries.checklists(student),
    documentsOf: (studentId: number) => repos.documents.adminForUser(studentId),
    pendingDocumentsQuery: (adviserId: number | null) => repos.documents.pendingCountQuery(adviserId),
    planChanged: plan.planChanged,
    planAlerts: plan.alertsFor,
    planAlertsQuery: plan.alertCountQuery,
    receivableOf: commission.syncReceivable,
  };
  const workflow = bindService(workflowDeps, workflowService);
  // Leads and the funnel (decision 0046): the staff's API, a student's lead in their export, the retention sweep.
  const leads = bindService({ db, env, mailer }, leadsService);
  const privacy = bindService(
    {
      db,
      env,
      mailer,
      users: repos.users,
      auth: repos.auth,
      confirmIdentity: auth.confirmIdentity,
      deleteExpiredRegistrations: repos.auth.deleteExpiredRegistrations,
      linkLimiter: limits.linkAddress,
      documents,
      parts: { exportOf: async (id: number) => ({ applications: await repos.workflow.applicationsOf(id), messages: await repos.workflow.messages(id), lead: await leads.exportOf(id), plan: await plan.exportOf(id) }) },
      deleteStaleLeads: leads.sweepStale,
    },
    privacyService,
  );
  // Consultations (decision 0046): advisers' hours, slots, bookings and their manage links, the reminders.
  const consultations = bindService({ db, leads: { touchLead, advanceLead }, env, mailer, clock, limits: { address: limits.consultationAddress, email: limits.consultationEmail, link: limits.consultationLink } }, consultationsService);
  return {
    consultations,
    repos,
    mailer,
    storage,
    documents,
    strayFiles,
    images,
    content: {
      widgets,
      services: companyServices,
      posts,
      testimonials,
      galleries,
    },
    auth,
    privacy,
    users: bindService({ db, env, mailer, ...repos, profile, documents, countries, locales, contact, commission, startEmailChange: auth.startEmailChange, confirmIdentity: auth.confirmIdentity }, usersService),
    study: { countries, institutions, contact, fit },
    audit: bindService({ db }, auditService),
    locales,
    oauth: bindService({ db, users: repos.users, locales }, oauthService),
    workflow,
    leads,
    plan,
    commission,
    /** The same services over the kept reads, for the server render of pages. */
    pages: {
      auth: bindService({ ...authDeps, auth: pageRepos.auth }, authService),
      workflow: bindService({ ...workflowDeps, workflow: pageRepos.workflow }, workflowService),
    },
    clock,
  };
}

export type Services = ReturnType<typeof createServices>;
