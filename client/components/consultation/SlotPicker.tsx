// The free consultation times of a few days, grouped by the visitor's own days and shown in their time zone, with
// earlier and later days (decision 0046). The times depend on the browser's zone, so they are loaded and drawn in the
// browser; the server draws the same frame with its height reserved, so the page does not jump when they come.
import { useEffect, useMemo, useState } from 'react';
import { slotDays } from '../../../shared/consultation-days';
import { SLOT_DAYS_DEFAULT } from '../../../shared/leads';
import { HttpError } from '../../lib/http';
import { useI18n } from '../../lib/i18n';
import { leadsApi, type Slot } from '../../lib/leads-api';

/** A UTC calendar day moved by `days` ('2026-12-01', 7 → '2026-12-08'): the slots' `from`. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** The browser's time zone ('Europe/Madrid'); UTC where Intl cannot say. */
export const browserZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/** Times, days and moments in the page's language and a time zone. */
export function zoneFormat(tag: string, zone: string) {
  const time = new Intl.DateTimeFormat(tag, { timeZone: zone, hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
  const moment = new Intl.DateTimeFormat(tag, { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  return {
    time: (iso: string) => time.format(new Date(iso)),
    /** A calendar day ('2026-12-01') as it is written, whatever the zone. */
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}

/** The browser's zone, known once the page runs in the browser (null during the server render and hydration). */
export function useBrowserZone(): string | null {
  const [zone, setZone] = useState<string | null>(null);
  useEffect(() => setZone(browserZone()), []);
  return zone;
}

export function SlotPicker({
  destination,
  selected,
  onPick,
  offered,
  label,
}: {
  destination?: string | undefined;
  selected: Slot | null;
  onPick: (slot: Slot) => void;
  /** Slots to offer instead of loading them (a 409's next free ones). */
  offered?: Slot[] | null;
  label: string;
}) {
  const { t, tag } = useI18n();
  const zone = useBrowserZone();
  const today = utcToday();
  const [from, setFrom] = useState(today);
  const [state, setState] = useState<{ slots: Slot[] | null; error: string | null }>({ slots: null, error: null });

  useEffect(() => {
    if (!zone || offered) return;
    let live = true;
    setState((s) => ({ slots: s.slots, error: null }));
    leadsApi.slots({ from, days: SLOT_DAYS_DEFAULT, ...(destination ? { destination } : {}) }).then(
      (answer) => live && setState({ slots: answer.slots, error: null }),
      (error: unknown) => live && setState({ slots: [], error: error instanceof HttpError && error.status === 429 ? t('consult.tooMany') : t('consult.slotsFailed') }),
    );
    return () => {
      live = false;
    };
  }, [zone, from, destination, offered, t]);

  const format = useMemo(() => (zone ? zoneFormat(tag, zone) : null), [tag, zone]);
  const shown = offered ?? state.slots;
  // One button per time: when several advisers are free at once, the first is booked (the visitor chose a time).
  const days = useMemo(() => {
    if (!zone || !shown) return null;
    const seen = new Set<string>();
    const once = shown.filter((s) => {
      if (seen.has(s.start)) return false;
      seen.add(s.start);
      return true;
    });
    return slotDays(once, zone, tag);
  }, [shown, zone, tag]);
  const lastDay = addDays(from, SLOT_DAYS_DEFAULT - 1);

  return (
    <div className="slot-picker" aria-busy={!days || undefined}>
      <p className="slot-zone muted">{zone ? t('consult.zone', { zone }) : '\u00a0'}</p>
      {!offered && (
        <div className="slot-nav">
          <button type="button" className="btn btn-small btn-ghost" disabled={from <= today} onClick={() => setFrom((f) => (addDays(f, -SLOT_DAYS_DEFAULT) < today ? today : addDays(f, -SLOT_DAYS_DEFAULT)))}>
            <span className="slot-arrow" aria-hidden="true">
              ‹
            </span>{' '}
            {t('consult.earlier')}
          </button>
          <span className="slot-range" aria-live="polite">
            {format ? t('consult.range', { first: format.day(from), last: format.day(lastDay) }) : '\u00a0'}
          </span>
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setFrom((f) => addDays(f, SLOT_DAYS_DEFAULT))}>
            {t('consult.later')}
            {' '}
            <span className="slot-arrow" aria-hidden="true">
              ›
            </span>
          </button>
        </div>
      )}
      <div className="slot-days" role="group" aria-label={label}>
        {state.error && !offered && <p className="alert alert-error">{state.error}</p>}
        {!days || !format ? (
          <p className="slot-loading muted">
            <span className="spinner spinner-small" aria-hidden="true" /> {t('consult.loading')}
          </p>
        ) : days.length === 0 ? (
          !state.error && <p className="slot-empty">{t('consult.noSlots')}</p>
        ) : (
          days.map((day) => (
            <section key={day.date} className="slot-day" aria-labelledby={`slot-day-${day.date}`}>
              <h3 id={`slot-day-${day.date}`} className="slot-day-title">
                {day.label}
              </h3>
              <ul className="slot-list">
                {day.slots.map((slot) => {
                  const isSelected = selected?.start === slot.start && selected.adviser.id === slot.adviser.id;
                  return (
                    <li key={`${slot.start}-${slot.adviser.id}`}>
                      <button
                        type="button"
                        className={isSelected ? 'slot is-selected' : 'slot'}
                        aria-pressed={isSelected}
                        data-start={slot.start}
                        aria-label={t('consult.slotLabel', { day: day.label, time: slot.label })}
                        onClick={() => onPick(slot)}
                      >
                        {slot.label}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
