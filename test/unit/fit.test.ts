// The fit check's ranking rules (server/features/study/fit.ts), on made-up countries and on the demo's eight.
import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { type CountryFigures, emptyFigures, type FitAnswers, answersFromQuery, answersToQuery } from '../../shared/fit';
import { formatEuros } from '../../shared/format';
import { figuresSchema, fitAnswersSchema } from '../../shared/schemas/fit';
import { type FitCountry, NOT_OFFERED_CAP, rankCountries, scoreCountry, subjectAreasOf } from '../../server/features/study/fit';

const figures = (overrides: Partial<CountryFigures> = {}): CountryFigures => ({
  ...emptyFigures(),
  tuition_eur: { foundation: null, bachelor: { min: 9000, max: 20000 }, master: { min: 12000, max: 30000 }, phd: { min: 0, max: 5000 }, language: null },
  living_costs_eur: 12000,
  work_hours_per_week: 20,
  post_study_months: 24,
  english_widely_available: true,
  teaching_languages: ['English'],
  strong_fields: ['business'],
  ...overrides,
});

const country = (slug: string, overrides: Partial<CountryFigures> = {}): FitCountry => ({ slug, name: slug.toUpperCase(), figures: figures(overrides) });

const answers = (overrides: Partial<FitAnswers> = {}): FitAnswers => ({
  level: 'bachelor',
  field: 'Business',
  budget_eur_per_year: 40000,
  wants_to_work: false,
  stay_after: false,
  english_only: false,
  ...overrides,
});

const order = (results: Array<{ country: { slug: string } }>) => results.map((r) => r.country.slug);

