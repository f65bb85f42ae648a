// A time-zone select: the browser's list of IANA zones, grouped by region. The server cannot know the browser's list
// (each engine's Intl has its own), so the page is drawn and hydrated with the chosen zone alone and the list comes
// after; an empty value then becomes the browser's own zone.
import { type ReactNode, useEffect, useState } from 'react';
import { SelectField } from './form';

interface Option {
  value: string;
  label: string;
}

const pretty = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ');

/** The browser's zones by region ('Europe/Madrid' under Europe), UTC first on its own. */
function zoneGroups(): Array<{ label: string; options: Option[] }> {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const groups = new Map<string, Option[]>();
  for (const zone of zones) {
    const slash = zone.indexOf('/');
    if (slash < 0) continue;
    const region = zone.slice(0, slash);
    let list = groups.get(region);
    if (!list) groups.set(region, (list = []));
    list.push({ value: zone, label: pretty(zone.slice(slash + 1)) });
  }
  return [...groups].map(([label, options]) => ({ label, options }));
}

export function TimeZoneSelect({ label, hint, name, value, error, onChange }: { label: ReactNode; hint?: ReactNode; name: string; value: string; error?: string | undefined; onChange(value: string): void }) {
  const [groups, setGroups] = useState<Array<{ label: string; options: Option[] }> | null>(null);
  useEffect(() => {
    setGroups(zoneGroups());
    if (!value) onChange(Intl.DateTimeFormat().resolvedOptions().timeZone);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const listed = new Set(groups?.flatMap((g) => g.options.map((o) => o.value)) ?? []);
  // The chosen zone is always a choice: while the list is not there yet, and when the browser's list lacks it.
  const first: Option[] = [{ value: 'UTC', label: 'UTC' }, ...(value && value !== 'UTC' && !listed.has(value) ? [{ value, label: pretty(value) }] : [])];
  return <SelectField label={label} hint={hint} name={name} value={value} error={error} options={first} groups={groups ?? []} onChange={(e) => onChange(e.target.value)} />;
}
