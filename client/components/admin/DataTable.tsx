// The admin portal's one table: search, sorting (ascending first, numeric-aware on the server), filters and
// paging, all kept in the address bar so a loader reads them and the back button works.
import type { ReactNode } from 'react';
import { Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router-dom';
import type { KeyedPage, Paged } from '../../../shared/types';

export interface Column<T> {
  key: string;
  /** Text, or a control (a "select all" checkbox). */
  label: ReactNode;
  /** The `sort` value the API accepts for this column; absent when it cannot be sorted. */
  sort?: string;
  render: (row: T) => ReactNode;
  className?: string;
}

export interface Filter {
  name: string;
  label: string;
  /** The choices of a select; none makes it a text box. */
  options?: ReadonlyArray<{ value: string; label: string }>;
  /** What the API assumes when the parameter is absent. */
  default?: string;
}

export function DataTable<T extends { id: number }>({
  caption,
  columns,
  data,
  defaultSort,
  defaultDir = 'asc',
  searchLabel = 'Search',
  filters = [],
  empty = 'Nothing here yet.',
  toolbar,
}: {
  caption: string;
  columns: Column<T>[];
  data: Paged<T>;
  defaultSort: string;
  /** The direction the loader asks for when the address names none. */
  defaultDir?: 'asc' | 'desc';
  searchLabel?: string;
  filters?: Filter[];
  empty?: ReactNode;
  /** Actions on the rows chosen, between the search and the table. */
  toolbar?: ReactNode;
}) {
  const [params] = useSearchParams();
  const location = useLocation();
  const busy = useNavigation().state === 'loading';
  const sort = params.get('sort') ?? defaultSort;
  const asked = params.get('dir');
  const dir = asked === 'asc' || asked === 'desc' ? asked : defaultDir;

  const href = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };


  return (
    <div className="data-table" aria-busy={busy || undefined}>
      <Form method="get" className="table-tools" role="search">
        <div className="field table-search">
          <label htmlFor="table-q">{searchLabel}</label>
          <input id="table-q" className="input" type="search" name="q" defaultValue={params.get('q') ?? ''} />
        </div>
        {filters.map((filter) => (
          <div className="field" key={filter.name}>
            <label htmlFor={`table-${filter.name}`}>{filter.label}</label>
            {filter.options ? (
              <select id={`table-${filter.name}`} className="input" name={filter.name} defaultValue={params.get(filter.name) ?? filter.default ?? ''}>
                {filter.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input id={`table-${filter.name}`} className="input" type="text" name={filter.name} defaultValue={params.get(filter.name) ?? filter.default ?? ''} />
            )}
          </div>
        ))}
        {params.get('sort') && <input type="hidden" name="sort" value={sort} />}
        {params.get('dir') && <input type="hidden" name="dir" value={dir} />}
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </Form>
      {toolbar}

      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const active = column.sort !== undefined && column.sort === sort;
                return (
                  <th key={column.key} scope="col" className={column.className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.sort ? (
                      <Link
                        className="sort-link"
                        preventScrollReset
                        to={href({ sort: column.sort, dir: active && dir === 'asc' ? 'desc' : 'asc', page: null })}
                      >
                        {column.label}
                        <span className="sort-mark" aria-hidden="true">
                          {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                        </span>
                      </Link>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {data.results.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="table-empty">
                  {empty}
                </td>
              </tr>
            ) : (
              data.results.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.key} className={column.className}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <Pager data={data} label="Pages" to={(page) => href({ page: String(page) })} />
    </div>
  );
}

/** A list's pages: where it stands ("Showing 21–40 of 57"), and links to the page before and after (`to` makes them). */
export function Pager({ data, label, to }: { data: Paged<unknown> | KeyedPage<unknown>; label: string; to: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  const first = data.total === 0 ? 0 : (data.page - 1) * data.per_page + 1;
  // A long list counts up to a cap (server/lib/keyset.ts): "10,000+", and its own word on whether a next page exists.
  const capped = 'total_capped' in data && data.total_capped;
  const more = capped ? '+' : '';
  const last = capped ? data.page * data.per_page : Math.min(data.total, data.page * data.per_page);
  const hasNext = 'next' in data ? data.next !== null : data.page < pages;
  return (
    <nav className="pager" aria-label={label}>
      <p className="pager-status" aria-live="polite">
        {data.total === 0 ? 'No results' : `Showing ${first.toLocaleString('en-GB')}–${last.toLocaleString('en-GB')} of ${data.total.toLocaleString('en-GB')}${more}`}
      </p>
      <div className="pager-links">
        {data.page > 1 ? (
          <Link className="btn btn-small btn-ghost" to={to(data.page - 1)} rel="prev">
            Previous
          </Link>
        ) : (
          <span className="btn btn-small btn-ghost is-disabled" aria-disabled="true">
            Previous
          </span>
        )}
        <span className="pager-page">
          Page {data.page.toLocaleString('en-GB')} of {pages.toLocaleString('en-GB')}
          {more}
        </span>
        {hasNext ? (
          <Link className="btn btn-small btn-ghost" to={to(data.page + 1)} rel="next">
            Next
          </Link>
        ) : (
          <span className="btn btn-small btn-ghost is-disabled" aria-disabled="true">
            Next
          </span>
        )}
      </div>
    </nav>
  );
}
