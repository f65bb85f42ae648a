// The agency the scale seed makes: who works there, its students over ten years (registered ever more each year) with
// their applications, documents, conversations and the staff's audit trail, the leads that did not register, the
// consultations, the agreements and what the institutions owe. Every record comes from its own random sequence
// (random.ts) and from a fixed reference instant, so the same number of students always gives the same rows.
//
// The plan holds one small object per student with the counts and first ids of what is theirs; the rows themselves
// (applications, messages…) are made again from the student whenever a table needs them, so memory grows with the
// number of students only.
import { createHash } from 'node:crypto';
import { commissionOf, invoiceNumber, receivableDueOn } from '../../shared/commission';
import { kindLabel } from '../../shared/documents';
import { type ApplicationStage, PIPELINE_STAGES, STAGE_LABELS } from '../../shared/workflow';
import { DEMO_CURRENCIES } from '../../server/seed';
import { at, day, row, textArray } from './copy';
import { type FileContent, type SharedFiles, type StoredFiles, storageKey, tinyPdf } from './files';
import { makePerson, type Person } from './names';
import { Random } from './random';

/** "Now" for the generated agency: every timestamp is at or before it, except consultations booked ahead. */
export const REFERENCE = Date.UTC(2026, 10, 1);
/** The first registrations. */
const START = Date.UTC(2017, 0, 1);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const YEAR = 365 * DAY;
/** Registrations grow by this much a year. */
const GROWTH = 0.2;
/** The latest intake anyone aims for. */
const LAST_INTAKE = '2027-09';

// ---- the content the people refer to ------------------------------------------------------------------------------

export interface CountryRow {
  id: number;
  slug: string;
  name: string;
}
export interface InstitutionRow {
  id: number;
  name: string;
  slug: string;
  country_id: number;
  type: string;
}

interface Country extends CountryRow {
  currency: string;
  visaDocument: string;
  /** First-year tuition in major units, per level group. */
  tuition: [number, number];
  weight: number;
  universities: Institution[];
  languageSchools: Institution[];
}
interface Institution extends InstitutionRow {
  country: Country;
  agreements: Agreement[];
}
interface Agreement {
  id: number;
  institution: Institution;
  validFrom: string;
  validTo: string | null;
  basis: 'first_year_tuition' | 'fixed';
  rate: number | null;
  amount: number | null;
  currency: string;
  payable: 'on_enrolment' | 'after_census';
  censusWeeks: number | null;
}

const COUNTRY_TERMS: Record<string, { visa: string; tuition: [number, number]; weight: number }> = {
  'united-kingdom': { visa: 'CAS', tuition: [16_000, 32_000], weight: 26 },
  'united-states': { visa: 'I-20', tuition: [26_000, 55_000], weight: 15 },
  canada: { visa: 'LoA', tuition: [20_000, 38_000], weight: 18 },
  australia: { visa: 'COE', tuition: [30_000, 48_000], weight: 15 },
  ireland: { visa: 'other', tuition: [14_000, 26_000], weight: 7 },
  'new-zealand': { visa: 'other', tuition: [26_000, 40_000], weight: 5 },
  germany: { visa: 'other', tuition: [1_500, 12_000], weight: 7 },
  netherlands: { visa: 'other', tuition: [11_000, 21_000], weight: 7 },
};

// ---- people --------------------------------------------------------------------------------------------------------

export interface StaffMember {
  id: number;
  role: 'admin' | 'adviser';
  firstname: string;
  lastname: string;
  name: string;
  email: string;
  createdAt: number;
  timeZone: string;
  countries: number[];
  ips: string[];
}

export type Level = 'undergraduate' | 'postgraduate-taught' | 'postgraduate-research' | 'foundation' | 'language';

export interface Student {
  index: number;
  id: number;
  leadId: number;
  person: Person;
  email: string;
  name: string;
  registeredAt: number;
  intake: string;
  intakeStart: number;
  /** The intake is over: they enrolled somewhere, or not. */
  done: boolean;
  enrols: boolean;
  /** How far the furthest application has got (an index of PIPELINE_STAGES), for those still applying. */
  top: number;
  level: Level;
  qualification: string;
  birthDay: string;
  countries: Country[];
  adviser: StaffMember | null;
  /** The last day they used the site (and staff worked on their file). */
  activeUntil: number;
  lastLoginAt: number;
  hasDocuments: boolean;
  consulted: boolean;
  appCount: number;
  appBase: number;
  docCount: number;
  docBase: number;
  versionCount: number;
  versionBase: number;
  msgCount: number;
  msgBase: number;
  taskCount: number;
  taskBase: number;
  auditTarget: number;
  /** What the lead's funnel stamps need. */
  submittedAt: number | null;
  offerAt: number | null;
  enrolledAt: number | null;
  lastMoveAt: number | null;
  firstApp: { course: string; institution: string } | null;
}

export interface Prospect {
  index: number;
  leadId: number;
  person: Person;
  email: string;
  createdAt: number;
}

const DOMAINS = ['example.com', 'example.net', 'example.org', 'mail.example.org', 'mail.example.com'];

const LEVELS: Array<[Level, number]> = [
  ['postgraduate-taught', 45],
  ['undergraduate', 33],
  ['language', 9],
  ['foundation', 7],
  ['postgraduate-research', 6],
];
const QUALIFICATION: Record<Level, string> = {
  undergraduate: 'secondary',
  foundation: 'secondary',
  language: 'bachelor',
  'postgraduate-taught': 'bachelor',
  'postgraduate-research': 'master',
};
const AGES: Record<Level, [number, number]> = {
  undergraduate: [17, 20],
  foundation: [17, 19],
  language: [18, 30],
  'postgraduate-taught': [21, 32],
  'postgraduate-research': [23, 35],
};
const COURSES: Record<Level, string[]> = {
  undergraduate: [
    'BSc Computer Science', 'BA Business Management', 'BEng Mechanical Engineering', 'BSc Nursing', 'BA International Relations', 'BSc Economics',
    'LLB Law', 'BSc Psychology', 'BArch Architecture', 'BSc Biomedical Science', 'BSc Accounting and Finance', 'BA Media and Communication',
  ],
  'postgraduate-taught': [
    'MSc Data Science', 'MSc Public Health', 'MBA', 'MSc Finance', 'MA International Relations', 'MEng Civil Engineering', 'MSc Artificial Intelligence',
    'LLM International Law', 'MSc Marketing', 'MA Education', 'MSc Supply Chain Management', 'MSc Cyber Security', 'MSc Renewable Energy', 'MA TESOL',
  ],
  'postgraduate-research': ['PhD Chemistry', 'PhD Computer Science', 'PhD Economics', 'PhD Environmental Science', 'PhD Molecular Biology'],
  foundation: ['International Foundation Year (Engineering)', 'International Foundation Year (Business)', 'Foundation in Health Sciences'],
  language: ['General English (24 weeks)', 'IELTS Preparation (12 weeks)', 'Academic English Pre-sessional (10 weeks)'],
};

// ---- the plan ------------------------------------------------------------------------------------------------------

export interface Plan {
  students: number;
  staff: StaffMember[];
  admins: StaffMember[];
  advisers: StaffMember[];
  people: Student[];
  prospects: Prospect[];
  countries: Country[];
  institutions: Institution[];
  agreements: Agreement[];
  passwordHash: string;
  files: SharedFiles;
  coverage: Map<number, StaffMember[]>;
}

/** How many of each kind of person a number of students comes with. */
export function scaleOf(students: number): { advisers: number; admins: number; prospects: number } {
  return { advisers: Math.max(1, Math.round(students / 1000)), admins: Math.max(1, Math.round(students / 25_000)), prospects: students };
}

const fullName = (p: { firstname: string; lastname: string }) => `${p.firstname} ${p.lastname}`.trim();
const quoted = (text: string) => `“${text}”`;

/** The intake (YYYY-MM, January, May or September) a student who registered at `t` aims for. */
function intakeFor(random: Random, t: number): string {
  const target = new Date(t + random.between(5, 12) * 30 * DAY);
  let year = target.getUTCFullYear();
  let month = target.getUTCMonth() + 1;
  // Most aim for September; the others for the next intake after the target.
  const months = random.chance(0.6) ? [9] : [1, 5, 9];
  let chosen = months.find((m) => m >= month);
  if (chosen === undefined) {
    year += 1;
    chosen = months[0]!;
  }
  month = chosen;
  const intake = `${year}-${String(month).padStart(2, '0')}`;
  return intake > LAST_INTAKE ? LAST_INTAKE : intake;
}

const intakeStart = (intake: string) => Date.UTC(Number(intake.slice(0, 4)), Number(intake.slice(5, 7)) - 1, 1);

function staffMember(id: number, role: 'admin' | 'adviser', n: number, countries: number[]): StaffMember {
  const random = Random.of('staff', role, n);
  const person = makePerson(random, true);
  const zones = ['Europe/London', 'Europe/London', 'America/Toronto', 'Asia/Kolkata', 'Africa/Lagos', 'Asia/Dubai', 'Australia/Sydney', 'Asia/Shanghai'];
  return {
    id,
    role,
    firstname: person.firstname,
    lastname: person.lastname,
    name: fullName(person),
    email: `${role}${n}@scale.example`,
    createdAt: Date.UTC(2016, 8, 1) + random.int(120) * DAY,
    timeZone: role === 'admin' ? 'Europe/London' : random.pick(zones),
    countries,
    ips: [`203.0.113.${1 + ((id * 7) % 250)}`, random.chance(0.5) ? `198.51.100.${1 + ((id * 13) % 250)}` : `2001:db8:${(id % 0xffff).toString(16)}::${random.between(1, 0xfff).toString(16)}`],
  };
}

