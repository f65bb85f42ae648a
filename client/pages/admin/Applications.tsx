// The applications board: a column per stage, filters by adviser, country and intake. A card moves with the mouse
// (drag it onto a column) or the keyboard (its "Move" button opens the stages; arrow keys walk them, Escape closes);
// either way the stage is saved (PATCH, with an optional note) and the move is announced.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Form, type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import type { AdviserLoad } from '../../../shared/api-client';
import { formatDate, formatMonth } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { CountrySummary } from '../../../shared/study';
import { BOARD_COLUMN_CARDS } from '../../../shared/schemas/workflow';
import { type ApplicationStage, APPLICATION_STAGES, type PersonRef, type StaffBoard, STAGE_LABELS, type StaffApplication } from '../../../shared/workflow';
import { AdminPage } from '../../components/AdminPage';
import { Link } from '../../components/Link';
import { KeptMarkup } from '../../components/StaticPart';
import { toast } from '../../components/Toast';
import { daysUntil } from '../../components/workflow/applications';
import { apiContext, sessionContext } from '../../lib/context';
import { api, HttpError } from '../../lib/http';

/** What a card shows: the loader keeps only this of each application, so the page's data stays small. */
interface BoardCard {
  id: number;
  stage: ApplicationStage;
  /** With the profile fields the board shows: those whose description says `board` (shared/profile.ts). */
  student: StaffApplication['student'];
  adviser: PersonRef | null;
  institution: string;
  country: string;
  course: string;
  intake: string;
  deadline: string | null;
}

/** A stage's column: its first cards (more on demand), how many it holds, the key of the rest. */
interface Column {
  stage: ApplicationStage;
  cards: BoardCard[];
  total: number;
  /** The count stopped at the server's cap: there are more than `total`. */
  total_capped: boolean;
  next: string | null;
}

interface Data {
  columns: Column[];
  /** The filters the columns were read with: "Show more" reads the rest of a column with them. */
  filters: Record<string, string>;
  countries: Array<{ slug: string; name: string }>;
  /** Admins only: the adviser filter's choices. */
  advisers: AdviserLoad[] | null;
}

const FILTERS = ['adviser_id', 'country', 'intake', 'q'] as const;

const toCard = (a: Omit<StaffApplication, 'history'>): BoardCard => ({
  id: a.id,
  stage: a.stage,
  student: a.student,
  adviser: a.adviser,
  institution: a.institution.name,
  country: a.institution.country.name,
  course: a.course,
  intake: a.intake,
  deadline: a.deadline,
});

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const search = new URL(request.url).searchParams;
  const filters: Record<string, string> = {};
  for (const name of FILTERS) {
    const value = search.get(name);
    if (value) filters[name] = value;
  }
  const [board, countries, advisers]: [StaffBoard, CountrySummary[], { results: AdviserLoad[] } | null] = await Promise.all([api.staffBoard(filters), api.countries(), isAdmin ? api.staffAdvisers() : null]);
  return {
    columns: board.columns.map(({ stage, results, total, total_capped, next }) => ({ stage, cards: results.map(toCard), total, total_capped, next })),
    filters,
    countries: countries.map((c: CountrySummary) => ({ slug: c.slug, name: c.name })),
    advisers: advisers?.results ?? null,
  };
}

