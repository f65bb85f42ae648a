// Signed-in pages for the bench: students and staff are never served from the page cache, so their
// pages are rendered on every request. Two: a student's /account/applications with five applications, and an
// adviser's board /admin/applications with 200. Each is asked for with the session cookie a browser sends.
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../server/db/knex';
import { loadEnv } from '../../server/env';
import { createServices } from '../../server/services';
import { TOKEN_COOKIE, XSRF_COOKIE } from '../../shared/cookies';
import { APPLICATION_STAGES } from '../../shared/workflow';
import { Caller } from '../load/client';

export interface SignedInPage {
  name: 'student applications' | 'staff board';
  path: string;
  /** The Cookie header of a signed-in browser. */
  cookie: string;
  /** How many applications the page shows. */
  applications: number;
}

export const SIGNED_IN_BOARD_APPLICATIONS = 200;

/**
 * Signs an account in through the site as a browser does (GET /api/user for the XSRF cookie, then POST /api/login):
 * the caller, whose cookie jar holds the session, for further requests (writes send its XSRF header).
 */
export async function signIn(siteUrl: string, email: string, password: string): Promise<Caller> {
  const caller = new Caller(siteUrl);
  await caller.request('GET', '/api/user');
  const res = await caller.request('POST', '/api/login', { json: { email, password, remember: false } });
  if (res.status !== 200) throw new Error(`bench: signing in ${email} answered ${res.status}: ${res.body.toString('utf8').slice(0, 300)}`);
  return caller;
}

/** The Cookie header a signed-in browser sends: its session and the XSRF token the sign-in gave it. */
export function sessionCookie(caller: Caller): string {
  return `${TOKEN_COOKIE}=${caller.cookie(TOKEN_COOKIE)}; ${XSRF_COOKIE}=${caller.cookie(XSRF_COOKIE)}`;
}

const PASSWORD = 'bench signed-in pages password';

/**
 * Makes the accounts and their applications in the site's database (the demo content's institutions), signs them in
 * through the site, and returns the pages with their cookies. The board's adviser signs in without two-step sign-in:
 * the site under test runs with ADMIN_MFA=optional.
 */
export async function prepareSignedInPages(siteUrl: string, databaseUrl: string): Promise<SignedInPage[]> {
  const env = loadEnv({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: path.join(os.tmpdir(), 'bench-signed-in'), SEED_DEMO: 'false', SESSION_SECRET: 'bench-signed-in-secret-that-is-long-enough-0123456789' });
  const db = createDb(databaseUrl, { max: 2 });
  try {
    const services = createServices({ db, env });
    const stamp = Date.now().toString(36);
    const make = async (role: 'user' | 'adviser', n: number) =>
      (await services.users.upsert({ email: `bench.${role}.${n}.${stamp}@example.com`, password: PASSWORD, firstname: role === 'user' ? 'Bench' : 'Board', lastname: `${role === 'user' ? 'Student' : 'Adviser'} ${n}`, role })).user;
    const institutions = (await db('institutions').orderBy('id').limit(20).pluck('id')) as number[];
    if (!institutions.length) throw new Error('no institutions in the database: the demo content was not seeded');
    const adviser = await make('adviser', 0);
    const students = [];
    for (let i = 0; i < SIGNED_IN_BOARD_APPLICATIONS / 5; i++) students.push(await make('user', i));
    await db('users').whereIn('id', students.map((s) => s.id)).update({ adviser_id: adviser.id });
    let k = 0;
    for (const student of students) {
      const rows = Array.from({ length: 5 }, (_, j) => {
        k += 1;
        return {
          student_id: student.id,
          institution_id: institutions[k % institutions.length],
          course: `MSc Programme ${k} (${['Data Science', 'Civil Engineering', 'Public Health', 'Finance', 'Architecture'][j]})`,
          intake: `2027-${String(1 + (k % 12)).padStart(2, '0')}`,
          stage: APPLICATION_STAGES[k % APPLICATION_STAGES.length],
          deadline: k % 3 ? `2027-0${1 + (k % 9)}-15` : null,
          offer_conditions: k % 4 === 0 ? 'IELTS 6.5 overall, no band below 6.0' : null,
        };
      });
      const ids = (await db('applications').insert(rows).returning('id')) as Array<{ id: number }>;
      await db('application_history').insert(ids.map(({ id }, j) => ({ application_id: id, stage: rows[j]!.stage, by_id: adviser.id, note: 'Moved for the bench.' })));
    }
    const cookie = async (email: string) => sessionCookie(await signIn(siteUrl, email, PASSWORD));
    return [
      { name: 'student applications', path: '/account/applications', cookie: await cookie(students[0]!.email), applications: 5 },
      { name: 'staff board', path: `/admin/applications`, cookie: await cookie(adviser.email), applications: SIGNED_IN_BOARD_APPLICATIONS },
    ];
  } finally {
    await db.destroy();
  }
}