export function makePlan(students: number, content: { countries: CountryRow[]; institutions: InstitutionRow[] }, passwordHash: string, files: SharedFiles): Plan {
  const scale = scaleOf(students);
  // Countries and institutions, with the agreements the agency has with each.
  const countries: Country[] = content.countries.map((c) => {
    const terms = COUNTRY_TERMS[c.slug] ?? { visa: 'other', tuition: [12_000, 28_000] as [number, number], weight: 4 };
    return { ...c, currency: DEMO_CURRENCIES[c.slug] ?? 'EUR', visaDocument: terms.visa, tuition: terms.tuition, weight: terms.weight, universities: [], languageSchools: [] };
  });
  const byCountry = new Map(countries.map((c) => [c.id, c]));
  const institutions: Institution[] = [];
  const agreements: Agreement[] = [];
  for (const row of content.institutions) {
    const country = byCountry.get(row.country_id);
    if (!country) continue;
    const institution: Institution = { ...row, country, agreements: [] };
    institutions.push(institution);
    (row.type === 'language-school' ? country.languageSchools : country.universities).push(institution);
    // Two agreements each: the first years' terms, and those renegotiated from 2022 on.
    const random = Random.of('agreement', row.id);
    for (const [validFrom, validTo] of [['2016-01-01', '2021-12-31'], ['2022-01-01', null]] as const) {
      const fixed = row.type === 'language-school';
      const agreement: Agreement = {
        id: agreements.length + 1,
        institution,
        validFrom,
        validTo,
        basis: fixed ? 'fixed' : 'first_year_tuition',
        rate: fixed ? null : random.between(8, 20) * 100 + (random.chance(0.3) ? 50 : 0),
        amount: fixed ? random.between(3, 9) * 10_000 : null,
        currency: country.currency,
        payable: fixed || random.chance(0.3) ? 'on_enrolment' : 'after_census',
        censusWeeks: null,
      };
      if (agreement.payable === 'after_census') agreement.censusWeeks = random.between(4, 8);
      agreements.push(agreement);
      institution.agreements.push(agreement);
    }
  }
  const usable = countries.filter((c) => c.universities.length || c.languageSchools.length);
  if (!usable.length) throw new Error('The database has no study countries with institutions: the site content was not seeded.');

  // Staff: the admins first, then the advisers, each covering one or two destinations so every one is covered.
  const admins = Array.from({ length: scale.admins }, (_, i) => staffMember(i + 1, 'admin', i + 1, []));
  const advisers = Array.from({ length: scale.advisers }, (_, i) => {
    const covered = [usable[i % usable.length]!.id];
    const second = usable[(i + 3) % usable.length]!.id;
    if (Random.of('covers', i).chance(0.5) && second !== covered[0]) covered.push(second);
    return staffMember(scale.admins + i + 1, 'adviser', i + 1, covered);
  });
  const coverage = new Map<number, StaffMember[]>();
  for (const adviser of advisers) for (const id of adviser.countries) coverage.set(id, [...(coverage.get(id) ?? []), adviser]);
  const staff = [...admins, ...advisers];

  const plan: Plan = { students, staff, admins, advisers, people: [], prospects: [], countries: usable, institutions, agreements, passwordHash, files, coverage };

  // Students, oldest registration first: spread over the years, more every year.
  const span = REFERENCE - 2 * DAY - START;
  const g = Math.log(1 + GROWTH) / YEAR;
  const growth = Math.expm1(g * span);
  const countryWeights = usable.map((c) => [c, c.weight] as const);
  let appBase = 1;
  let docBase = 1;
  let versionBase = 1;
  let msgBase = 1;
  let taskBase = 1;
  for (let i = 0; i < students; i++) {
    const random = Random.of('student', i);
    const u = (i + random.next()) / students;
    const registeredAt = Math.floor(START + Math.log1p(u * growth) / g);
    const person = makePerson(random);
    const intake = intakeFor(random, registeredAt);
    const start = intakeStart(intake);
    const done = start + 21 * DAY < REFERENCE;
    const level = random.weighted(LEVELS);
    const [ageMin, ageMax] = AGES[level];
    const birth = start - random.between(ageMin, ageMax) * YEAR - random.int(365) * DAY;
    const first = random.weighted(countryWeights);
    const destinations = [first];
    if (random.chance(0.35)) {
      const second = random.weighted(countryWeights);
      if (second !== first) destinations.push(second);
    }
    const recent = registeredAt > REFERENCE - 10 * DAY;
    const covering = coverage.get(first.id) ?? advisers;
    const adviser = recent && random.chance(0.5) ? null : random.pick(covering);
    const activeUntil = Math.max(registeredAt + HOUR, done ? Math.min(REFERENCE - HOUR, start + random.between(30, 400) * DAY) : REFERENCE - random.between(0, 20) * DAY - random.int(DAY));
    const lastLoginAt = Math.max(registeredAt, activeUntil - random.int(2 * DAY));
    const months = (start - REFERENCE) / (30 * DAY);
    // Those still applying: the nearer their intake, the further along.
    const topByIntake = months < 4 ? random.weighted([[6, 45], [7, 45], [5, 10]]) : months < 8 ? random.weighted([[2, 25], [3, 30], [4, 25], [5, 15], [1, 5]]) : random.weighted([[0, 30], [1, 30], [2, 30], [3, 10]]);
    const top = Math.min(topByIntake, Math.floor((REFERENCE - registeredAt) / (12 * DAY)));
    const appCount = recent ? random.between(0, 2) : random.weighted([[0, 4], [1, 12], [2, 20], [3, 29], [4, 20], [5, 10], [6, 5]]);
    const student: Student = {
      index: i,
      id: staff.length + 1 + i,
      leadId: i + 1,
      person,
      email: `${person.emailName}.${i + 1}@${random.pick(DOMAINS)}`,
      name: fullName(person),
      registeredAt,
      intake,
      intakeStart: start,
      done,
      enrols: done && appCount > 0 && random.chance(0.62),
      top,
      level,
      qualification: QUALIFICATION[level],
      birthDay: day(birth),
      countries: destinations,
      adviser,
      activeUntil,
      lastLoginAt,
      // Documents of students away for two years are gone: the retention sweep erases them.
      hasDocuments: lastLoginAt >= REFERENCE - 480 * DAY,
      consulted: random.chance(0.1),
      appCount,
      appBase,
      docCount: 0,
      docBase,
      versionCount: 0,
      versionBase,
      msgCount: adviser ? random.between(0, 20) : random.between(0, 2),
      msgBase,
      taskCount: 0,
      taskBase,
      auditTarget: adviser ? random.between(12, 40) : 0,
      submittedAt: null,
      offerAt: null,
      enrolledAt: null,
      lastMoveAt: null,
      firstApp: null,
    };
    const apps = applicationsOf(plan, student);
    student.appCount = apps.length;
    for (const app of apps) {
      for (const step of app.history) {
        if (step.stage === 'submitted') student.submittedAt = Math.min(student.submittedAt ?? Infinity, step.at);
        if (step.stage === 'conditional_offer' || step.stage === 'unconditional_offer') student.offerAt = Math.min(student.offerAt ?? Infinity, step.at);
        if (step.stage === 'enrolled') student.enrolledAt = step.at;
        student.lastMoveAt = Math.max(student.lastMoveAt ?? 0, step.at);
      }
    }
    student.firstApp = apps[0] ? { course: apps[0].course, institution: apps[0].institution.name } : null;
    const docs = documentsOf(student);
    student.docCount = docs.length;
    student.versionCount = docs.reduce((n, d) => n + d.versions.length, 0);
    student.taskCount = tasksOf(student, apps).length;
    plan.people.push(student);
    appBase += student.appCount;
    docBase += student.docCount;
    versionBase += student.versionCount;
    msgBase += student.msgCount;
    taskBase += student.taskCount;
  }

  // Leads that never registered: all from the last eight months, since the retention sweep erases older ones.
  for (let j = 0; j < scale.prospects; j++) {
    const random = Random.of('prospect', j);
    const person = makePerson(random);
    const leadId = students + j + 1;
    plan.prospects.push({
      index: j,
      leadId,
      person,
      email: `${person.emailName}.${leadId}@${random.pick(DOMAINS)}`,
      createdAt: Math.floor(REFERENCE - 240 * DAY + ((j + random.next()) / scale.prospects) * 238 * DAY),
    });
  }
  return plan;
}

// ---- applications --------------------------------------------------------------------------------------------------

interface Step {
  stage: ApplicationStage;
  at: number;
  byId: number | null;
  note: string | null;
}

export interface Application {
  id: number;
  student: Student;
  institution: Institution;
  course: string;
  stage: ApplicationStage;
  deadline: string | null;
  history: Step[];
  offerConditions: string | null;
  offerAt: number | null;
  deposit: { amount: number; currency: string; due: string; paidOn: string | null } | null;
  replyBy: string | null;
  reply: 'firm' | 'insurance' | 'declined' | null;
  repliedAt: number | null;
  visa: { kind: string; number: string; issuedOn: string; validUntil: string } | null;
  tuition: number | null;
  enrolledAt: number | null;
}

type Fate = 'enrolled' | 'top' | 'rejected' | 'declined' | 'insurance' | 'open-offer' | 'early-withdrawal' | 'below' | 'visa-refused';

const CONDITIONS = [
  'IELTS Academic 6.5 overall, no band below 6.0',
  'A final transcript showing a 2:1 or equivalent',
  'IELTS Academic 7.0 overall, 6.5 in writing',
  'Final high school results: at least 85 % average',
  'A satisfactory reference from your current employer',
  'Proof of a completed bachelor’s degree before enrolment',
];
const REJECTIONS = [
  'The course is full for this intake.',
  'Not enough relevant experience for this programme.',
  'Grades below the department’s threshold this year.',
  'The university asked for a portfolio we could not provide in time.',
];
const REPLY_NOTES = {
  firm: 'The student accepted this offer as their firm choice.',
  insurance: 'The student accepted this offer as their insurance choice.',
  declined: 'The student declined this offer.',
};

/** The pipeline's stages from the shortlist to `to` (an index), with or without the conditional offer. */
function pipelinePath(to: number, conditional: boolean): ApplicationStage[] {
  const out: ApplicationStage[] = [];
  for (let i = 0; i <= to; i++) {
    if (i === 3 && !conditional && to >= 4) continue;
    out.push(PIPELINE_STAGES[i]!);
  }
  return out;
}