describe('fit check: ranking rules', () => {
  it('a budget below the tuition lowers the score, and further below lowers it more', () => {
    const c = country('a');
    const plenty = scoreCountry(answers({ budget_eur_per_year: 40000 }), c);
    const within = scoreCountry(answers({ budget_eur_per_year: 25000 }), c);
    const below = scoreCountry(answers({ budget_eur_per_year: 15000 }), c);
    const far = scoreCountry(answers({ budget_eur_per_year: 2000 }), c);
    expect(plenty.score).to.equal(100);
    expect(plenty.score).to.be.greaterThan(within.score);
    expect(within.score).to.be.greaterThan(below.score);
    expect(below.score).to.be.greaterThan(far.score);
    expect(plenty.reasons[0]).to.equal('Tuition (€9,000–€20,000) and living costs (about €12,000) fit your budget');
    expect(within.reasons[0]).to.equal('Tuition from €9,000 fits your budget, with living costs of about €12,000; dearer programmes (up to €20,000) do not');
    expect(below.reasons[0]).to.equal('Tuition from €9,000 and living costs of about €12,000 come to €6,000 a year more than your budget');
  });

  it('the cheaper country wins on a tight budget; with money to spare the other criteria decide', () => {
    const cheap = country('cheap', { tuition_eur: { ...figures().tuition_eur, bachelor: { min: 0, max: 3000 } }, work_hours_per_week: 0, post_study_months: 0 });
    const dear = country('dear', { tuition_eur: { ...figures().tuition_eur, bachelor: { min: 25000, max: 45000 } }, work_hours_per_week: 24, post_study_months: 36 });
    expect(order(rankCountries(answers({ budget_eur_per_year: 15000, wants_to_work: true, stay_after: true }), [dear, cheap]))).to.deep.equal(['cheap', 'dear']);
    expect(order(rankCountries(answers({ budget_eur_per_year: 80000, wants_to_work: true, stay_after: true }), [cheap, dear]))).to.deep.equal(['dear', 'cheap']);
  });

  it('english_only favours countries that teach in English and says so when they do not', () => {
    const german = country('de', { english_widely_available: false, teaching_languages: ['German', 'English'], tuition_eur: { ...figures().tuition_eur, bachelor: { min: 0, max: 3000 } } });
    const english = country('uk', { tuition_eur: { ...figures().tuition_eur, bachelor: { min: 14000, max: 20000 } } });
    const dutch = country('nl', { teaching_languages: ['Dutch', 'English'] });
    const french = country('fr', { english_widely_available: false, teaching_languages: ['French'] });
    const budget = { budget_eur_per_year: 30000 };
    expect(order(rankCountries(answers(budget), [english, german]))[0]).to.equal('de');
    const ranked = rankCountries(answers({ ...budget, english_only: true }), [german, french, dutch, english]);
    expect(order(ranked)).to.deep.equal(['uk', 'nl', 'de', 'fr']);
    expect(ranked.find((r) => r.country.slug === 'de')!.reasons).to.include('Few programmes are taught in English; most are in German');
    expect(ranked.find((r) => r.country.slug === 'fr')!.reasons).to.include('Programmes are taught in French, not English');
    expect(ranked.find((r) => r.country.slug === 'nl')!.reasons).to.include('Many programmes are taught in English (the others in Dutch)');
  });

  it('work and stay count only when asked for, with plain reasons good and bad', () => {
    const works = country('works', { work_hours_per_week: 20, post_study_months: 24 });
    const none = country('none', { work_hours_per_week: 0, post_study_months: 0 });
    expect(scoreCountry(answers(), works).score).to.equal(scoreCountry(answers(), none).score);
    expect(scoreCountry(answers(), works).reasons.join(' ')).not.to.match(/work|graduating/);
    const asked = answers({ wants_to_work: true, stay_after: true });
    expect(scoreCountry(asked, works).reasons).to.include.members(['20 hours of work a week allowed', 'Stay up to 24 months after graduating']);
    expect(scoreCountry(asked, none).reasons).to.include.members(['Students may not work while studying', 'No post-study visa: you leave when your course ends']);
    expect(scoreCountry(asked, works).score).to.be.greaterThan(scoreCountry(asked, none).score);
    expect(scoreCountry(asked, country('few', { work_hours_per_week: 10 })).reasons).to.include('Only 10 hours of work a week allowed');
    // More hours and a longer stay rank higher, all else equal.
    expect(order(rankCountries(asked, [country('short', { post_study_months: 12 }), country('long', { post_study_months: 36 })]))).to.deep.equal(['long', 'short']);
  });

  it('a level the country does not offer caps its score and comes first among its reasons', () => {
    const result = scoreCountry(answers({ level: 'foundation' }), country('a'));
    expect(result.score).to.be.at.most(NOT_OFFERED_CAP);
    expect(result.reasons[0]).to.equal('No foundation programmes listed here');
    expect(order(rankCountries(answers({ level: 'language' }), [country('none'), country('some', { tuition_eur: { ...figures().tuition_eur, language: { min: 3000, max: 6000 } } })]))).to.deep.equal(['some', 'none']);
  });

  it('a country without figures is ranked, last, and told as unknown rather than as bad', () => {
    const blank: FitCountry = { slug: 'blank', name: 'Blank', figures: emptyFigures() };
    const ranked = rankCountries(answers({ wants_to_work: true, stay_after: true, english_only: true }), [blank, country('a')]);
    expect(order(ranked)).to.deep.equal(['a', 'blank']);
    expect(ranked[1]!.reasons).to.include.members(['Work rights not known: ask an adviser', 'Post-study stay not known: ask an adviser', 'Languages of teaching not known: ask an adviser']);
    expect(ranked[1]!.score).to.be.within(0, 100);
  });

  it('the subject counts when it names a known area', () => {
    expect(subjectAreasOf('Computer Science')).to.deep.equal(['computing']);
    expect(subjectAreasOf('engineering')).to.deep.equal(['engineering']);
    expect(subjectAreasOf('Business')).to.deep.equal(['business']);
    expect(subjectAreasOf('Mechanical Engineering & Business')).to.have.members(['engineering', 'business']);
    expect(subjectAreasOf('Artificial intelligence')).to.deep.equal(['computing']);
    expect(subjectAreasOf('Basket weaving')).to.deep.equal([]);
    const strong = country('strong', { strong_fields: ['engineering'] });
    const other = country('other', { strong_fields: ['law'] });
    const ranked = rankCountries(answers({ field: 'Civil engineering' }), [other, strong]);
    expect(order(ranked)).to.deep.equal(['strong', 'other']);
    expect(ranked[0]!.reasons).to.include('Known for engineering');
    // An unknown subject neither helps nor hurts.
    expect(scoreCountry(answers({ field: 'Basket weaving' }), other).score).to.equal(scoreCountry(answers({ field: 'Basket weaving' }), strong).score);
  });

  it('scores stay within 0–100 for any budget', () => {
    for (const budget of [0, 1, 999, 1e5, 1e7]) {
      for (const r of rankCountries(answers({ budget_eur_per_year: budget, wants_to_work: true, stay_after: true, english_only: true }), [country('a'), country('b', { work_hours_per_week: null })])) {
        expect(r.score).to.be.within(0, 100);
        expect(Number.isInteger(r.score)).to.equal(true);
      }
    }
  });

  it('ranks the demo’s eight countries differently for different answers', () => {
    const demo = (JSON.parse(readFileSync(new URL('../../demo/countries.json', import.meta.url), 'utf8')) as Array<{ slug: string; name: string; figures: unknown }>).map((c) => ({
      slug: c.slug,
      name: c.name,
      figures: figuresSchema.parse(c.figures),
    }));
    expect(demo).to.have.length(8);
    const cheapGerman = rankCountries(answers({ level: 'master', field: 'Mechanical engineering', budget_eur_per_year: 15000 }), demo);
    const englishStay = rankCountries(answers({ level: 'master', field: 'Business', budget_eur_per_year: 40000, wants_to_work: true, stay_after: true, english_only: true }), demo);
    expect(cheapGerman[0]!.country.slug).to.equal('germany');
    expect(order(englishStay).slice(0, 3)).not.to.include('germany');
    expect(order(cheapGerman)).not.to.deep.equal(order(englishStay));
    expect(englishStay[0]!.reasons).to.include('Stay up to 36 months after graduating');
  });
});

