// The fit check's reasons as messages of the catalogues (shared/fit.ts, fitReasonText): in English they are the
// API's own reasons word for word, and every other catalogue writes each of them in its language.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { type CountryFigures, emptyFigures, type FitAnswers, FIT_LEVEL_VALUES, fitReasonText } from '../../shared/fit';
import { figuresSchema } from '../../shared/schemas/fit';
import { type FitCountry, rankCountries } from '../../server/features/study/fit';
import { serverI18n } from '../../server/lib/i18n';
import en from '../../shared/i18n/compiled/en';

const demo: FitCountry[] = (JSON.parse(readFileSync(new URL('../../demo/countries.json', import.meta.url), 'utf8')) as Array<{ slug: string; name: string; figures: unknown }>).map((c) => ({
  slug: c.slug,
  name: c.name,
  figures: figuresSchema.parse(c.figures),
}));

/** Countries that reach the reasons the demo's do not: nothing known, no work, no stay, no English, free tuition. */
const odd = (slug: string, figures: Partial<CountryFigures>): FitCountry => ({ slug, name: slug, figures: { ...emptyFigures(), ...figures } });
const made: FitCountry[] = [
  odd('unknown', { tuition_eur: { foundation: null, bachelor: { min: 1000, max: 2000 }, master: { min: 0, max: 0 }, phd: null, language: null } }),
  odd('strict', {
    tuition_eur: { foundation: null, bachelor: { min: 5000, max: 5000 }, master: { min: 0, max: 0 }, phd: null, language: null },
    living_costs_eur: 9000,
    work_hours_per_week: 0,
    post_study_months: 0,
    teaching_languages: ['German', 'French', 'Italian'],
    strong_fields: ['law'],
  }),
  odd('few', { tuition_eur: { foundation: null, bachelor: { min: 3000, max: 9000 }, master: null, phd: null, language: null }, work_hours_per_week: 1, post_study_months: 1, teaching_languages: ['Dutch', 'English'] }),
];

/** Answers that between them reach every criterion, level and budget. */
function* everyAnswer(): Generator<FitAnswers> {
  for (const level of FIT_LEVEL_VALUES) {
    for (const budget of [500, 5000, 15000, 30000, 90000]) {
      for (const field of ['computer science', 'law and history', 'underwater basket weaving']) {
        yield { level, field, budget_eur_per_year: budget, wants_to_work: true, stay_after: true, english_only: budget !== 30000 };
      }
    }
  }
}

describe('the fit check’s reasons in the page’s language', () => {
  it('in English, fitReasonText writes each reason as the API does', () => {
    const { t, tag } = serverI18n('en');
    const ids = new Set<string>();
    for (const answers of everyAnswer()) {
      for (const result of rankCountries(answers, [...demo, ...made])) {
        expect(result.why.map((reason) => fitReasonText(reason, t, tag)), `${result.country.slug} ${JSON.stringify(answers)}`).to.deep.equal(result.reasons);
        for (const reason of result.why) ids.add(reason.id);
      }
    }
    // Every message of fit.reason.* is reached.
    expect([...ids].sort()).to.deep.equal(Object.keys(en).filter((id) => id.startsWith('fit.reason.')).sort());
  });

  for (const locale of ['es', 'ar']) {
    it(`${locale}: every reason is written in the language, its values in place`, () => {
      const { t, tag } = serverI18n(locale);
      for (const answers of everyAnswer()) {
        for (const result of rankCountries(answers, [...demo, ...made])) {
          for (const reason of result.why) {
            const text = fitReasonText(reason, t, tag);
            expect(text, reason.id).not.to.match(/[{}]|undefined|NaN/);
            expect(result.reasons, reason.id).not.to.include(text);
          }
        }
      }
    });
  }
});