/** When an application that ended at `stage` got there, for an intake starting at `start`. */
function naturalEnd(random: Random, stage: ApplicationStage, start: number, created: number): number {
  switch (stage) {
    case 'enrolled':
      return start + random.between(0, 14) * DAY;
    case 'visa_granted':
      return start - random.between(20, 50) * DAY;
    case 'visa_applied':
      return start - random.between(50, 80) * DAY;
    case 'accepted':
      return start - random.between(90, 150) * DAY;
    case 'conditional_offer':
    case 'unconditional_offer':
    case 'rejected':
      return start - random.between(150, 220) * DAY;
    case 'submitted':
      return start - random.between(200, 260) * DAY;
    default:
      return created + random.between(5, 60) * DAY;
  }
}

const applicationsCache = { student: -1, apps: [] as Application[] };

/** A student's applications, oldest first, with their history; the same every time for the same student. */
export function applicationsOf(plan: Pick<Plan, 'admins'>, s: Student): Application[] {
  if (applicationsCache.student === s.id) return applicationsCache.apps;
  const random = Random.of('applications', s.index);
  const count = s.appCount;
  const limit = Math.min(REFERENCE - HOUR, s.activeUntil);
  const staffId = () => (s.adviser && random.chance(0.95) ? s.adviser.id : random.pick(plan.admins).id);
  // What becomes of each application.
  const fates: Fate[] = [];
  const chosen = random.int(Math.max(1, count));
  let insurance = false;
  const pickOther = (options: Array<[Fate, number]>): Fate => {
    const fate = random.weighted(options.filter(([f]) => f !== 'insurance' || !insurance));
    if (fate === 'insurance') insurance = true;
    return fate;
  };
  for (let k = 0; k < count; k++) {
    if (s.done) {
      if (s.enrols) fates.push(k === chosen ? 'enrolled' : pickOther([['rejected', 40], ['declined', 30], ['early-withdrawal', 15], ['insurance', 15]]));
      else fates.push(k === chosen && random.chance(0.2) ? 'visa-refused' : pickOther([['rejected', 50], ['declined', 25], ['early-withdrawal', 25]]));
    } else if (k === chosen) {
      fates.push('top');
    } else if (s.top >= 5) {
      fates.push(pickOther([['declined', 35], ['insurance', 20], ['rejected', 25], ['early-withdrawal', 20]]));
    } else if (s.top >= 3) {
      fates.push(pickOther([['open-offer', 35], ['below', 30], ['rejected', 20], ['early-withdrawal', 15]]));
    } else {
      fates.push(pickOther([['below', 80], ['early-withdrawal', 20]]));
    }
  }
  const created = Array.from({ length: count }, () => Math.max(s.registeredAt, Math.min(s.registeredAt + random.int(45 * DAY), limit - 2 * DAY))).sort((a, b) => a - b);
  const apps: Application[] = [];
  const used = new Set<number>();
  for (let k = 0; k < count; k++) {
    const fate = fates[k]!;
    const country = s.countries[random.chance(0.75) ? 0 : s.countries.length - 1]!;
    const pool = s.level === 'language' && country.languageSchools.length ? country.languageSchools : country.universities.length ? country.universities : country.languageSchools;
    let institution = random.pick(pool);
    for (let tries = 0; tries < 3 && used.has(institution.id); tries++) institution = random.pick(pool);
    used.add(institution.id);
    const conditional = random.chance(0.6);
    const offerStage = conditional ? 3 : 4;
    let stages: ApplicationStage[];
    switch (fate) {
      case 'enrolled':
        stages = pipelinePath(8, conditional);
        break;
      case 'top':
        stages = pipelinePath(s.top, conditional);
        break;
      case 'rejected':
        stages = [...pipelinePath(random.chance(0.2) ? 3 : 2, true), 'rejected'];
        break;
      case 'declined':
        stages = [...pipelinePath(offerStage, conditional), 'withdrawn'];
        break;
      case 'insurance':
      case 'open-offer':
        stages = pipelinePath(Math.min(offerStage, s.done ? 4 : Math.max(3, s.top)), conditional);
        break;
      case 'early-withdrawal':
        stages = [...pipelinePath(random.int(2), false), 'withdrawn'];
        break;
      case 'below':
        stages = pipelinePath(random.int(Math.min(s.top, 2) + 1), false);
        break;
      case 'visa-refused':
        stages = [...pipelinePath(6, conditional), 'withdrawn'];
        break;
    }
    const startAt = created[k]!;
    const last = stages[stages.length - 1]!;
    const before = stages.length > 1 ? stages[stages.length - 2]! : last;
    const endGuess = last === 'withdrawn' ? naturalEnd(random, before, s.intakeStart, startAt) + random.between(5, 40) * DAY : naturalEnd(random, last, s.intakeStart, startAt);
    const end = Math.min(limit, Math.max(endGuess, startAt + stages.length * 6 * HOUR));
    const fractions = random.fractions(stages.length - 1);
    const history: Step[] = stages.map((stage, i) => ({
      stage,
      at: i === 0 ? startAt : Math.floor(startAt + (end - startAt) * fractions[i - 1]!),
      byId: i === 0 ? (random.chance(0.4) ? s.id : staffId()) : staffId(),
      note: null,
    }));
    const app: Application = {
      id: s.appBase + k,
      student: s,
      institution,
      course: random.pick(COURSES[s.level]),
      stage: last,
      deadline: random.chance(0.7) ? day(s.intakeStart - random.between(100, 220) * DAY) : null,
      history,
      offerConditions: null,
      offerAt: null,
      deposit: null,
      replyBy: null,
      reply: null,
      repliedAt: null,
      visa: null,
      tuition: null,
      enrolledAt: null,
    };
    const offer = history.find((h) => h.stage === 'conditional_offer' || h.stage === 'unconditional_offer');
    const [low, high] = country.tuition;
    const tuitionMajor = s.level === 'language' ? random.between(40, 120) * 100 : Math.round(random.between(low, high) / 50) * 50;
    if (offer) {
      app.offerAt = offer.at;
      if (offer.stage === 'conditional_offer') {
        app.offerConditions = random.pick(CONDITIONS);
        offer.note = `Conditions: ${app.offerConditions}`;
      }
      let replyBy = offer.at + random.between(28, 56) * DAY;
      // An offer still waiting for its reply has not run out of time: its reply-by day is ahead.
      if (!s.done && (fate === 'open-offer' || (fate === 'top' && s.top < 5))) replyBy = Math.max(replyBy, REFERENCE + random.between(7, 40) * DAY);
      app.replyBy = day(replyBy);
      // Deposits go with offers held firm or still open; an insurance offer of an intake that is over had none to pay.
      if (country.slug !== 'germany' && random.chance(0.8) && !(s.done && fate === 'insurance')) {
        const amount = Math.max(500, Math.round((tuitionMajor * random.between(10, 20)) / 100 / 100) * 100) * 100;
        let due = replyBy + random.between(0, 21) * DAY;
        // A deposit not yet paid on an offer of an intake to come is not yet due.
        const firm = fate === 'enrolled' || fate === 'visa-refused' || (fate === 'top' && s.top >= 5);
        if (!s.done && !firm) due = Math.max(due, REFERENCE + random.between(5, 60) * DAY);
        app.deposit = { amount, currency: country.currency, due: day(due), paidOn: null };
      }
    }
    const accepted = history.find((h) => h.stage === 'accepted');
    if (accepted) {
      app.reply = 'firm';
      app.repliedAt = accepted.at;
      if (random.chance(0.6)) {
        accepted.byId = s.id;
        accepted.note = REPLY_NOTES.firm;
      }
      if (app.deposit) app.deposit.paidOn = day(Math.min(limit, accepted.at + random.between(0, 10) * DAY));
      const visaStep = history.find((h) => h.stage === 'visa_applied');
      if (visaStep || random.chance(0.3)) {
        const issued = Math.min(limit, accepted.at + random.between(5, 20) * DAY);
        const code = random.hex(12).toUpperCase();
        app.visa = {
          kind: country.visaDocument,
          number: country.visaDocument === 'I-20' ? `N${code.slice(0, 10)}` : country.visaDocument === 'CAS' ? `E4G${code}` : code,
          issuedOn: day(issued),
          validUntil: day(s.intakeStart + random.between(365, 1460) * DAY),
        };
      }
      if (last === 'enrolled' || random.chance(0.7)) app.tuition = tuitionMajor * 100;
    }
    if (fate === 'declined') {
      const step = history[history.length - 1]!;
      step.byId = s.id;
      step.note = REPLY_NOTES.declined;
      app.reply = 'declined';
      app.repliedAt = step.at;
    }
    if (fate === 'insurance') {
      app.reply = 'insurance';
      app.repliedAt = Math.min(limit, (app.offerAt ?? startAt) + random.between(3, 20) * DAY);
      history.push({ stage: app.stage, at: app.repliedAt, byId: s.id, note: REPLY_NOTES.insurance });
    }
    if (fate === 'visa-refused') history[history.length - 1]!.note = 'Visa refused: the student will not travel this year.';
    if (last === 'rejected') history[history.length - 1]!.note = random.pick(REJECTIONS);
    const enrolled = history.find((h) => h.stage === 'enrolled');
    if (enrolled) {
      enrolled.note = 'Enrolment confirmed by the university.';
      app.enrolledAt = enrolled.at;
    }
    const granted = history.find((h) => h.stage === 'visa_granted');
    if (granted) granted.note = 'Visa granted.';
    apps.push(app);
  }
  applicationsCache.student = s.id;
  applicationsCache.apps = apps;
  return apps;
}

// ---- documents -----------------------------------------------------------------------------------------------------

interface Version {
  id: number;
  version: number;
  at: number;
  name: string;
  own: boolean;
  uploadedBy: number;
}
export interface Document {
  id: number;
  kind: string;
  status: 'pending' | 'approved' | 'rejected';
  rejection: string | null;
  reviewedBy: number | null;
  reviewedAt: number | null;
  expiresOn: string | null;
  createdAt: number;
  updatedAt: number;
  versions: Version[];
}

