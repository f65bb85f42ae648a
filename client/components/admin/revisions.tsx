// A record's revisions in its editor (decision 0035): the last saves, newest first, each compared field by field
// with the record as it is now (text word by word through jsdiff), and "Restore", which saves it again.
import { diffLines, diffWords } from 'diff';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { type FieldChange, fieldChanges, fieldLabel, REVISIONS_KEPT, type Revision, type Revisions, type Snapshot } from '../../../shared/revisions';
import { dialogs } from '../../lib/dialogs';
import type { ResourceKey } from '../../../shared/resources';
import { HttpError } from '../../lib/http';
import { resourceCall } from './operations';
import { toast } from '../Toast';
import { Card } from '../ui';

/** HTML as the text a reader sees, a line per block, so a diff reads like the page. */
export function readableText(value: string): string {
  if (!/<[a-z!/]/i.test(value)) return value;
  return value
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|blockquote|div|tr|ul|ol|figure|figcaption)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A value other than text, as words: lists a line per item. */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map((item) => (item && typeof item === 'object' ? Object.values(item).filter((v) => v !== '' && v !== null).join(' — ') : String(item))).join('\n');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isDate = (field: string, value: string) => field.endsWith('_at') && /^\d{4}-\d\d-\d\dT/.test(value);

function TextDiff({ before, after, lines }: { before: string; after: string; lines?: boolean }) {
  const parts = lines ? diffLines(before, after) : diffWords(before, after);
  return (
    <div className="revision-text">
      {parts.map((part, index) =>
        part.removed ? (
          <del key={index}>{part.value}</del>
        ) : part.added ? (
          <ins key={index}>{part.value}</ins>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </div>
  );
}

function ChangeView({ change }: { change: FieldChange }) {
  const empty = <span className="muted">(empty)</span>;
  if (change.kind === 'text') {
    if (isDate(change.field, change.before) || isDate(change.field, change.after)) {
      return (
        <p className="revision-values">
          <del>{formatDateTime(change.before) || 'Not set'}</del> → <ins>{formatDateTime(change.after) || 'Not set'}</ins>
        </p>
      );
    }
    const before = readableText(change.before);
    const after = readableText(change.after);
    if (before === after) return <p className="muted">Only the formatting differs.</p>;
    if (!before || !after) {
      return (
        <p className="revision-values">
          {before ? <del>{before}</del> : empty} → {after ? <ins>{after}</ins> : empty}
        </p>
      );
    }
    return <TextDiff before={before} after={after} />;
  }
  if (Array.isArray(change.before) || Array.isArray(change.after)) return <TextDiff before={asText(change.before)} after={asText(change.after)} lines />;
  return (
    <p className="revision-values">
      {asText(change.before) ? <del>{asText(change.before)}</del> : empty} → {asText(change.after) ? <ins>{asText(change.after)}</ins> : empty}
    </p>
  );
}

/** The differences between a revision (before) and the current version (after), field by field. */
export function RevisionDiff({ revision, current }: { revision: Snapshot; current: Snapshot }) {
  const changes = fieldChanges(revision, current);
  if (!changes.length) return <p className="muted">This revision is the same as the current version.</p>;
  return (
    <dl className="revision-diff">
      {changes.map((change) => (
        <div key={change.field} className="revision-field">
          <dt>{fieldLabel(change.field)}</dt>
          <dd>
            <ChangeView change={change} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** To the second: saves made a moment apart are told apart. */
const savedAt = (iso: string) => formatDateTime(iso).replace(/ UTC$/, `:${String(new Date(iso).getUTCSeconds()).padStart(2, '0')} UTC`);
const savedBy = (revision: Revision) => `${savedAt(revision.created_at)}${revision.by ? ` by ${revision.by.name}` : ''}`;

/**
 * The revisions card of an editor: loaded when opened; choosing a save shows how it differs from the current
 * version; Restore saves it again (a new revision, in the audit log) and `onRestored` reloads the editor.
 */
export function RevisionsCard({ resource, id, noun, onRestored }: { resource: ResourceKey; id: number; noun: string; onRestored: () => unknown }) {
  const [data, setData] = useState<Revisions | null>(null);
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function load() {
    setProblem(null);
    try {
      const next = await resourceCall(resource, 'revisions')({ id });
      setData(next);
      setChosen((id) => (id !== null && next.results.some((r) => r.id === id) ? id : (next.results[1]?.id ?? next.results[0]?.id ?? null)));
    } catch (error) {
      if (!(error instanceof HttpError && error.status >= 500)) setProblem('The revisions could not be loaded. Try again.');
    }
  }

  async function toggle() {
    const next = !open;
    setOpen(next);
    if (next) await load();
  }

  async function restore(revision: Revision) {
    const confirmed = await dialogs.confirm({ title: 'Restore this revision?', text: `The ${noun} goes back to how it was saved ${savedBy(revision)}. The current version stays in the list of revisions.`, confirmText: 'Restore' });
    if (!confirmed) return;
    setBusy(true);
    try {
      await resourceCall(resource, 'restore')({ id, revision: revision.id });
      toast(`The ${noun} has been restored.`);
      await onRestored();
      await load();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) {
        const first = error.body?.errors ? Object.values(error.body.errors)[0]?.[0] : undefined;
        setProblem(`It could not be restored: ${first ?? error.body?.message ?? 'the server refused.'}`);
      }
    } finally {
      setBusy(false);
    }
  }

  const revision = data?.results.find((r) => r.id === chosen) ?? null;
  return (
    <Card title="Revisions" className="revisions-card">
      <p className="muted">The last {REVISIONS_KEPT} saves are kept. Choose one to see how it differs from the current version, and restore it if you need to.</p>
      <button type="button" className="btn btn-ghost btn-small" aria-expanded={open} aria-controls="revisions-panel" onClick={() => void toggle()}>
        {open ? 'Hide revisions' : 'Show revisions'}
      </button>
      {problem && (
        <p className="alert alert-error" role="alert">
          {problem}
        </p>
      )}
      {open && (
        <div id="revisions-panel" className="revisions">
          {!data ? (
            <p className="muted" role="status">
              Loading…
            </p>
          ) : data.results.length === 0 ? (
            <p className="muted">No revisions yet: the next save makes the first.</p>
          ) : (
            <>
              <ol className="revision-list" aria-label="Saved revisions, newest first">
                {data.results.map((r, index) => (
                  <li key={r.id}>
                    <button type="button" className="revision-choice" aria-pressed={r.id === chosen} onClick={() => setChosen(r.id)}>
                      <span>{savedAt(r.created_at)}</span>
                      <span className="muted">
                        {r.by ? r.by.name : 'a former member of staff'}
                        {index === 0 ? ' · latest save' : ''}
                      </span>
                    </button>
                  </li>
                ))}
              </ol>
              {revision && (
                <section className="revision-detail" aria-labelledby="revision-heading">
                  <h3 id="revision-heading">Saved {savedBy(revision)}</h3>
                  <p className="revision-legend muted">
                    <del>Struck through</del>: only in this revision. <ins>Underlined</ins>: only in the current version.
                  </p>
                  <RevisionDiff revision={revision.values} current={data.current} />
                  <button type="button" className="btn btn-primary btn-small" disabled={busy || fieldChanges(revision.values, data.current).length === 0} onClick={() => void restore(revision)}>
                    Restore this revision
                  </button>
                </section>
              )}
            </>
          )}
        </div>
      )}
    </Card>
  );
}
