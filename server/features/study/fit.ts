// The fit check's ranking rules, pure: answers and countries' figures in, scores and reasons out (decision 0033).
//
// Each criterion the visitor's answers make relevant has a weight; a country earns a share of each weight, and its
// score is what it earned out of what it could have (0–100). Cost always counts; work, staying after graduating and
// English-only teaching count when the visitor asks for them; the subject counts when it names a known area. A level
// the country does not offer caps the score low, whatever else fits. Every criterion gives one plain reason, good or bad.
import { type CountryFigures, type FitAnswers, FIT_LEVELS, type FitReason, type FitResult, SUBJECT_AREAS, type SubjectArea } from '../../../shared/fit';
import type { MessageId } from '../../../shared/i18n/compiled/en';
import { formatEuros } from '../../../shared/format';

export const WEIGHTS = { cost: 45, english: 30, work: 15, stay: 15, field: 10 } as const;

/** The highest score of a country that does not offer the level asked for. */
export const NOT_OFFERED_CAP = 10;

/** Hours a week that count as full marks for working while studying. */
const FULL_WORK_HOURS = 20;
/** Months after graduating that count as full marks for staying. */
const FULL_STAY_MONTHS = 36;

export interface FitCountry {
  slug: string;
  name: string;
  figures: CountryFigures;
}

interface Part {
  weight: number;
  /** 0–1 of the weight. */
  earned: number;
  reason: string | null;
  /** The reason as a message of the catalogues, for pages in other languages (FitReason). */
  why?: FitReason;
}

const why = (id: MessageId, values: FitReason['values'] = {}): FitReason => ({ id, values });

const hoursText = (h: number) => `${h} ${h === 1 ? 'hour' : 'hours'}`;
const monthsText = (m: number) => `${m} ${m === 1 ? 'month' : 'months'}`;
const listText = (items: string[]) => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * The words that name each subject area in a visitor's free text: a word ending in `*` matches as the start of a word
 * ("engineer*": engineering, engineers); phrases (with a space) are matched before single words, so "computer
 * science" is computing and not the natural sciences.
 */
const SUBJECT_WORDS: Record<SubjectArea, readonly string[]> = {
  business: ['business*', 'management', 'manager*', 'financ*', 'accounting', 'accountancy', 'marketing', 'economic*', 'mba', 'commerce', 'entrepreneur*', 'logistics'],
  computing: ['computer science', 'data science', 'information technology', 'artificial intelligence', 'machine learning', 'comput*', 'software', 'data', 'ai', 'it', 'cyber*', 'programming', 'informatics'],
  engineering: ['engineer*', 'mechanical', 'electrical', 'electronic*', 'civil', 'aerospace', 'automotive', 'robotic*', 'mechatronic*'],
  health: ['health science*', 'public health', 'medic*', 'nursing', 'nurse', 'health*', 'pharma*', 'dentist*', 'dental', 'physiotherap*', 'biomedic*', 'midwifery'],
  sciences: ['physics', 'chemistry', 'biolog*', 'math*', 'science*', 'statistic*', 'geolog*', 'astronom*', 'environmental'],
  arts: ['art', 'arts', 'fine art*', 'design*', 'architect*', 'music*', 'film*', 'fashion', 'media', 'photograph*', 'animation', 'theatre', 'drama'],
  humanities: ['social science*', 'political science', 'international relations', 'history', 'philosoph*', 'literature', 'linguistic*', 'languages', 'psycholog*', 'sociolog*', 'politic*', 'anthropolog*', 'journalism', 'english'],
  law: ['law', 'laws', 'legal', 'llb', 'llm', 'criminolog*'],
  hospitality: ['hospitality', 'touris*', 'hotel*', 'culinary', 'cookery', 'events'],
  agriculture: ['food science', 'agricultur*', 'agronom*', 'food', 'veterinar*', 'forestry', 'farming', 'viticulture', 'wine'],
  education: ['education', 'teaching', 'teacher*', 'pedagog*'],
};

