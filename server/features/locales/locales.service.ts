// Which languages the site is in: a setting in `site_settings`, read by every page (kept per content version, like
// other public reads) and changed by admins. A change bumps the content version, so every kept page and part goes.
import { AVAILABLE_LOCALES, DEFAULT_LOCALE, INITIALLY_ENABLED, isAvailableLocale, type LocaleCode } from '../../../shared/i18n/locales';
import { localesUpdateSchema } from '../../../shared/schemas/locales';
import type { User } from '../../../shared/types';
import type { Db } from '../../db/knex';
import { requireAdminActor } from '../../lib/actors';
import type { Bound } from '../../lib/bind';
import { recordAudit } from '../../lib/audit';
import { bumpContentVersion } from '../../lib/content-version';
import { fail, parseInput } from '../../lib/errors';

const KEY = 'locales.enabled';

export interface LocalesDeps {
  db: Db;
}

/** `codes` as the site keeps them: available ones only, the default first, the rest in the order of AVAILABLE_LOCALES. */
const ordered = (codes: readonly string[]): LocaleCode[] =>
  AVAILABLE_LOCALES.map((l) => l.code).filter((code) => code === DEFAULT_LOCALE || codes.includes(code));

/** The enabled locales in a stored setting (none stored: the shipped ones). */
const enabledIn = (row: { value: unknown } | undefined): LocaleCode[] => ordered(Array.isArray(row?.value) ? (row.value as string[]) : INITIALLY_ENABLED);

/** The enabled locales, the default first. */
export async function enabled({ db }: LocalesDeps): Promise<LocaleCode[]> {
  return enabledIn(await db('site_settings').where({ key: KEY }).first<{ value: unknown } | undefined>('value'));
}

const settingsOf = (codes: LocaleCode[]) => ({
  default: DEFAULT_LOCALE,
  enabled: codes,
  available: AVAILABLE_LOCALES.map(({ code, name, dir }) => ({ code, name, dir })),
});

export async function settings(deps: LocalesDeps, actor: User | null) {
  requireAdminActor(actor);
  return settingsOf(await enabled(deps));
}

export async function update(deps: LocalesDeps, actor: User | null, body: unknown) {
  const admin = requireAdminActor(actor);
  const input = parseInput(localesUpdateSchema, body);
  const unknown = input.enabled.filter((code) => !isAvailableLocale(code));
  if (unknown.length) throw fail.field('enabled', `The site has no catalogue for ${unknown.join(', ')}: choose among ${AVAILABLE_LOCALES.map((l) => l.code).join(', ')}.`);
  if (!input.enabled.includes(DEFAULT_LOCALE)) throw fail.field('enabled', `The default language (${DEFAULT_LOCALE}) cannot be disabled.`);
  const codes = ordered(input.enabled);
  await deps.db.transaction(async (trx) => {
    const before = enabledIn(await trx('site_settings').where({ key: KEY }).forUpdate().first<{ value: unknown } | undefined>('value'));
    await trx('site_settings')
      .insert({ key: KEY, value: JSON.stringify(codes), updated_at: trx.fn.now() })
      .onConflict('key')
      .merge();
    if (before.join() !== codes.join()) {
      await recordAudit(trx, admin, { action: 'setting.locales', target_type: 'setting', target_id: null, summary: `Languages: ${codes.join(', ')} (were ${before.join(', ')})` });
      await bumpContentVersion(trx);
    }
  });
  return settingsOf(codes);
}

export const localesService = { enabled, settings, update };
export type LocalesService = Bound<LocalesDeps, typeof localesService>;
