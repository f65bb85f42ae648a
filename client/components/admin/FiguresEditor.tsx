// The editor for a study country's figures: what the fit check ranks by and the country's page shows as key facts.
// Amounts are typed as text and kept as numbers once they are whole numbers; anything else stays as typed, so the
// shared schema (shared/schemas/fit.ts) names the mistake under its field.
import { useState } from 'react';
import type { FieldErrors } from '../../../shared/errors';
import { type CountryFigures, FIT_LEVELS, type FitLevel, SUBJECT_AREAS } from '../../../shared/fit';
import { Checkbox, CheckboxGroup, TextField } from '../form';

/** What an amount field holds: null when empty, a number when whole, the text otherwise (refused on save). */
const amount = (typed: string): number | null => {
  const clean = typed.trim().replace(/[\s,€]/g, '');
  if (clean === '') return null;
  return /^\d+$/.test(clean) ? Number(clean) : (clean as unknown as number);
};
const shown = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function FiguresEditor({ value, onChange, errors }: { value: CountryFigures; onChange: (next: CountryFigures) => void; errors: FieldErrors }) {
  const [languages, setLanguages] = useState(value.teaching_languages.join(', '));
  const error = (path: string) => errors[`figures.${path}`]?.[0];
  const set = <K extends keyof CountryFigures>(key: K, next: CountryFigures[K]) => onChange({ ...value, [key]: next });
  const setTuition = (level: FitLevel, end: 'min' | 'max', typed: string) => {
    const current = value.tuition_eur[level];
    const other = end === 'min' ? current?.max : current?.min;
    const typedAmount = amount(typed);
    // Both ends empty: the level is not offered.
    const range = typedAmount === null && (other === null || other === undefined) ? null : { min: current?.min ?? null, max: current?.max ?? null, [end]: typedAmount };
    set('tuition_eur', { ...value.tuition_eur, [level]: range as CountryFigures['tuition_eur'][FitLevel] });
  };

  return (
    <fieldset className="fieldset fieldset-section figures-editor">
      <legend>Figures for the fit check</legend>
      <p className="field-hint">The fit check ranks destinations by these, and the country’s page shows them as its key facts. Whole euros; leave a level empty where it is not offered.</p>
      <div className="tuition-editor" role="group" aria-labelledby="tuition-editor-title">
        <p id="tuition-editor-title" className="tuition-editor-title">
          Tuition a year (EUR)
        </p>
        {FIT_LEVELS.map((level) => (
          <div key={level.value} className="tuition-editor-row">
            <span className="tuition-editor-level" aria-hidden="true">
              {level.label}
            </span>
            <TextField label={<><span className="visually-hidden">{level.label}: </span>From</>} inputMode="numeric" name={`tuition_${level.value}_min`} value={shown(value.tuition_eur[level.value]?.min)} error={error(`tuition_eur.${level.value}.min`) ?? error(`tuition_eur.${level.value}`)} onChange={(e) => setTuition(level.value, 'min', e.target.value)} />
            <TextField label={<><span className="visually-hidden">{level.label}: </span>To</>} inputMode="numeric" name={`tuition_${level.value}_max`} value={shown(value.tuition_eur[level.value]?.max)} error={error(`tuition_eur.${level.value}.max`)} onChange={(e) => setTuition(level.value, 'max', e.target.value)} />
          </div>
        ))}
      </div>
      <div className="form-grid figures-grid">
        <TextField label="Living costs a year (EUR)" inputMode="numeric" name="living_costs_eur" value={shown(value.living_costs_eur)} error={error('living_costs_eur')} onChange={(e) => set('living_costs_eur', amount(e.target.value))} />
        <TextField label="Work while studying (hours a week)" hint="0: students may not work." inputMode="numeric" name="work_hours_per_week" value={shown(value.work_hours_per_week)} error={error('work_hours_per_week')} onChange={(e) => set('work_hours_per_week', amount(e.target.value))} />
        <TextField label="Stay after graduating (months)" hint="0: no post-study visa." inputMode="numeric" name="post_study_months" value={shown(value.post_study_months)} error={error('post_study_months')} onChange={(e) => set('post_study_months', amount(e.target.value))} />
        <TextField
          label="Languages of teaching"
          hint="The main one first, separated by commas: German, English."
          name="teaching_languages"
          value={languages}
          error={error('teaching_languages') ?? Object.entries(errors).find(([k]) => k.startsWith('figures.teaching_languages.'))?.[1][0]}
          onChange={(e) => {
            setLanguages(e.target.value);
            set('teaching_languages', e.target.value.split(',').map((l) => l.trim()).filter(Boolean));
          }}
        />
      </div>
      <Checkbox label="English-taught programmes are easy to find" name="english_widely_available" checked={value.english_widely_available} onChange={(e) => set('english_widely_available', e.target.checked)} />
      <CheckboxGroup
        legend="Known for"
        hint="The subjects the country is strongest in; a visitor’s subject in one of them counts in its favour."
        name="strong_fields"
        options={SUBJECT_AREAS}
        value={value.strong_fields}
        error={error('strong_fields') ?? Object.entries(errors).find(([k]) => k.startsWith('figures.strong_fields.'))?.[1][0]}
        onChange={(next) => set('strong_fields', next as CountryFigures['strong_fields'])}
      />
    </fieldset>
  );
}