/** The subject areas a visitor's free-text field names ("Computer Science" → computing). */
export function subjectAreasOf(field: string): SubjectArea[] {
  let text = ` ${field.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const found = new Set<SubjectArea>();
  const matches = (word: string) => new RegExp(word.endsWith('*') ? ` ${word.slice(0, -1)}[a-z]*(?= )` : ` ${word}(?= )`, 'g');
  // Phrases first, taken out of the text so that their words do not count again ("computer science" is not a science).
  for (const phrases of [true, false]) {
    for (const area of SUBJECT_AREAS) {
      for (const word of SUBJECT_WORDS[area.value]) {
        if (word.includes(' ') !== phrases) continue;
        const pattern = matches(word);
        if (pattern.test(text)) {
          found.add(area.value);
          text = text.replace(matches(word), ' ');
        }
      }
    }
  }
  return [...found];
}

function costPart(answers: FitAnswers, figures: CountryFigures): Part | 'not offered' {
  const tuition = figures.tuition_eur[answers.level];
  if (!tuition) return 'not offered';
  const living = figures.living_costs_eur;
  const low = tuition.min + (living ?? 0);
  const high = tuition.max + (living ?? 0);
  const budget = answers.budget_eur_per_year;
  const living_ = living === null ? null : formatEuros(living);
  if (budget >= high) {
    const range = tuition.max === tuition.min ? formatEuros(tuition.min) : `${formatEuros(tuition.min)}–${formatEuros(tuition.max)}`;
    const what = tuition.max === 0 ? 'No tuition' : `Tuition (${range})`;
    const free = tuition.max === 0;
    const values = { rangeEur: [tuition.min, tuition.max], ...(living === null ? {} : { livingEur: living }) };
    const id: MessageId = living === null ? (free ? 'fit.reason.costFitsFreeNoLiving' : 'fit.reason.costFitsNoLiving') : free ? 'fit.reason.costFitsFree' : 'fit.reason.costFits';
    return {
      weight: WEIGHTS.cost,
      earned: 1,
      reason: living_ ? `${what} and living costs (about ${living_}) fit your budget` : `${what} fits your budget; living costs not known: ask an adviser`,
      why: why(id, values),
    };
  }
  const money = { minEur: tuition.min, maxEur: tuition.max, ...(living === null ? {} : { livingEur: living }) };
  const from = `Tuition from ${formatEuros(tuition.min)}`;
  if (budget >= low) {
    // Within the range: the cheaper programmes fit, the dearer ones not.
    const share = high === low ? 1 : (budget - low) / (high - low);
    const reason = `${from} fits your budget${living_ ? `, with living costs of about ${living_}` : ''}; dearer programmes (up to ${formatEuros(tuition.max)}) do not`;
    return { weight: WEIGHTS.cost, earned: 0.6 + 0.4 * share, reason, why: why(living === null ? 'fit.reason.costWithinNoLiving' : 'fit.reason.costWithin', money) };
  }
  // Below the cheapest: the further below, the faster the score falls.
  const share = low === 0 ? 0 : budget / low;
  const reason = living_
    ? `${from} and living costs of about ${living_} come to ${formatEuros(low - budget)} a year more than your budget`
    : `${from} is ${formatEuros(low - budget)} a year more than your budget`;
  return { weight: WEIGHTS.cost, earned: 0.5 * share * share, reason, why: why(living === null ? 'fit.reason.costOverNoLiving' : 'fit.reason.costOver', { ...money, overEur: low - budget }) };
}

function workPart(figures: CountryFigures): Part {
  const hours = figures.work_hours_per_week;
  if (hours === null) return { weight: WEIGHTS.work, earned: 0.5, reason: 'Work rights not known: ask an adviser', why: why('fit.reason.workUnknown') };
  if (hours === 0) return { weight: WEIGHTS.work, earned: 0, reason: 'Students may not work while studying', why: why('fit.reason.workNone') };
  const reason = hours >= FULL_WORK_HOURS ? `${hoursText(hours)} of work a week allowed` : `Only ${hoursText(hours)} of work a week allowed`;
  // Full-time-ish hours (30) earn everything; 20 nearly all; fewer, in proportion.
  const earned = hours >= FULL_WORK_HOURS ? 0.9 + 0.1 * Math.min(1, (hours - FULL_WORK_HOURS) / 10) : (0.9 * hours) / FULL_WORK_HOURS;
  return { weight: WEIGHTS.work, earned, reason, why: why(hours >= FULL_WORK_HOURS ? 'fit.reason.workFull' : 'fit.reason.workFew', { count: hours }) };
}

function stayPart(figures: CountryFigures): Part {
  const months = figures.post_study_months;
  if (months === null) return { weight: WEIGHTS.stay, earned: 0.5, reason: 'Post-study stay not known: ask an adviser', why: why('fit.reason.stayUnknown') };
  if (months === 0) return { weight: WEIGHTS.stay, earned: 0, reason: 'No post-study visa: you leave when your course ends', why: why('fit.reason.stayNone') };
  return { weight: WEIGHTS.stay, earned: 0.4 + 0.6 * Math.min(1, months / FULL_STAY_MONTHS), reason: `Stay up to ${monthsText(months)} after graduating`, why: why('fit.reason.stay', { count: months }) };
}

function englishPart(figures: CountryFigures): Part {
  const languages = figures.teaching_languages;
  const english = languages.findIndex((l) => l.toLowerCase() === 'english');
  const others = languages.filter((l) => l.toLowerCase() !== 'english');
  if (english === 0 && figures.english_widely_available) return { weight: WEIGHTS.english, earned: 1, reason: 'Programmes are taught in English', why: why('fit.reason.englishAll') };
  if (english >= 0 && figures.english_widely_available)
    return { weight: WEIGHTS.english, earned: 0.8, reason: `Many programmes are taught in English (the others in ${listText(others)})`, why: why('fit.reason.englishMany', { languages: others }) };
  if (english >= 0) return { weight: WEIGHTS.english, earned: 0.15, reason: `Few programmes are taught in English; most are in ${listText(others)}`, why: why('fit.reason.englishFew', { languages: others }) };
  if (languages.length === 0) return { weight: WEIGHTS.english, earned: 0.5, reason: 'Languages of teaching not known: ask an adviser', why: why('fit.reason.englishUnknown') };
  return { weight: WEIGHTS.english, earned: 0, reason: `Programmes are taught in ${listText(languages)}, not English`, why: why('fit.reason.englishNone', { languages }) };
}

function fieldPart(answers: FitAnswers, figures: CountryFigures): Part | null {
  const areas = subjectAreasOf(answers.field);
  if (!areas.length) return null;
  const strong = areas.filter((a) => figures.strong_fields.includes(a));
  const label = (a: SubjectArea) => SUBJECT_AREAS.find((s) => s.value === a)!.label.toLowerCase();
  if (strong.length) return { weight: WEIGHTS.field, earned: 1, reason: `Known for ${listText(strong.map(label))}`, why: why('fit.reason.known', { subjects: strong }) };
  return { weight: WEIGHTS.field, earned: 0, reason: `Not especially known for ${listText(areas.map(label))}`, why: why('fit.reason.notKnown', { subjects: areas }) };
}

/** One country's score and reasons for these answers. */
export function scoreCountry(answers: FitAnswers, country: FitCountry): FitResult {
  const { figures } = country;
  const cost = costPart(answers, figures);
  // Cost always counts: a level not offered earns nothing of it.
  const parts: Part[] = [cost === 'not offered' ? { weight: WEIGHTS.cost, earned: 0, reason: null } : cost];
  if (answers.wants_to_work) parts.push(workPart(figures));
  if (answers.stay_after) parts.push(stayPart(figures));
  if (answers.english_only) parts.push(englishPart(figures));
  const field = fieldPart(answers, figures);
  if (field) parts.push(field);

  const possible = parts.reduce((sum, p) => sum + p.weight, 0);
  const earned = parts.reduce((sum, p) => sum + p.weight * p.earned, 0);
  let score = Math.round((100 * earned) / possible);
  const reasons = parts.map((p) => p.reason).filter((r): r is string => r !== null);
  const whys = parts.map((p) => p.why).filter((r): r is FitReason => r !== undefined);
  if (cost === 'not offered') {
    score = Math.min(score, NOT_OFFERED_CAP);
    const level = FIT_LEVELS.find((l) => l.value === answers.level)!;
    reasons.unshift(`No ${level.plural} listed here`);
    whys.unshift(why('fit.reason.notOffered', { level: level.value }));
  }
  return { country: { slug: country.slug, name: country.name }, score: Math.max(0, Math.min(100, score)), reasons, why: whys };
}

/** Lowest yearly cost of the level asked for (tuition and living), for breaking ties; unknown last. */
const lowestCost = (answers: FitAnswers, country: FitCountry) => {
  const tuition = country.figures.tuition_eur[answers.level];
  return tuition ? tuition.min + (country.figures.living_costs_eur ?? 0) : Number.POSITIVE_INFINITY;
};

/** Every country ranked for the answers: best first; ties go to the cheaper, then to the order given. */
export function rankCountries(answers: FitAnswers, countries: readonly FitCountry[]): FitResult[] {
  return countries
    .map((country, index) => ({ result: scoreCountry(answers, country), cost: lowestCost(answers, country), index }))
    .sort((a, b) => b.result.score - a.result.score || a.cost - b.cost || a.index - b.index)
    .map((r) => r.result);
}