const FILE_NAMES: Record<string, string[]> = {
  passport: ['passport.jpg', 'Passport scan.jpg', 'IMG_2043.jpg', 'паспорт.jpg', 'جواز السفر.jpg', '护照.jpg', 'pasaporte.jpg'],
  transcript: ['transcript.pdf', 'Academic transcript.pdf', '成绩单.pdf', 'كشف الدرجات.pdf', 'Certificado de notas.pdf', 'Bảng điểm.pdf'],
  degree: ['degree-certificate.pdf', 'Bachelor certificate.pdf', 'диплом.pdf', 'शैक्षणिक प्रमाणपत्र.pdf'],
  'english-test': ['IELTS_TRF.pdf', 'TOEFL score report.pdf', 'ielts-result.pdf', 'Duolingo English Test.pdf'],
  cv: ['CV.pdf', 'Resume 2026.pdf', 'curriculum-vitae.pdf', 'Lebenslauf.pdf'],
  'personal-statement': ['Personal statement.pdf', 'statement-of-purpose.pdf', 'SOP final v3.pdf', 'Motivation letter.pdf'],
  reference: ['Reference letter.pdf', 'recommendation-prof.pdf', 'Empfehlungsschreiben.pdf'],
  financial: ['Bank statement.pdf', 'sponsor-letter.pdf', 'Proof of funds.pdf'],
};
export const DOCUMENT_FILE_KINDS = Object.keys(FILE_NAMES);
const DOCUMENT_REJECTIONS = ['The scan is cut off at the bottom: please upload all pages.', 'This is not certified: we need the stamped copy.', 'The photo page is blurred.', 'The statement is older than 28 days.'];

/** A student's documents, oldest first, with their versions. Only for students who have used the site lately. */
export function documentsOf(s: Student): Document[] {
  if (!s.hasDocuments) return [];
  const random = Random.of('documents', s.index);
  const kinds = ['passport', 'transcript'];
  if (s.level !== 'language') {
    if (random.chance(0.8)) kinds.push('english-test');
    if (random.chance(0.7)) kinds.push('personal-statement');
    if (random.chance(0.5)) kinds.push('reference');
  }
  if (s.level.startsWith('postgraduate') && random.chance(0.7)) kinds.push('degree');
  if (s.level.startsWith('postgraduate') && random.chance(0.6)) kinds.push('cv');
  if (random.chance(0.6)) kinds.push('financial');
  const reviewers = () => (s.adviser && random.chance(0.85) ? s.adviser.id : 1);
  const limit = Math.min(REFERENCE - HOUR, s.activeUntil);
  const span = Math.max(HOUR, Math.min(120 * DAY, limit - s.registeredAt));
  const docs: Document[] = [];
  let versionId = s.versionBase;
  const times = kinds.map(() => s.registeredAt + random.int(span)).sort((a, b) => a - b);
  for (const [k, kind] of kinds.entries()) {
    const createdAt = times[k]!;
    const status = s.done ? random.weighted([['approved', 90], ['rejected', 4], ['revised', 6]] as const) : random.weighted([['approved', 62], ['pending', 20], ['rejected', 8], ['revised', 10]] as const);
    const versions: Version[] = [];
    const version = (n: number, at: number): Version => {
      const id = versionId++;
      // One version in fifty is a file of its own; the others name the kind's shared file.
      return { id, version: n, at, name: random.pick(FILE_NAMES[kind]!), own: id % 50 === 0, uploadedBy: random.chance(0.95) ? s.id : reviewers() };
    };
    versions.push(version(1, createdAt));
    let reviewedAt: number | null = Math.min(limit, createdAt + random.between(1, 5 * 24) * HOUR);
    let finalStatus: Document['status'] = status === 'revised' ? (s.done || random.chance(0.5) ? 'approved' : 'pending') : status;
    if (status === 'revised') {
      const again = Math.min(limit, reviewedAt + random.between(2, 20) * DAY);
      versions.push(version(2, again));
      reviewedAt = finalStatus === 'approved' ? Math.min(limit, again + random.between(1, 3 * 24) * HOUR) : null;
    }
    if (finalStatus === 'pending') reviewedAt = null;
    if (finalStatus === 'approved' && reviewedAt === null) finalStatus = 'pending';
    const latest = versions[versions.length - 1]!.at;
    docs.push({
      id: s.docBase + k,
      kind,
      status: finalStatus,
      rejection: finalStatus === 'rejected' ? random.pick(DOCUMENT_REJECTIONS) : null,
      reviewedBy: reviewedAt === null ? null : reviewers(),
      reviewedAt,
      expiresOn: kind === 'passport' && finalStatus === 'approved' ? day(createdAt + random.between(2 * 365, 9 * 365) * DAY) : null,
      createdAt,
      updatedAt: Math.max(latest, reviewedAt ?? 0),
      versions,
    });
  }
  return docs;
}

// ---- plan tasks ----------------------------------------------------------------------------------------------------

const TASK_TITLES = [
  'Send your bank statements for the visa (28 days of funds)',
  'Book your IELTS test',
  'Pay the tuition deposit',
  'Upload your final transcript',
  'Book your flights and tell us your arrival date',
  'Apply for university accommodation',
  'Book your visa appointment',
  'Get your tuberculosis test certificate',
];

export interface Task {
  id: number;
  applicationId: number;
  title: string;
  dueOn: number;
  doneAt: number | null;
  createdAt: number;
  createdBy: number;
}

/** An adviser's tasks for a student who holds a firm offer. */
export function tasksOf(s: Student, apps: Application[]): Task[] {
  if (!s.adviser) return [];
  const random = Random.of('tasks', s.index);
  const tasks: Task[] = [];
  for (const app of apps) {
    if (app.reply !== 'firm' || app.repliedAt === null) continue;
    const count = random.between(1, 3);
    for (let k = 0; k < count; k++) {
      const createdAt = Math.min(REFERENCE - HOUR, app.repliedAt + random.between(1, 5) * DAY);
      const dueOn = Math.max(createdAt + 3 * DAY, s.intakeStart - random.between(10, 90) * DAY);
      // Tasks of intakes that are over were all done; a few of those still applying are late.
      const doneAt = dueOn < REFERENCE - DAY && (s.done || random.chance(0.85)) ? Math.min(REFERENCE - HOUR, Math.max(createdAt + HOUR, dueOn - random.between(0, 10) * DAY)) : null;
      tasks.push({ id: s.taskBase + tasks.length, applicationId: app.id, title: random.pick(TASK_TITLES), dueOn, doneAt, createdAt, createdBy: s.adviser.id });
    }
  }
  return tasks;
}

// ---- leads and consultations ---------------------------------------------------------------------------------------

type SourceKind = 'google' | 'facebook' | 'instagram' | 'newsletter' | 'fair' | 'partner' | 'organic' | 'direct';
const SOURCE_WEIGHTS: Array<[SourceKind, number]> = [['google', 28], ['facebook', 16], ['instagram', 12], ['newsletter', 8], ['fair', 8], ['partner', 6], ['organic', 12], ['direct', 10]];
const FAIR_CITIES = ['lagos', 'delhi', 'dubai', 'ho-chi-minh-city', 'bogota', 'istanbul', 'shanghai', 'nairobi'];

function sourceOf(random: Random, createdAt: number, destination: string): Record<string, string> {
  const year = new Date(createdAt).getUTCFullYear();
  switch (random.weighted(SOURCE_WEIGHTS)) {
    case 'google':
      return { utm_source: 'google', utm_medium: 'cpc', utm_campaign: `${destination}-${year}`, landing_path: `/countries/${destination}` };
    case 'facebook':
      return { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: `intake-${year + 1}`, landing_path: '/study/fit' };
    case 'instagram':
      return { utm_source: 'instagram', utm_medium: 'social', landing_path: '/' };
    case 'newsletter':
      return { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `newsletter-${new Date(createdAt).toISOString().slice(0, 7)}`, landing_path: '/blog' };
    case 'fair':
      return { utm_source: 'education-fair', utm_medium: 'offline', utm_campaign: `${random.pick(FAIR_CITIES)}-fair-${year}`, landing_path: '/consultation' };
    case 'partner':
      return { utm_source: 'partner', utm_medium: 'referral', utm_campaign: 'school-partners', referrer: 'https://www.partner-school.example/' };
    case 'organic':
      return { referrer: 'https://www.google.com/', landing_path: `/countries/${destination}` };
    default:
      return {};
  }
}

const LOST_REASONS = ['Chose a university at home', 'Budget too tight this year', 'No answer after three calls', 'Went with another agency', 'Visa refused', 'Deferred to a later year'];
const LEAD_NOTES = [
  'Called: interested in a September intake, will send transcripts.',
  'Sent the scholarship list for their destination.',
  'No answer, left a voicemail.',
  'Asked about part-time work rights while studying.',
  'Parents joined the call; budget around 25,000 a year.',
  'Wants a course with a placement year.',
];

interface LeadEvent {
  at: number;
  kind: string;
  summary: string;
  byId: number | null;
}
export interface Lead {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  destinations: string[];
  stage: string;
  lostReason: string | null;
  ownerId: number | null;
  owner: StaffMember | null;
  studentId: number | null;
  source: Record<string, string>;
  locale: string;
  consultationAt: number | null;
  studentAt: number | null;
  appliedAt: number | null;
  offerAt: number | null;
  enrolledAt: number | null;
  createdAt: number;
  lastActivityAt: number;
  events: LeadEvent[];
  consultation: { bookedAt: number; startsAt: number; status: string; timeZone: string } | null;
}

