// Test data: every test makes its own users, with unique e-mail addresses.
import { randomBytes } from 'node:crypto';
import type { Role, User } from '../../shared/types';
import { type Client, client, testApp } from './app';

export const PASSWORD = 'a long enough password';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${counter}.${randomBytes(2).toString('hex')}@example.com`;
}

export async function createUser(overrides: { role?: Role; email?: string; password?: string; firstname?: string; lastname?: string } = {}): Promise<User> {
  const { services } = await testApp();
  const { user } = await services.users.upsert({
    email: overrides.email ?? uniqueEmail(overrides.role ?? 'user'),
    password: overrides.password ?? PASSWORD,
    firstname: overrides.firstname ?? 'Test',
    lastname: overrides.lastname ?? 'Student',
    role: overrides.role ?? 'user',
  });
  return user;
}

/** A client signed in through POST /api/login, as the browser does. */
export async function signedInClient(role: Role = 'user', remember = false, firstname?: string): Promise<{ client: Client; user: User; token: string }> {
  const user = await createUser({ role, firstname });
  const c = await client();
  const res = await c.post('/api/login', { email: user.email, password: PASSWORD, remember });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: c, user, token: res.body.token as string };
}

/** A visible study country (made once per slug; later calls return the same row). */
export async function ensureCountry(
  slug: string,
  options: { name?: string; flag?: string; required_documents?: Array<{ kind: string; note: string }> } = {},
): Promise<{ id: number; slug: string; name: string }> {
  const { db } = await testApp();
  const name = options.name ?? slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  await db.transaction(async (trx) => {
    const [row] = (await trx('countries')
      .insert({ name, slug, flag: options.flag ?? '', summary: `Study in ${name}.`, visible: true })
      .onConflict('slug')
      .ignore()
      .returning('id')) as Array<{ id: number }>;
    if (row && options.required_documents?.length) {
      await trx('country_documents').insert(options.required_documents.map((d, i) => ({ country_id: row.id, kind: d.kind, note: d.note, position: i + 1 })));
    }
  });
  const row = (await db('countries').where({ slug }).first()) as { id: number; slug: string; name: string };
  return { id: Number(row.id), slug: row.slug, name: row.name };
}