describe('fit check: answers', () => {
  it('the schema refuses wrong types and missing fields, each on its field', () => {
    const bad = fitAnswersSchema.safeParse({ level: 'diploma', field: '', budget_eur_per_year: '20000', wants_to_work: 'yes' });
    expect(bad.success).to.equal(false);
    const fields = new Set(bad.error!.issues.map((i) => String(i.path[0])));
    expect([...fields].sort()).to.deep.equal(['budget_eur_per_year', 'english_only', 'field', 'level', 'stay_after', 'wants_to_work']);
    expect(fitAnswersSchema.safeParse({ ...answers(), budget_eur_per_year: -1 }).success).to.equal(false);
    for (const field of ['Computer Science', 'engineering', 'Business', 'Law & Politics (LLB)']) expect(fitAnswersSchema.safeParse(answers({ field })).success, field).to.equal(true);
  });

  it('travel in the page’s address and back', () => {
    const a = answers({ field: 'Computer Science', budget_eur_per_year: 18500, stay_after: true });
    expect(answersFromQuery(new URLSearchParams(answersToQuery(a)))).to.deep.equal(a);
    expect(answersFromQuery(new URLSearchParams('utm_source=x'))).to.equal(null);
    expect(Number.isNaN(answersFromQuery(new URLSearchParams('level=master&field=x&budget=abc'))!.budget_eur_per_year)).to.equal(true);
  });

  it('euros as people read them', () => {
    expect(formatEuros(0)).to.equal('€0');
    expect(formatEuros(9000)).to.equal('€9,000');
    expect(formatEuros(1234567.4)).to.equal('€1,234,567');
  });
});