/** A registered student's lead: the first touch before they registered, and the funnel's stamps from their file. */
export function studentLead(plan: Plan, s: Student): Lead {
  const random = Random.of('student-lead', s.index);
  const owner = s.adviser;
  const createdAt = s.registeredAt - random.between(0, 60) * DAY - random.int(DAY);
  const destination = s.countries[0]!;
  const events: LeadEvent[] = [];
  let consultation: Lead['consultation'] = null;
  const first = random.weighted([['enquiry', 50], ['fit_check', 40], ['consultation', 10]] as const);
  events.push({ at: createdAt, kind: first, summary: first === 'enquiry' ? 'Contact form: Study abroad' : first === 'fit_check' ? `Fit check: best match ${destination.name}` : `Booked a consultation with ${owner?.name ?? 'an adviser'}`, byId: null });
  if (owner) events.push({ at: createdAt, kind: 'owner', summary: `Assigned to ${owner.name}`, byId: null });
  if (owner && random.chance(0.6)) events.push({ at: createdAt + random.between(2, 48) * HOUR, kind: 'stage', summary: 'New → Contacted', byId: owner.id });
  if (owner && random.chance(0.5)) events.push({ at: createdAt + random.between(3, 72) * HOUR, kind: 'note', summary: random.pick(LEAD_NOTES), byId: owner.id });
  let consultationAt: number | null = null;
  if (owner && (s.consulted || first === 'consultation') && s.registeredAt - createdAt > 2 * DAY) {
    consultationAt = createdAt + random.int(Math.max(HOUR, (s.registeredAt - createdAt) / 2));
    const startsAt = Math.min(s.registeredAt - HOUR, consultationAt + random.between(1, 10) * DAY);
    consultation = { bookedAt: consultationAt, startsAt, status: random.chance(0.9) ? 'attended' : 'no_show', timeZone: s.person.timeZone };
    events.push({ at: consultationAt, kind: 'stage', summary: 'Consultation booked', byId: null });
  }
  events.push({ at: s.registeredAt, kind: 'registration', summary: 'Registered (e-mail address confirmed)', byId: null });
  events.push({ at: s.registeredAt, kind: 'stage', summary: 'Registered: now a student', byId: null });
  const what = s.firstApp ? `${quoted(s.firstApp.course)} at ${s.firstApp.institution}` : 'Application submitted';
  if (s.submittedAt !== null) events.push({ at: s.submittedAt, kind: 'stage', summary: what, byId: null });
  if (s.enrolledAt !== null) events.push({ at: s.enrolledAt, kind: 'stage', summary: what, byId: null });
  let stage = s.enrolledAt !== null ? 'enrolled' : s.submittedAt !== null ? 'applied' : 'student';
  let lostReason: string | null = null;
  if (s.done && s.enrolledAt === null && random.chance(0.6)) {
    stage = 'lost';
    lostReason = random.pick(LOST_REASONS);
    events.push({ at: Math.min(REFERENCE - HOUR, s.intakeStart + random.between(1, 30) * DAY), kind: 'stage', summary: 'Lost', byId: owner?.id ?? null });
  }
  events.sort((a, b) => a.at - b.at);
  return {
    id: s.leadId,
    email: s.email,
    name: s.name,
    phone: random.chance(0.6) ? s.person.phone : null,
    destinations: s.countries.map((c) => c.slug),
    stage,
    lostReason,
    ownerId: owner?.id ?? null,
    owner,
    studentId: s.id,
    source: sourceOf(random, createdAt, destination.slug),
    locale: s.person.locale,
    consultationAt,
    studentAt: s.registeredAt,
    appliedAt: s.submittedAt ?? s.offerAt,
    offerAt: s.offerAt,
    enrolledAt: s.enrolledAt,
    createdAt,
    lastActivityAt: Math.max(events[events.length - 1]!.at, s.lastMoveAt ?? 0),
    events,
    consultation,
  };
}

/** A lead that has not registered: new, contacted, with a consultation booked (some still to come), or lost. */
export function prospectLead(plan: Plan, p: Prospect): Lead {
  const random = Random.of('prospect-lead', p.index);
  const destination = random.pick(plan.countries);
  const destinations = [destination.slug];
  if (random.chance(0.2)) {
    const other = random.pick(plan.countries);
    if (other !== destination) destinations.push(other.slug);
  }
  const drawn = random.weighted([['new', 32], ['contacted', 34], ['consultation_booked', 12], ['lost', 22]] as const);
  const covering = plan.coverage.get(destination.id) ?? plan.advisers;
  const first = random.weighted([['enquiry', 50], ['fit_check', 40], ['consultation', 10]] as const);
  const booked = drawn === 'consultation_booked' || first === 'consultation' || (drawn === 'lost' && random.chance(0.2));
  // A booking makes the lead `consultation_booked` (unless it was lost since), and gives it the adviser as its owner.
  const stage = booked && drawn !== 'lost' ? 'consultation_booked' : drawn;
  const owner = booked ? random.pick(covering) : stage === 'new' && random.chance(0.3) ? null : random.pick(covering);
  const createdAt = p.createdAt;
  const room = Math.max(HOUR, REFERENCE - HOUR - createdAt);
  const events: LeadEvent[] = [];
  events.push({ at: createdAt, kind: first, summary: first === 'enquiry' ? 'Contact form: Study abroad' : first === 'fit_check' ? `Fit check: best match ${destination.name}` : `Booked a consultation with ${owner?.name ?? 'an adviser'}`, byId: null });
  if (owner) events.push({ at: createdAt, kind: 'owner', summary: `Assigned to ${owner.name}`, byId: null });
  if (owner && stage !== 'new') events.push({ at: createdAt + random.int(Math.min(room, 3 * DAY)), kind: 'stage', summary: 'New → Contacted', byId: owner.id });
  if (owner && stage !== 'new' && random.chance(0.5)) events.push({ at: createdAt + random.int(room), kind: 'note', summary: random.pick(LEAD_NOTES), byId: owner.id });
  if (owner && stage === 'contacted' && random.chance(0.2)) events.push({ at: createdAt + random.int(room), kind: 'mail', summary: 'Invited to register', byId: owner.id });
  let consultation: Lead['consultation'] = null;
  let consultationAt: number | null = null;
  if (booked) {
    consultationAt = createdAt + random.int(Math.min(room, 5 * DAY));
    const recent = createdAt > REFERENCE - 30 * DAY && stage === 'consultation_booked';
    const startsAt = recent ? REFERENCE + random.between(1, 88) * DAY : Math.min(REFERENCE - HOUR, consultationAt + random.between(1, 10) * DAY);
    const status = recent ? (random.chance(0.88) ? 'booked' : 'cancelled') : random.weighted([['attended', 72], ['no_show', 10], ['cancelled', 18]] as const);
    consultation = { bookedAt: consultationAt, startsAt, status, timeZone: p.person.timeZone };
    events.push({ at: consultationAt, kind: 'stage', summary: 'Consultation booked', byId: null });
  }
  let lostReason: string | null = null;
  if (stage === 'lost') {
    lostReason = random.pick(LOST_REASONS);
    events.push({ at: createdAt + random.int(room), kind: 'stage', summary: 'Lost', byId: owner?.id ?? null });
  }
  events.sort((a, b) => a.at - b.at);
  return {
    id: p.leadId,
    email: p.email,
    name: fullName(p.person),
    phone: random.chance(0.5) ? p.person.phone : null,
    destinations,
    stage,
    lostReason,
    ownerId: owner?.id ?? null,
    owner,
    studentId: null,
    source: sourceOf(random, createdAt, destination.slug),
    locale: p.person.locale,
    consultationAt,
    studentAt: null,
    appliedAt: null,
    offerAt: null,
    enrolledAt: null,
    createdAt,
    lastActivityAt: events[events.length - 1]!.at,
    events,
    consultation,
  };
}

function* allLeads(plan: Plan): Generator<Lead> {
  for (const s of plan.people) yield studentLead(plan, s);
  for (const p of plan.prospects) yield prospectLead(plan, p);
}

// ---- messages ------------------------------------------------------------------------------------------------------

const STUDENT_LINES = [
  'Hi {adviser}, I have uploaded my {doc}. Could you check it when you have a moment?',
  'Thank you! When should I expect to hear back from {institution}?',
  'I got an e-mail from {institution} asking for my {doc} again. Did they not receive it?',
  'Is it too late to apply for the {intake} intake?',
  'Could we move our call to Thursday? I have an exam on Wednesday.',
  'My IELTS result came out: 7.0 overall, 6.5 in writing. Is that enough for {course}?',
  'I paid the deposit today. The bank reference is {ref}.',
  'Do I need to translate my transcript, or is the original fine?',
  'Thanks {adviser}, that’s really helpful.\nI’ll send the bank statements tomorrow.',
  'Hello, my parents would like to join our next call. Is that OK?',
  'I have a question about accommodation near {institution}: is it better to book now or after I arrive?',
  'Sorry for the late reply, I was travelling. I have attached the signed form now.',
];
const NATIVE_LINES: Record<string, string[]> = {
  arabic: ['شكراً جزيلاً! سأرسل المستندات غداً.', 'مرحباً، هل وصلكم كشف الدرجات؟'],
  persian: ['خیلی ممنون! مدارک را فردا می‌فرستم.'],
  chinese: ['谢谢老师！我明天把成绩单发给您。', '请问签证材料还需要补充什么吗？'],
  hindi: ['बहुत धन्यवाद! मैं कल दस्तावेज़ भेज दूँगी।'],
  spanish: ['¡Muchas gracias! Le envío el certificado mañana.', '¿Hay becas para estudiantes internacionales en {institution}?'],
  cyrillic: ['Спасибо большое! Отправлю документы завтра.'],
  vietnamese: ['Cảm ơn chị! Em sẽ gửi bảng điểm vào ngày mai.'],
  turkish: ['Çok teşekkürler! Belgeleri yarın gönderirim.'],
  korean: ['감사합니다! 내일 서류를 보내드리겠습니다.'],
  japanese: ['ありがとうございます。明日書類を送ります。'],
  greek: ['Ευχαριστώ πολύ! Θα στείλω τα έγγραφα αύριο.'],
  thai: ['ขอบคุณมากค่ะ พรุ่งนี้จะส่งเอกสารให้นะคะ'],
  portuguese: ['Muito obrigado! Envio o histórico amanhã.'],
};
const STAFF_LINES = [
  'Hi {first}, thanks for sending your {doc}. It looks good; I have approved it.',
  'Good news: {institution} has made you an offer for {course}! Have a look at the conditions on your applications page.',
  'Your application to {institution} is submitted. Decisions usually take four to eight weeks.',
  'Please remember the deadline for {institution} is coming up. Can you send your personal statement by Friday?',
  'I have booked a call with you next week about the visa. Please have your passport to hand.',
  'Hi {first},\n\nhere is what is still missing:\n- your final transcript\n- proof of funds (28 days)\n\nBest wishes,\n{adviserFirst}',
  'Congratulations on your visa! Let me know your arrival date so we can arrange the airport pickup.',
  'Your reference letter arrived this morning; your file is complete now.',
  'The {intake} intake is still open at {institution}, but places are going fast: let’s submit this week.',
  'I have added a task to your plan: {task}.',
];