function Filters({ data }: { data: Data }) {
  const [params] = useSearchParams();
  return (
    <Form method="get" className="table-tools board-filters" role="search" aria-label="Filter the board">
      <div className="field table-search">
        <label htmlFor="board-q">Search by student, institution or course</label>
        <input id="board-q" className="input" type="search" name="q" defaultValue={params.get('q') ?? ''} />
      </div>
      {data.advisers && (
        <div className="field">
          <label htmlFor="board-adviser">Adviser</label>
          <select id="board-adviser" className="input" name="adviser_id" defaultValue={params.get('adviser_id') ?? ''}>
            <option value="">Any adviser</option>
            <option value="none">No adviser yet</option>
            {data.advisers.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="board-country">Country</label>
        <select id="board-country" className="input" name="country" defaultValue={params.get('country') ?? ''}>
          <option value="">Any country</option>
          {data.countries.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="board-intake">Intake</label>
        <input id="board-intake" className="input" type="month" name="intake" placeholder="YYYY-MM" defaultValue={params.get('intake') ?? ''} />
      </div>
      <button type="submit" className="btn btn-primary">
        Apply
      </button>
    </Form>
  );
}

function MovePanel({ card, onMove, onClose }: { card: BoardCard; onMove: (stage: ApplicationStage, note: string) => void; onClose: () => void }) {
  const [note, setNote] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const targets = APPLICATION_STAGES.filter((stage) => stage !== card.stage);

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('.board-stage')?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = [...(panel.current?.querySelectorAll<HTMLButtonElement>('.board-stage') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    event.preventDefault();
    buttons[(at + (event.key === 'ArrowDown' ? 1 : buttons.length - 1)) % buttons.length]!.focus();
  }

  return (
    <div ref={panel} id={`move-${card.id}`} className="board-move-panel" role="group" aria-label={`Move ${card.student.name}’s application to a stage`} onKeyDown={onKeyDown}>
      <div className="field">
        <label htmlFor={`move-note-${card.id}`}>Note (optional)</label>
        <input id={`move-note-${card.id}`} className="input" maxLength={2000} value={note} onChange={(e) => setNote(e.target.value)} />
      </div>
      <ul className="board-stages">
        {targets.map((stage) => (
          <li key={stage}>
            <button type="button" className="board-stage" onClick={() => onMove(stage, note)}>
              Move to {STAGE_LABELS[stage]}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

export default function Applications() {
  const data = useLoaderData() as Data;
  const [columns, setColumns] = useState(data.columns);
  const [loadingMore, setLoadingMore] = useState<ApplicationStage | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<ApplicationStage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<number | null>(null);
  const moveButtons = useRef(new Map<number, HTMLButtonElement>());

  useEffect(() => setColumns(data.columns), [data.columns]);
  useEffect(() => {
    if (focusId === null) return;
    moveButtons.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, columns, open]);

  /** The card placed in `stage`'s column (first: the newest change), out of the others; counts follow. */
  const placed = (current: Column[], card: BoardCard): Column[] =>
    current.map((column) => {
      const had = column.cards.some((c) => c.id === card.id);
      if (column.stage === card.stage) return { ...column, cards: [card, ...column.cards.filter((c) => c.id !== card.id)], total: column.total + (had ? 0 : 1) };
      return had ? { ...column, cards: column.cards.filter((c) => c.id !== card.id), total: Math.max(0, column.total - 1) } : column;
    });

  async function move(id: number, stage: ApplicationStage, note = '') {
    const card = columns.flatMap((column) => column.cards).find((c) => c.id === id);
    setOpen(null);
    if (!card || card.stage === stage) {
      setFocusId(id);
      return;
    }
    const what = `${card.student.name}’s application to ${card.institution}`;
    setColumns((current) => placed(current, { ...card, stage }));
    setFocusId(id);
    setAnnouncement(`Saving: ${what}, ${STAGE_LABELS[stage]}…`);
    try {
      const saved = await api.updateApplication({ id }, note.trim() ? { stage, note } : { stage });
      setColumns((current) => placed(current, toCard(saved)));
      setAnnouncement(`${what} is now at ${STAGE_LABELS[stage]}. ${card.student.name} has been told by e-mail.`);
    } catch (error) {
      setColumns((current) => placed(current, card));
      const reason = error instanceof HttpError ? (error.field('stage') ?? error.body?.message ?? '') : 'We could not reach the server.';
      setAnnouncement(`${what} was not moved. ${reason}`);
      if (!(error instanceof HttpError) || error.status < 500) toast(`${what} was not moved. ${reason}`, { variant: 'error' });
    }
  }

  /** The next cards of a column, read after its last under the same filters. */
  async function showMore(column: Column) {
    if (!column.next) return;
    setLoadingMore(column.stage);
    try {
      const page = await api.staffApplications({ ...data.filters, stage: column.stage, after: column.next, per_page: String(BOARD_COLUMN_CARDS) });
      setColumns((current) =>
        current.map((c) => {
          if (c.stage !== column.stage) return c;
          const seen = new Set(c.cards.map((card) => card.id));
          return { ...c, cards: [...c.cards, ...page.results.map(toCard).filter((card) => !seen.has(card.id))], next: page.next };
        }),
      );
      setAnnouncement(`${page.results.length} more ${STAGE_LABELS[column.stage]} applications shown.`);
    } catch (error) {
      toast(error instanceof HttpError ? (error.body?.message ?? 'The next applications could not be read.') : 'We could not reach the server.', { variant: 'error' });
    } finally {
      setLoadingMore(null);
    }
  }

  const total = columns.reduce((sum, column) => sum + column.total, 0);
  const capped = columns.some((column) => column.total_capped);
  const counted = (n: number, more: boolean) => `${n.toLocaleString('en-GB')}${more ? '+' : ''}`;
  return (
    <AdminPage title="Applications" intro="Every application by stage. Drag a card to another column, or use its Move button; the student is told by e-mail.">
      <Filters data={data} />
      <p className="board-status muted">
        {total === 0
          ? 'No applications match.'
          : `${counted(total, capped)} ${total === 1 ? 'application' : 'applications'}; each stage shows its ${BOARD_COLUMN_CARDS} most recently changed first.`}
      </p>
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>
      {/* The columns as first drawn: a signed-in viewer's server render reuses their markup until data changes. */}
      <KeptMarkup id="board" as="div">
        {() => (
          <div className="board" role="region" aria-label="Applications by stage" tabIndex={0}>
            {columns.map((column) => {
              const { stage, cards } = column;
              return (
                <section
                  key={stage}
                  className={`board-column stage-${stage}${over === stage ? ' is-over' : ''}`}
                  aria-labelledby={`board-${stage}`}
                  onDragOver={(event) => {
                    if (dragging === null) return;
                    event.preventDefault();
                    event.dataTransfer.dropEffect = 'move';
                    if (over !== stage) setOver(stage);
                  }}
                  onDragLeave={(event) => {
                    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    setOver(null);
                    const id = Number(event.dataTransfer.getData('text/plain')) || dragging;
                    setDragging(null);
                    if (id) void move(id, stage);
                  }}
                >
                  <h2 id={`board-${stage}`} className="board-title">
                    {STAGE_LABELS[stage]} <span className="board-count">{counted(column.total, column.total_capped)}</span>
                  </h2>
                  {cards.length === 0 ? (
                    <p className="board-empty muted">None</p>
                  ) : (
                    <ul className="board-cards">
                      {cards.map((card) => {
                        const days = card.deadline ? daysUntil(card.deadline) : null;
                        return (
                          <li
                            key={card.id}
                            className={`board-card${dragging === card.id ? ' is-dragging' : ''}`}
                            draggable
                            onDragStart={(event) => {
                              event.dataTransfer.setData('text/plain', String(card.id));
                              event.dataTransfer.effectAllowed = 'move';
                              setDragging(card.id);
                              setOpen(null);
                            }}
                            onDragEnd={() => {
                              setDragging(null);
                              setOver(null);
                            }}
                          >
                            <p className="board-student">
                              <Link to={`${portalPaths.adminStudent(card.student.id)}#applications`} draggable={false}>
                                {card.student.name}
                              </Link>
                            </p>
                            <p className="board-institution">
                              {card.institution} <span className="muted">· {card.country}</span>
                            </p>
                            <p className="board-course">{card.course}</p>
                            {/* A profile field seen on the board is shown here, one line each (decision 0042), e.g.
                                <p className="board-meta muted">Nationality: {card.student.nationality ?? 'not given'}</p> */}
                            <p className="board-meta muted">
                              Intake {formatMonth(card.intake)}
                              {card.deadline && (
                                <>
                                  {' · '}
                                  <span className={days !== null && days >= 0 && days <= 7 ? 'board-deadline is-soon' : 'board-deadline'}>Deadline {formatDate(card.deadline)}</span>
                                </>
                              )}
                            </p>
                            {data.advisers && <p className="board-meta muted">Adviser: {card.adviser?.name ?? 'none yet'}</p>}
                            <button
                              type="button"
                              ref={(element) => {
                                if (element) moveButtons.current.set(card.id, element);
                                else moveButtons.current.delete(card.id);
                              }}
                              className="btn btn-small btn-ghost board-move"
                              aria-expanded={open === card.id}
                              aria-controls={open === card.id ? `move-${card.id}` : undefined}
                              aria-label={`Move ${card.student.name}’s application to ${card.institution} (${STAGE_LABELS[card.stage]})`}
                              onClick={() => setOpen((current) => (current === card.id ? null : card.id))}
                            >
                              Move…
                            </button>
                            {open === card.id && (
                              <MovePanel
                                card={card}
                                onMove={(target, note) => void move(card.id, target, note)}
                                onClose={() => {
                                  setOpen(null);
                                  setFocusId(card.id);
                                }}
                              />
                            )}
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  {column.next && (
                    <button type="button" className="btn btn-small btn-ghost board-more" disabled={loadingMore === stage} onClick={() => void showMore(column)}>
                      {loadingMore === stage ? 'Loading…' : `Show more ${STAGE_LABELS[stage]}`}
                      <span className="visually-hidden"> applications ({counted(Math.max(0, column.total - cards.length), column.total_capped)} not shown)</span>
                    </button>
                  )}
                </section>
              );
            })}
          </div>
        )}
      </KeptMarkup>
    </AdminPage>
  );
}
