// The fit check (POST /api/fit-check, and /study/fit with answers): a visitor's answers ranked against the visible
// countries' figures (rules: fit.ts).
import type { FitResult } from '../../../shared/fit';
import { fitAnswersSchema } from '../../../shared/schemas/fit';
import { AppError, parseInput } from '../../lib/errors';
import type { AttemptLimiter } from '../auth/auth.service';
import { type FitCountry, rankCountries } from './fit';

export interface FitCheckDeps {
  /** Visible countries in display order with their figures (kept per content version by services.ts). */
  countries: { withFigures(): Promise<FitCountry[]> };
  limiter: AttemptLimiter;
}

export function createFitCheck({ countries, limiter }: FitCheckDeps) {
  return {
    /**
     * The ranking for `input`. For a client (`ip` given: the API's, and the server render of the page with answers)
     * each check takes an attempt of the address's allowance, given back when the answers were refused; a render in
     * the background (a kept page made again) takes none.
     */
    async check(input: unknown, ip?: string): Promise<FitResult[]> {
      if (ip !== undefined) await limiter.consume(ip);
      try {
        return rankCountries(parseInput(fitAnswersSchema, input), await countries.withFigures());
      } catch (error) {
        if (ip !== undefined && error instanceof AppError && error.status === 422) await limiter.refund(ip);
        throw error;
      }
    },
  };
}

export type FitCheck = ReturnType<typeof createFitCheck>;