interface Message {
  id: number;
  authorId: number;
  authorName: string;
  authorRole: 'user' | 'adviser' | 'admin';
  body: string;
  at: number;
}

/** A student's conversation with their adviser (an admin now and then), oldest first. */
export function messagesOf(plan: Plan, s: Student): Message[] {
  if (!s.msgCount) return [];
  const random = Random.of('messages', s.index);
  const limit = Math.min(REFERENCE - HOUR, s.activeUntil);
  const fractions = random.fractions(s.msgCount);
  const adviser = s.adviser;
  const fill = (text: string) =>
    text
      .replace(/\{adviser\}/g, adviser?.firstname ?? 'there')
      .replace(/\{adviserFirst\}/g, adviser?.firstname ?? 'The team')
      .replace(/\{first\}/g, s.person.firstname)
      .replace(/\{institution\}/g, s.firstApp?.institution ?? 'the university')
      .replace(/\{course\}/g, s.firstApp?.course ?? 'the course')
      .replace(/\{intake\}/g, s.intake)
      .replace(/\{doc\}/g, random.pick(['passport', 'transcript', 'personal statement', 'reference letter', 'IELTS result']))
      .replace(/\{task\}/g, random.pick(TASK_TITLES).toLowerCase())
      .replace(/\{ref\}/g, random.hex(8).toUpperCase());
  const out: Message[] = [];
  let studentTurn = random.chance(0.7);
  for (let k = 0; k < s.msgCount; k++) {
    const when = Math.floor(s.registeredAt + (limit - s.registeredAt) * fractions[k]!);
    if (studentTurn || !adviser) {
      const native = NATIVE_LINES[s.person.culture];
      const text = native && random.chance(0.15) ? random.pick(native) : random.pick(STUDENT_LINES);
      out.push({ id: s.msgBase + k, authorId: s.id, authorName: s.name, authorRole: 'user', body: fill(text), at: when });
    } else {
      const byAdmin = random.chance(0.05);
      const author = byAdmin ? random.pick(plan.admins) : adviser;
      out.push({ id: s.msgBase + k, authorId: author.id, authorName: author.name, authorRole: author.role, body: fill(random.pick(STAFF_LINES)), at: when });
    }
    studentTurn = random.chance(studentTurn ? 0.25 : 0.75);
    if (!adviser) studentTurn = true;
  }
  return out;
}

// ---- receivables ---------------------------------------------------------------------------------------------------

export interface Receivable {
  id: number;
  /** What the rows need of the enrolment (not the whole application: there may be a great many). */
  app: { id: number; student: Student; institution: Institution; course: string; enrolledAt: number };
  agreement: Agreement;
  enrolledOn: string;
  amount: number;
  dueOn: string;
  status: 'expected' | 'invoiced' | 'paid' | 'written_off';
  invoice: { number: string; year: number; seq: number; issuedOn: string; key: string } | null;
  paidOn: string | null;
  paidAmount: number;
  writtenOff: string | null;
  updatedAt: number;
}

/** What each enrolment owes under the agreement of its institution valid at its intake, with its invoices. */
export function receivablesOf(plan: Plan): Receivable[] {
  const out: Receivable[] = [];
  for (const s of plan.people) {
    if (s.enrolledAt === null) continue;
    for (const app of applicationsOf(plan, s)) {
      if (app.enrolledAt === null || app.tuition === null) continue;
      const intakeDay = `${s.intake}-01`;
      const agreement = app.institution.agreements.find((a) => a.validFrom <= intakeDay && (a.validTo === null || a.validTo >= intakeDay));
      if (!agreement || agreement.currency !== app.institution.country.currency) continue;
      const random = Random.of('receivable', app.id);
      const enrolledOn = day(app.enrolledAt);
      const dueOn = receivableDueOn(agreement.payable, agreement.censusWeeks, enrolledOn, s.intake);
      const due = Date.parse(`${dueOn}T00:00:00Z`);
      const amount = agreement.basis === 'fixed' ? agreement.amount! : commissionOf(app.tuition, agreement.rate!);
      const enrolment = { id: app.id, student: s, institution: app.institution, course: app.course, enrolledAt: app.enrolledAt };
      const receivable: Receivable = { id: out.length + 1, app: enrolment, agreement, enrolledOn, amount, dueOn, status: 'expected', invoice: null, paidOn: null, paidAmount: 0, writtenOff: null, updatedAt: app.enrolledAt };
      const status =
        due < REFERENCE - 120 * DAY
          ? random.weighted([['paid', 92], ['written_off', 3], ['invoiced', 5]] as const)
          : due < REFERENCE
            ? random.weighted([['invoiced', 60], ['paid', 30], ['expected', 10]] as const)
            : random.weighted([['expected', 80], ['invoiced', 20]] as const);
      if (status !== 'expected') {
        const issued = Math.min(REFERENCE - DAY, Math.max(app.enrolledAt + DAY, due - random.between(0, 30) * DAY));
        if (status !== 'written_off') receivable.invoice = { number: '', year: new Date(issued).getUTCFullYear(), seq: 0, issuedOn: day(issued), key: '' };
        receivable.updatedAt = issued;
        if (status === 'paid') {
          const paid = Math.min(REFERENCE - HOUR, issued + random.between(10, 60) * DAY);
          receivable.paidOn = day(paid);
          receivable.paidAmount = amount;
          receivable.updatedAt = paid;
        } else if (status === 'invoiced' && random.chance(0.1)) {
          receivable.paidOn = day(Math.min(REFERENCE - HOUR, issued + random.between(10, 40) * DAY));
          receivable.paidAmount = Math.floor(amount / 2);
        } else if (status === 'written_off') {
          receivable.writtenOff = random.pick(['The student left in the first term.', 'The university disputes the enrolment.', 'Below the cost of chasing it.']);
        }
      }
      receivable.status = status;
      out.push(receivable);
    }
  }
  // Invoice numbers: per year, in the order they were issued, without gaps.
  const invoiced = out.filter((r) => r.invoice).sort((a, b) => (a.invoice!.issuedOn < b.invoice!.issuedOn ? -1 : a.invoice!.issuedOn > b.invoice!.issuedOn ? 1 : a.id - b.id));
  const seqs = new Map<number, number>();
  for (const r of invoiced) {
    const invoice = r.invoice!;
    const seq = (seqs.get(invoice.year) ?? 0) + 1;
    seqs.set(invoice.year, seq);
    invoice.seq = seq;
    invoice.number = invoiceNumber(invoice.year, seq);
    invoice.key = storageKey('invoices', invoice.number);
  }
  return out;
}

// ---- the tables ----------------------------------------------------------------------------------------------------

export interface TableLoad {
  table: string;
  columns: string[];
  rows: () => Iterable<string>;
}

