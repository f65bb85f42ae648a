// The period and grouping of a report (the funnel on the dashboard, the commission's report): two UTC days and a
// grouping, sent as the page's own query, with the same rows as a CSV download beside them.
import type { ReactNode } from 'react';
import { Form } from 'react-router-dom';

export interface PeriodQuery<G extends string> {
  from: string;
  to: string;
  by: G;
}

export function PeriodForm<G extends string>({
  id,
  query,
  groups,
  labels,
  csvUrl,
  label,
  className,
  children,
}: {
  /** Prefixes the fields' ids (two reports may share a page). */
  id: string;
  query: PeriodQuery<G>;
  groups: readonly G[];
  labels: Record<G, string>;
  csvUrl: string;
  label?: string;
  className?: string;
  /** Hidden fields that keep the rest of the page's query. */
  children?: ReactNode;
}) {
  return (
    // Keyed by the query, so that going back in history shows the choices of the page shown.
    <Form key={`${query.from}-${query.to}-${query.by}`} method="get" className={`table-tools ${className ?? ''}`.trim()} aria-label={label} preventScrollReset>
      <div className="field">
        <label htmlFor={`${id}-from`}>From</label>
        <input id={`${id}-from`} className="input" type="date" name="from" defaultValue={query.from} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-to`}>To</label>
        <input id={`${id}-to`} className="input" type="date" name="to" defaultValue={query.to} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-by`}>Group by</label>
        <select id={`${id}-by`} className="input" name="by" defaultValue={query.by}>
          {groups.map((g) => (
            <option key={g} value={g}>
              {labels[g]}
            </option>
          ))}
        </select>
      </div>
      {children}
      <button type="submit" className="btn btn-primary">
        Show
      </button>
      <a className="btn btn-ghost" href={csvUrl} download>
        Download CSV
      </a>
    </Form>
  );
}
