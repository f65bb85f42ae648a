// The fit check (POST /api/fit-check, and /study/fit with answers): a visitor's answers ranked against the visible
// countries' figures (rules: fit.ts). With an address and consent, the results are mailed in the page's language and
// the check makes a lead whose destination is the best result (decision 0046).
import type { FitResult } from '../../../shared/fit';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { fitCheckSchema } from '../../../shared/schemas/leads';
import type { Db } from '../../db/knex';
import type { Env } from '../../env';
import { AppError, parseInput } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { mailContext, templates } from '../../mail/templates';
import type { AttemptLimiter } from '../auth/auth.service';
import { touchLead } from '../leads/leads.service';
import { type FitCountry, rankCountries } from './fit';

/** How many of the best results the mail lists. */
export const MAILED_RESULTS = 3;

export interface FitCheckDeps {
  db: Db;
  env: Env;
  mailer: Mailer;
  /** Visible countries in display order with their figures (kept per content version by services.ts). */
  countries: { withFigures(): Promise<FitCountry[]>; list(locale: LocaleCode): Promise<Array<{ slug: string; name: string }>> };
  limiter: AttemptLimiter;
}

export function createFitCheck({ db, env, mailer, countries, limiter }: FitCheckDeps) {
  /** The results mailed, with the countries' names in the reader's language, and the lead made or added to. */
  async function capture(values: ReturnType<typeof fitCheckSchema.parse>, results: FitResult[]): Promise<void> {
    const email = values.email!;
    const best = results[0];
    await db.transaction((trx) =>
      touchLead(trx, {
        email,
        kind: 'fit_check',
        summary: best ? `Fit check: ${results.slice(0, MAILED_RESULTS).map((r) => `${r.country.name} ${Math.round(r.score)}`).join(', ')} (${values.level}, ${values.field})` : `Fit check (${values.level}, ${values.field}): no destination matched`,
        source: values.source,
        destination: best?.country.slug ?? null,
        locale: values.locale,
      }),
    );
    const ctx = mailContext(env, { locale: values.locale });
    const names = new Map((await countries.list(ctx.locale)).map((c) => [c.slug, c.name]));
    const top = results.slice(0, MAILED_RESULTS).map((r) => ({ ...r, country: { slug: r.country.slug, name: names.get(r.country.slug) ?? r.country.name } }));
    mailer.sendLater(email, templates.fitResults(ctx, top));
  }

  return {
    /**
     * The ranking for `input`. For a client (`ip` given: the API's, and the server render of the page with answers)
     * each check takes an attempt of the address's allowance, given back when the answers were refused; a render in
     * the background (a kept page made again) takes none. An address (with consent) has the results mailed and makes
     * a lead.
     */
    async check(input: unknown, ip?: string): Promise<FitResult[]> {
      if (ip !== undefined) await limiter.consume(ip);
      try {
        const values = parseInput(fitCheckSchema, input);
        const results = rankCountries(values, await countries.withFigures());
        if (values.email !== undefined) await capture(values, results);
        return results;
      } catch (error) {
        if (ip !== undefined && error instanceof AppError && error.status === 422) await limiter.refund(ip);
        throw error;
      }
    },
  };
}

export type FitCheck = ReturnType<typeof createFitCheck>;