/** Every people table of the agency in an order its foreign keys accept, as COPY rows. */
export function agencyTables(plan: Plan, stored: StoredFiles): TableLoad[] {
  const staffById = new Map(plan.staff.map((m) => [m.id, m]));
  const admin1 = plan.admins[0]!;
  let receivables: Receivable[] | undefined;
  const owed = () => (receivables ??= receivablesOf(plan));

  return [
    {
      table: 'users',
      columns: ['id', 'firstname', 'lastname', 'email', 'password', 'role', 'created_at', 'updated_at', 'phone', 'date_of_birth', 'nationality', 'country_of_residence', 'highest_qualification', 'intended_level', 'preferred_destinations', 'intended_start', 'terms_accepted_at', 'disabled_at', 'last_login_at', 'email_verified_at', 'adviser_id', 'locale', 'time_zone'],
      *rows() {
        for (const m of plan.staff) {
          const lastLogin = REFERENCE - Random.of('staff-login', m.id).between(1, 72) * HOUR;
          yield row([m.id, m.firstname, m.lastname, m.email, plan.passwordHash, m.role, at(m.createdAt), at(lastLogin), null, null, null, null, null, null, '{}', null, at(m.createdAt), null, at(lastLogin), at(m.createdAt), null, 'en', m.timeZone]);
        }
        for (const s of plan.people) {
          const random = Random.of('student-row', s.index);
          const p = s.person;
          const disabled = s.done && random.chance(0.003) ? at(Math.min(REFERENCE - HOUR, s.activeUntil + 30 * DAY)) : null;
          yield row([
            s.id, p.firstname, p.lastname, s.email, plan.passwordHash, 'user', at(s.registeredAt), at(s.lastLoginAt),
            random.chance(0.85) ? p.phone : null, s.birthDay, p.nationality, p.residence, s.qualification, s.level,
            textArray(s.countries.map((c) => c.slug)), s.intake, at(s.registeredAt), disabled, at(s.lastLoginAt),
            at(s.registeredAt + random.between(1, 30) * 60_000), s.adviser?.id ?? null, p.locale, p.timeZone,
          ]);
        }
      },
    },
    {
      table: 'adviser_destinations',
      columns: ['adviser_id', 'country_id'],
      *rows() {
        for (const a of plan.advisers) for (const c of a.countries) yield row([a.id, c]);
      },
    },
    {
      table: 'adviser_availability',
      columns: ['adviser_id', 'time_zone', 'weekly', 'slot_minutes', 'buffer_minutes', 'notice_hours', 'horizon_days', 'video_url', 'updated_at'],
      *rows() {
        const weekly = JSON.stringify([1, 2, 3, 4, 5].map((d) => ({ day: d, start: '09:00', end: '17:00' })));
        // Bookings up to 90 days ahead, so that those made before the reference day still lie ahead for a while.
        for (const a of plan.advisers) yield row([a.id, a.timeZone, weekly, 30, 10, 12, 90, `https://meet.example.com/adviser-${a.id}`, at(a.createdAt)]);
      },
    },
    {
      table: 'lead_rotation',
      columns: ['adviser_id', 'last_assigned_at'],
      *rows() {
        for (const [k, a] of plan.advisers.entries()) yield row([a.id, at(REFERENCE - (k + 1) * 17 * 60_000)]);
      },
    },
    {
      table: 'leads',
      columns: ['id', 'email', 'name', 'phone', 'destinations', 'stage', 'lost_reason', 'owner_id', 'student_id', 'source', 'utm_source', 'locale', 'consultation_at', 'student_at', 'applied_at', 'offer_at', 'enrolled_at', 'created_at', 'last_activity_at'],
      *rows() {
        const stamp = (t: number | null) => (t === null ? null : at(t));
        for (const l of allLeads(plan)) {
          yield row([l.id, l.email, l.name, l.phone, textArray(l.destinations), l.stage, l.lostReason, l.ownerId, l.studentId, JSON.stringify(l.source), l.source.utm_source ?? null, l.locale, stamp(l.consultationAt), stamp(l.studentAt), stamp(l.appliedAt), stamp(l.offerAt), stamp(l.enrolledAt), at(l.createdAt), at(l.lastActivityAt)]);
        }
      },
    },
    {
      table: 'lead_events',
      columns: ['id', 'lead_id', 'at', 'kind', 'summary', 'by_id'],
      *rows() {
        let id = 1;
        for (const l of allLeads(plan)) for (const e of l.events) yield row([id++, l.id, at(e.at), e.kind, e.summary, e.byId]);
      },
    },
    {
      table: 'consultations',
      columns: ['id', 'adviser_id', 'lead_id', 'starts_at', 'ends_at', 'status', 'name', 'email', 'phone', 'topic', 'time_zone', 'locale', 'destination', 'token_hash', 'uid', 'sequence', 'notes', 'created_at', 'updated_at'],
      *rows() {
        // Each adviser's live bookings never overlap: a taken half hour moves the booking to the next free one.
        const taken = new Map<number, Set<number>>();
        const SLOT = 30 * 60_000;
        const inHours = (slot: number) => {
          const d = new Date(slot * SLOT);
          const wd = d.getUTCDay();
          const h = d.getUTCHours();
          return wd >= 1 && wd <= 5 && h >= 8 && h < 17;
        };
        let id = 1;
        const topics = ['Master’s options and scholarships.', 'Undergraduate engineering and the study permit.', 'Nursing courses and the English requirement.', 'Which intake is realistic for me?', 'Costs of living and part-time work.', ''];
        for (const l of allLeads(plan)) {
          const c = l.consultation;
          if (!c || l.ownerId === null) continue;
          const random = Random.of('consultation', l.id);
          const adviserTaken = taken.get(l.ownerId) ?? new Set<number>();
          taken.set(l.ownerId, adviserTaken);
          // Past bookings move earlier, so they stay in the past; those to come move later.
          const step = c.startsAt > REFERENCE ? 1 : -1;
          let slot = Math.floor(c.startsAt / SLOT);
          while (!inHours(slot) || adviserTaken.has(slot)) slot += step;
          if (c.status !== 'cancelled') adviserTaken.add(slot);
          const startsAt = slot * SLOT;
          const hex = createHashHex(`consultation:${id}`);
          const changed = c.status === 'booked' ? c.bookedAt : Math.min(REFERENCE - HOUR, Math.max(c.bookedAt, startsAt + HOUR));
          yield row([
            id, l.ownerId, l.id, at(startsAt), at(startsAt + SLOT), c.status, l.name, l.email, l.phone, random.pick(topics), c.timeZone, l.locale, l.destinations[0] ?? null,
            hex, `consultation-${id}-scale@scale.example`, c.status === 'cancelled' ? 1 : 0, c.status === 'attended' && random.chance(0.6) ? random.pick(LEAD_NOTES) : null, at(c.bookedAt), at(changed),
          ]);
          id += 1;
        }
      },
    },
    {
      table: 'applications',
      columns: ['id', 'student_id', 'institution_id', 'course', 'intake', 'stage', 'deadline', 'offer_conditions', 'created_at', 'updated_at', 'deposit_amount', 'deposit_currency', 'deposit_due', 'deposit_paid_on', 'reply_by', 'reply', 'replied_at', 'visa_document_kind', 'visa_document_number', 'visa_document_issued_on', 'visa_document_valid_until', 'tuition_amount', 'tuition_currency'],
      *rows() {
        for (const s of plan.people) {
          for (const a of applicationsOf(plan, s)) {
            const first = a.history[0]!.at;
            const lastAt = a.history[a.history.length - 1]!.at;
            yield row([
              a.id, s.id, a.institution.id, a.course, s.intake, a.stage, a.deadline, a.offerConditions, at(first), at(lastAt),
              a.deposit?.amount ?? null, a.deposit?.currency ?? null, a.deposit?.due ?? null, a.deposit?.paidOn ?? null, a.replyBy, a.reply, a.repliedAt === null ? null : at(a.repliedAt),
              a.visa?.kind ?? null, a.visa?.number ?? null, a.visa?.issuedOn ?? null, a.visa?.validUntil ?? null, a.tuition, a.tuition === null ? null : a.institution.country.currency,
            ]);
          }
        }
      },
    },
    {
      table: 'application_history',
      columns: ['id', 'application_id', 'stage', 'at', 'by_id', 'note'],
      *rows() {
        let id = 1;
        for (const s of plan.people) for (const a of applicationsOf(plan, s)) for (const h of a.history) yield row([id++, a.id, h.stage, at(h.at), h.byId, h.note]);
      },
    },
    {
      table: 'documents',
      columns: ['id', 'user_id', 'kind', 'status', 'rejection_reason', 'reviewed_by', 'reviewed_at', 'created_at', 'updated_at', 'expires_on'],
      *rows() {
        for (const s of plan.people) {
          for (const d of documentsOf(s)) yield row([d.id, s.id, d.kind, d.status, d.rejection, d.reviewedBy, d.reviewedAt === null ? null : at(d.reviewedAt), at(d.createdAt), at(d.updatedAt), d.expiresOn]);
        }
      },
    },
    {
      table: 'document_versions',
      columns: ['id', 'document_id', 'version', 'storage_key', 'original_name', 'mime_type', 'size', 'sha256', 'uploaded_by', 'created_at'],
      *rows() {
        for (const s of plan.people) {
          for (const d of documentsOf(s)) {
            const files = plan.files.documents.get(d.kind)!;
            for (const v of d.versions) {
              const key = storageKey('documents', `version-${v.id}`);
              let file = v.version === 1 ? files.first : files.again;
              if (v.own) {
                file = ownFile(d.kind, v.id);
                stored.write(key, file);
              } else {
                stored.share(key, file);
              }
              const name = file.mime === 'image/jpeg' ? v.name.replace(/\.pdf$/, '.jpg') : v.name.replace(/\.jpg$/, '.pdf');
              yield row([v.id, d.id, v.version, key, name, file.mime, file.size, file.sha256, v.uploadedBy, at(v.at)]);
            }
          }
        }
      },
    },
    {
      table: 'document_access_log',
      columns: ['id', 'document_id', 'version_id', 'user_id', 'actor_name', 'action', 'created_at'],
      *rows() {
        let id = 1;
        for (const s of plan.people) {
          for (const d of documentsOf(s)) {
            const random = Random.of('access', d.id);
            const count = random.between(3, 13);
            const from = d.versions[0]!.at;
            const until = Math.min(REFERENCE - HOUR, s.activeUntil + 30 * DAY);
            const times = random.fractions(count).map((f) => Math.floor(from + (until - from) * f));
            for (const t of times) {
              const actor = s.adviser && random.chance(0.85) ? s.adviser : random.pick(plan.admins);
              const version = d.versions.length > 1 && t >= d.versions[1]!.at ? d.versions[1]! : d.versions[0]!;
              yield row([id++, d.id, version.id, actor.id, actor.name, random.chance(0.65) ? 'preview' : 'download', at(t)]);
            }
          }
        }
      },
    },
    {
      table: 'messages',
      columns: ['id', 'student_id', 'author_id', 'author_name', 'author_role', 'body', 'created_at'],
      *rows() {
        for (const s of plan.people) for (const m of messagesOf(plan, s)) yield row([m.id, s.id, m.authorId, m.authorName, m.authorRole, m.body, at(m.at)]);
      },
    },
    {
      table: 'message_threads',
      columns: ['student_id', 'student_read_id', 'staff_read_id', 'student_mailed_at', 'staff_mailed_at'],
      *rows() {
        for (const s of plan.people) {
          const messages = messagesOf(plan, s);
          if (!messages.length) continue;
          const random = Random.of('thread', s.index);
          const last = messages[messages.length - 1]!;
          const lastStaff = [...messages].reverse().find((m) => m.authorRole !== 'user');
          const lastStudent = [...messages].reverse().find((m) => m.authorRole === 'user');
          // Now and then the other side has not read the last message yet (students still applying).
          const studentRead = !s.done && last.authorRole !== 'user' && random.chance(0.2) ? last.id - 1 : last.id;
          const staffRead = !s.done && last.authorRole === 'user' && random.chance(0.3) ? (lastStaff?.id ?? 0) : last.id;
          yield row([s.id, studentRead, staffRead, lastStaff ? at(lastStaff.at) : null, lastStudent ? at(lastStudent.at) : null]);
        }
      },
    },
    {
      table: 'plan_tasks',
      columns: ['id', 'student_id', 'application_id', 'title', 'due_on', 'done_at', 'created_by', 'created_at', 'updated_at'],
      *rows() {
        for (const s of plan.people) {
          for (const t of tasksOf(s, applicationsOf(plan, s))) yield row([t.id, s.id, t.applicationId, t.title, day(t.dueOn), t.doneAt === null ? null : at(t.doneAt), t.createdBy, at(t.createdAt), at(t.doneAt ?? t.createdAt)]);
        }
      },
    },
    {
      table: 'agreements',
      columns: ['id', 'institution_id', 'valid_from', 'valid_to', 'basis', 'rate_basis_points', 'amount', 'currency', 'payable', 'census_weeks', 'finance_email', 'created_at', 'updated_at'],
      *rows() {
        for (const a of plan.agreements) {
          const created = Date.parse(`${a.validFrom}T09:00:00Z`) - 30 * DAY;
          yield row([a.id, a.institution.id, a.validFrom, a.validTo, a.basis, a.rate, a.amount, a.currency, a.payable, a.censusWeeks, `finance@${a.institution.slug}.example`, at(created), at(created)]);
        }
      },
    },
    {
      table: 'receivables',
      columns: ['id', 'application_id', 'institution_id', 'agreement_id', 'student_id', 'student_name', 'course', 'intake', 'enrolled_on', 'amount', 'currency', 'due_on', 'status', 'invoice_number', 'issued_on', 'paid_on', 'paid_amount', 'written_off_reason', 'created_at', 'updated_at'],
      *rows() {
        for (const r of owed()) {
          const s = r.app.student;
          yield row([r.id, r.app.id, r.app.institution.id, r.agreement.id, s.id, s.name, r.app.course, s.intake, r.enrolledOn, r.amount, r.agreement.currency, r.dueOn, r.status, r.invoice?.number ?? null, r.invoice?.issuedOn ?? null, r.paidOn, r.paidAmount, r.writtenOff, at(r.app.enrolledAt), at(r.updatedAt)]);
        }
      },
    },
    {
      table: 'invoices',
      columns: ['number', 'year', 'seq', 'receivable_id', 'issued_on', 'finance_email', 'amount', 'currency', 'storage_key', 'sha256', 'created_at'],
      *rows() {
        for (const r of owed()) {
          if (!r.invoice) continue;
          stored.share(r.invoice.key, plan.files.invoice);
          yield row([r.invoice.number, r.invoice.year, r.invoice.seq, r.id, r.invoice.issuedOn, `finance@${r.app.institution.slug}.example`, r.amount, r.agreement.currency, r.invoice.key, plan.files.invoice.sha256, `${r.invoice.issuedOn}T10:00:00.000Z`]);
        }
      },
    },
    {
      table: 'invoice_counters',
      columns: ['year', 'last'],
      *rows() {
        const last = new Map<number, number>();
        for (const r of owed()) if (r.invoice) last.set(r.invoice.year, Math.max(last.get(r.invoice.year) ?? 0, r.invoice.seq));
        for (const [year, seq] of [...last.entries()].sort((a, b) => a[0] - b[0])) yield row([year, seq]);
      },
    },
    {
      table: 'audit_log',
      columns: ['id', 'at', 'actor_id', 'actor_name', 'action', 'target_type', 'target_id', 'summary', 'ip'],
      *rows() {
        let id = 1;
        const entry = (t: number, actor: StaffMember, action: string, type: string, target: number | null, summary: string) =>
          row([id++, at(t), actor.id, actor.name, action, type, target, summary.length > 500 ? `${summary.slice(0, 499)}…` : summary, actor.ips[(id + actor.id) % actor.ips.length]!]);
        for (const m of plan.staff) if (m !== admin1) yield entry(m.createdAt, admin1, 'user.create', 'user', m.id, `${m.name} (${m.email}), role ${m.role === 'admin' ? 'Admin' : 'Adviser'}`);
        // Content kept up to date over the years.
        const contentEdits = Math.max(10, Math.round(plan.students / 100));
        for (let k = 0; k < contentEdits; k++) {
          const random = Random.of('content-edit', k);
          const t = START + Math.floor(((k + random.next()) / contentEdits) * (REFERENCE - START - DAY));
          const who = random.pick(plan.admins);
          if (random.chance(0.5)) {
            const c = random.pick(plan.countries);
            yield entry(t, who, 'country.update', 'country', c.id, `${quoted(c.name)}: ${random.pick(['tuition, living costs', 'visa notes', 'intakes', 'body', 'figures'])} changed`);
          } else {
            const i = random.pick(plan.institutions);
            yield entry(t, who, 'institution.update', 'institution', i.id, `${quoted(i.name)}: ${random.pick(['description', 'website', 'city', 'logo'])} changed`);
          }
        }
        // Commission: invoices issued, payments recorded, write-offs.
        for (const r of owed()) {
          const random = Random.of('receivable-audit', r.id);
          const who = random.pick(plan.admins);
          const inst = r.app.institution.name;
          const money = `${(r.amount / 100).toFixed(2)} ${r.agreement.currency}`;
          if (r.invoice) yield entry(Date.parse(`${r.invoice.issuedOn}T10:00:00Z`), who, 'invoice.issue', 'receivable', r.id, `${r.invoice.number} to ${inst} (finance@${r.app.institution.slug}.example): ${money} for ${r.app.student.name}`);
          if (r.paidOn) yield entry(Date.parse(`${r.paidOn}T11:00:00Z`), who, 'receivable.payment', 'receivable', r.id, `${r.invoice?.number ?? `Receivable ${r.id}`} (${inst}): ${(r.paidAmount / 100).toFixed(2)} ${r.agreement.currency} of ${money} paid by ${r.paidOn}${r.paidAmount >= r.amount ? ', paid in full' : ''}`);
          if (r.writtenOff) yield entry(r.updatedAt, who, 'receivable.write_off', 'receivable', r.id, `Receivable ${r.id} (${inst}), ${money}: written off: ${quoted(r.writtenOff)}`);
        }
        // Each student's file: what staff did on it, then the everyday edits that make up the rest.
        for (const s of plan.people) {
          if (!s.adviser) continue;
          const random = Random.of('audit', s.index);
          const limit = Math.min(REFERENCE - HOUR, s.activeUntil);
          const adviser = s.adviser;
          const staffOf = (byId: number | null) => (byId === null ? null : (staffById.get(byId) ?? null));
          const out: Array<[number, StaffMember, string, string, number | null, string]> = [];
          const anAdmin = () => random.pick(plan.admins);
          out.push([Math.min(limit, s.registeredAt + random.between(1, 72) * HOUR), anAdmin(), 'user.update', 'user', s.id, `${s.name}: adviser none → ${adviser.name}`]);
          const apps = applicationsOf(plan, s);
          for (const a of apps) {
            const what = `${quoted(a.course)} at ${a.institution.name}`;
            const first = a.history[0]!;
            const creator = staffOf(first.byId);
            if (creator) out.push([first.at, creator, 'application.create', 'application', a.id, `${s.name}: ${what}, ${STAGE_LABELS[first.stage]}`]);
            for (let k = 1; k < a.history.length; k++) {
              const step = a.history[k]!;
              const by = staffOf(step.byId);
              if (!by || step.stage === a.history[k - 1]!.stage) continue;
              out.push([step.at, by, 'application.move', 'application', a.id, `${what}: ${STAGE_LABELS[a.history[k - 1]!.stage]} → ${STAGE_LABELS[step.stage]}${step.note ? '; note added' : ''}`]);
            }
            if (a.offerAt !== null) {
              const terms = ['reply by', ...(a.offerConditions ? ['offer conditions'] : []), ...(a.deposit ? ['deposit amount', 'deposit currency', 'deposit due'] : [])];
              out.push([Math.min(limit, a.offerAt + HOUR), adviser, 'application.update', 'application', a.id, `${what}: ${terms.join(', ')} changed`]);
            }
            if (a.visa) out.push([Math.min(limit, Date.parse(`${a.visa.issuedOn}T12:00:00Z`)), adviser, 'application.update', 'application', a.id, `${what}: visa document kind, visa document number, visa document issued on, visa document valid until changed`]);
            if (a.tuition !== null && a.enrolledAt !== null) out.push([Math.min(limit, a.enrolledAt + HOUR), adviser, 'application.update', 'application', a.id, `${what}: tuition amount, tuition currency changed`]);
          }
          for (const d of documentsOf(s)) {
            if (d.reviewedAt === null || d.reviewedBy === null) continue;
            const by = staffOf(d.reviewedBy) ?? adviser;
            if (d.status === 'rejected') out.push([d.reviewedAt, by, 'document.reject', 'document', d.id, `${kindLabel(d.kind)} of ${s.name}: rejected: ${d.rejection ?? ''}`]);
            else out.push([d.reviewedAt, by, 'document.approve', 'document', d.id, `${kindLabel(d.kind)} of ${s.name}: approved${d.expiresOn ? `, valid until ${d.expiresOn}` : ''}`]);
          }
          for (const t of tasksOf(s, apps)) {
            out.push([t.createdAt, adviser, 'task.create', 'task', t.id, `${s.name}: ${quoted(t.title)} by ${day(t.dueOn)}`]);
            if (t.doneAt !== null) out.push([t.doneAt, adviser, 'task.update', 'task', t.id, `${s.name}: ${quoted(t.title)}: done`]);
          }
          // Everyday edits: notes on applications, the lead's notes, profile corrections.
          for (let k = out.length; k < s.auditTarget; k++) {
            const t = s.registeredAt + random.int(Math.max(HOUR, limit - s.registeredAt));
            const kind = random.weighted([['note', 45], ['lead', 25], ['profile', 15], ['deadline', 15]] as const);
            const a = apps.length ? random.pick(apps) : null;
            if (a && kind === 'note') out.push([t, adviser, 'application.update', 'application', a.id, `${quoted(a.course)} at ${a.institution.name}: note added`]);
            else if (a && kind === 'deadline') out.push([t, adviser, 'application.update', 'application', a.id, `${quoted(a.course)} at ${a.institution.name}: deadline changed`]);
            else if (kind === 'profile') out.push([t, anAdmin(), 'user.update', 'user', s.id, `${s.name}: ${random.pick(['phone', 'date of birth', 'intended start', 'country of residence', 'preferred destinations'])} changed`]);
            else out.push([t, adviser, 'lead.update', 'lead', s.leadId, `Lead #${s.leadId}: note added`]);
          }
          out.sort((x, y) => x[0] - y[0]);
          for (const e of out) yield entry(...e);
        }
      },
    },
  ];
}

// ---- small helpers -------------------------------------------------------------------------------------------------

/** A consultation's manage-link hash: of a name, not of a token anyone holds. */
function createHashHex(name: string): string {
  return createHash('sha256').update(`scale-seed:${name}`).digest('hex');
}

/** A document version's own small file (a few of them are not the shared ones). */
function ownFile(kind: string, versionId: number): FileContent {
  return tinyPdf([`Sample ${kind.replace(/-/g, ' ')} ${versionId}`, 'A stand-in document made by the scale seed.', `Version row ${versionId}.`]);
}
