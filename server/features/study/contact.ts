// The contact desk: messages from the contact form, stored, sent to CONTACT_EMAIL and confirmed to the sender;
// staff read them and mark them handled.
import type { Knex } from 'knex';
import { ENQUIRY_TYPES } from '../../../shared/study';
import { contactSchema, handledSchema, messageListQuerySchema } from '../../../shared/schemas/study';
import type { ContactMessage } from '../../../shared/study';
import type { Paged, User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { AppError, fail, parseInput } from '../../lib/errors';
import { requireStaffActor } from '../../lib/actors';
import type { AttemptLimiter } from '../auth/auth.service';
import { recordAudit } from '../../lib/audit';
import type { Bound } from '../../lib/bind';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import { touchLead } from '../leads/leads.service';

interface MessageRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  enquiry_type: ContactMessage['enquiry_type'];
  message: string;
  consent_at: string;
  ip: string | null;
  handled_at: string | null;
  handled_by: number | null;
  created_at: string;
}

export const MESSAGE_RECEIVED = 'Thank you. Your message has reached our advisers; we will answer within one working day.';

const out = (r: MessageRow & { handler?: string | null }): ContactMessage => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  phone: r.phone,
  country: r.country,
  enquiry_type: r.enquiry_type,
  message: r.message,
  created_at: r.created_at,
  handled_at: r.handled_at,
  handled_by: r.handler ?? null,
});

const withHandler = (db: Db) =>
  db('contact_messages as m')
    .leftJoin('users as u', 'u.id', 'm.handled_by')
    .select('m.*', db.raw(`u.firstname || ' ' || u.lastname as handler`));

export interface ContactDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  limiter: AttemptLimiter;
}

async function one(d: ContactDeps, id: number): Promise<ContactMessage> {
  const { db } = d;
  const row = Number.isSafeInteger(id) ? ((await withHandler(db).where('m.id', id).first()) as (MessageRow & { handler: string | null }) | undefined) : undefined;
  if (!row) throw fail.notFound('No such message.');
  return out(row);
}

/**
 * Five messages a minute per IP address; a form sent back with mistakes does not count. A filled honeypot is
 * a robot: it counts, gets the same "done" (204), and nothing is kept or sent.
 */
export async function submit(d: ContactDeps, input: unknown, ip: string): Promise<'stored' | 'ignored'> {
  const { db, env, mailer, limiter } = d;
  await limiter.consume(ip);
  const honeypot = typeof (input as { website?: unknown })?.website === 'string' && (input as { website: string }).website.trim() !== '';
  if (honeypot) return 'ignored';
  let v: ReturnType<typeof contactSchema.parse>;
  try {
    v = parseInput(contactSchema, input);
  } catch (error) {
    await limiter.refund(ip);
    throw error;
  }
  const label = ENQUIRY_TYPES.find((t) => t.value === v.enquiry_type)?.label ?? v.enquiry_type;
  // The message and its lead (decision 0046) are written together or not at all. `country` is where the person lives;
  // `destination`, where they would like to study, must be one of the study countries.
  const row = await db.transaction(async (trx) => {
    if (v.destination && !(await trx('countries').where({ slug: v.destination }).first('id'))) {
      throw fail.field('destination', 'Choose a destination from the list.');
    }
    const [message] = (await trx('contact_messages')
      .insert({ name: v.name, email: v.email, phone: v.phone, country: v.country, enquiry_type: v.enquiry_type, message: v.message, consent_at: trx.fn.now(), ip: ip.slice(0, 64) })
      .returning('*')) as MessageRow[];
    await touchLead(trx, { email: v.email, name: v.name, phone: v.phone, kind: 'enquiry', summary: `Contact form: ${label}`, source: v.source, destination: v.destination, locale: v.locale });
    return message;
  }).catch(async (error: unknown) => {
    if (error instanceof AppError && error.status === 422) await limiter.refund(ip);
    throw error;
  });
  mailer.sendLater(env.contactEmail, templates.contactReceived(mailContext(env), out(row!), label));
  mailer.sendLater(v.email, templates.contactConfirmation(mailContext(env, { locale: v.locale }), v.name, label, v.message));
  return 'stored';
}

/** How many messages nobody has handled yet, as a query selecting `count` (the admin dashboard reads it beside others). */
export function unhandledCountQuery(d: ContactDeps) {
  const { db } = d;
  return db('contact_messages').whereNull('handled_at').select(db.raw('count(*)::int as count'));
}

export async function adminList(d: ContactDeps, actor: User | null, query: unknown): Promise<Paged<ContactMessage>> {
  const { db } = d;
  requireStaffActor(actor);
  const q = parseInput(messageListQuerySchema, query);
  const filter = (b: Knex.QueryBuilder) => {
    if (q.status === 'new') b.whereNull('m.handled_at');
    if (q.status === 'handled') b.whereNotNull('m.handled_at');
    if (q.q) {
      const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      b.where((w) => w.whereILike('m.name', like).orWhereILike('m.email', like).orWhereILike('m.message', like));
    }
  };
  const [{ count }] = (await db('contact_messages as m').modify(filter).count({ count: '*' })) as [{ count: number }];
  const rows = (await withHandler(db)
    .modify(filter)
    .modify((b) => (q.sort === 'name' ? b.orderByRaw(`m.name COLLATE natural_sort ${q.dir === 'desc' ? 'DESC' : 'ASC'}`) : b.orderBy('m.created_at', q.dir)))
    .orderBy('m.id', q.dir)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)) as Array<MessageRow & { handler: string | null }>;
  return { results: rows.map(out), total: Number(count), page: q.page, per_page: q.per_page };
}

export function adminGet(d: ContactDeps, actor: User | null, id: number) {
  requireStaffActor(actor);
  return one(d, id);
}

export async function adminSetHandled(d: ContactDeps, actor: User | null, id: number, input: unknown): Promise<ContactMessage> {
  const { db } = d;
  const admin = requireStaffActor(actor);
  const message = await one(d, id);
  const { handled } = parseInput(handledSchema, input);
  await db.transaction(async (trx) => {
    await trx('contact_messages')
      .where({ id })
      .update(handled ? { handled_at: trx.fn.now(), handled_by: admin.id } : { handled_at: null, handled_by: null });
    await recordAudit(trx, admin, {
      action: handled ? 'message.handle' : 'message.reopen',
      target_type: 'message',
      target_id: id,
      summary: `Message from ${message.name}: marked ${handled ? 'handled' : 'not handled'}`,
    });
  });
  return one(d, id);
}

export const contactService = {
  submit,
  unhandledCountQuery,
  admin: {
    list: adminList,
    get: adminGet,
    setHandled: adminSetHandled,
  },
};

export type Contact = Bound<ContactDeps, typeof contactService>;
