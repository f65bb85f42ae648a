// Staff review of a student's documents: preview (images and PDFs), download any version, approve or reject. A
// passport also carries its last valid day, which the student's plan checks against each destination's rule: staff
// are asked for it when they approve one, and can record or correct it at any time after.
import { useId, useState } from 'react';
import { type AdminDocument, kindLabel, kindNoun, PREVIEWABLE_TYPES } from '../../../shared/documents';
import { formatBytes, formatDate, formatDateTime } from '../../../shared/format';
import { dialogs } from '../../lib/dialogs';
import { api, apiUrl, HttpError } from '../../lib/http';
import { FormAlert } from '../form';
import { toast } from '../Toast';
import { StatusBadge } from './StatusBadge';
import { useAction } from '../admin/actions';

/** A document's file on the staff side: every opening is recorded in the student's access log. */
const fileUrl = (doc: AdminDocument, as: 'downloadDocument' | 'previewDocument', version?: number) => apiUrl(as, { id: doc.id }, version ? { version } : {});

function Review({ doc, onChanged }: { doc: AdminDocument; onChanged: () => void }) {
  const [previewing, setPreviewing] = useState(false);
  const { busy, error, act } = useAction(onChanged, (e) => e.field('reason') ?? e.body?.message);
  const previewable = PREVIEWABLE_TYPES.includes(doc.current.mime_type);
  const preview = fileUrl(doc, 'previewDocument', doc.current.version);

  const approve = () =>
    act(async () => {
      if (doc.kind === 'passport') {
        // The expiry is optional: a passport whose date cannot be read is still approved, and the plan says it is unknown.
        const expires = await dialogs.prompt({
          title: 'Approve passport',
          text: `The plan checks that ${doc.user.firstname}’s passport lasts long enough for each destination. Leave it empty if the date cannot be read.`,
          input: 'date',
          label: 'Passport expiry date (optional)',
          value: doc.expires_on ?? '',
          confirmText: 'Approve passport',
          validate: (value) => (value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : 'Enter the date as YYYY-MM-DD, or leave it empty.'),
        });
        if (expires === null) return null;
        await api.approveDocument({ id: doc.id }, expires ? { expires_on: expires } : {});
        return `Passport approved${expires ? `, valid until ${formatDate(expires)}` : ''}. ${doc.user.firstname} has been told by e-mail.`;
      }
      await api.approveDocument({ id: doc.id });
      return `${kindLabel(doc.kind)} approved. ${doc.user.firstname} has been told by e-mail.`;
    });

  const reject = () =>
    act(async () => {
      const reason = await dialogs.prompt({
        title: `Reject ${kindNoun(doc.kind)}`,
        input: 'textarea',
        label: `Tell ${doc.user.firstname} what to fix. They will see this and get it by e-mail.`,
        confirmText: 'Reject document',
        validate: (value) => (value.trim().length < 3 ? 'Tell the student why, so they can fix it.' : null),
      });
      if (reason === null) return null;
      await api.rejectDocument({ id: doc.id }, { reason });
      return `${kindLabel(doc.kind)} rejected. ${doc.user.firstname} has been told why.`;
    });

  return (
    <li className="doc">
      <div className="doc-main">
        <div className="doc-title">
          <strong>{kindLabel(doc.kind)}</strong>
          <StatusBadge status={doc.status} />
        </div>
        <p className="doc-file">
          <a href={fileUrl(doc, 'downloadDocument')} download>
            {doc.current.original_name}
          </a>{' '}
          <span className="muted">
            · {formatBytes(doc.current.size)} · version {doc.current.version} · uploaded {formatDateTime(doc.current.created_at)}
          </span>
        </p>
        {doc.status === 'rejected' && doc.rejection_reason && (
          <p className="doc-reason">
            <strong>Rejected{doc.reviewed_by ? ` by ${doc.reviewed_by}` : ''}:</strong> {doc.rejection_reason}
          </p>
        )}
        {doc.status === 'approved' && doc.reviewed_at && (
          <p className="muted">
            Approved{doc.reviewed_by ? ` by ${doc.reviewed_by}` : ''} on {formatDate(doc.reviewed_at)}.
          </p>
        )}
        {doc.kind === 'passport' && <PassportExpiry doc={doc} onChanged={onChanged} />}
        {doc.versions.length > 1 && (
          <details className="doc-versions">
            <summary>Earlier versions</summary>
            <ul>
              {doc.versions.slice(1).map((v) => (
                <li key={v.id}>
                  <a href={fileUrl(doc, 'downloadDocument', v.version)} download>
                    Version {v.version}: {v.original_name}
                  </a>{' '}
                  <span className="muted">({formatDate(v.created_at)})</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        <FormAlert message={error} />
        {previewing && (
          <div className="doc-preview">
            {doc.current.mime_type === 'application/pdf' ? (
              <iframe src={preview} title={`Preview of ${doc.current.original_name}`} />
            ) : (
              <img src={preview} alt={`Preview of ${doc.current.original_name}`} />
            )}
          </div>
        )}
      </div>
      <div className="doc-actions">
        {previewable && (
          <button type="button" className="btn btn-small btn-ghost" aria-expanded={previewing} onClick={() => setPreviewing((v) => !v)}>
            {previewing ? 'Hide preview' : 'Preview'}
          </button>
        )}
        {doc.status !== 'approved' && (
          <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={() => void approve()}>
            Approve
          </button>
        )}
        {doc.status !== 'rejected' && (
          <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => void reject()}>
            Reject
          </button>
        )}
      </div>
    </li>
  );
}

/** A passport's last valid day, shown and editable whatever its review status (empty: not known). */
function PassportExpiry({ doc, onChanged }: { doc: AdminDocument; onChanged: () => void }) {
  const id = useId();
  const [value, setValue] = useState(doc.expires_on ?? '');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    setError(null);
    try {
      await api.setDocumentExpiry({ id: doc.id }, { expires_on: value || null });
      toast(value ? `The passport’s expiry is now ${formatDate(value)}.` : 'The passport’s expiry has been cleared.');
      setEditing(false);
      onChanged();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(e.field('expires_on') ?? e.body?.message ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  if (!editing) {
    return (
      <p className="passport-expiry">
        <span>
          Expires: {doc.expires_on ? <time dateTime={doc.expires_on}>{formatDate(doc.expires_on)}</time> : <span className="muted">not recorded</span>}
        </span>{' '}
        <button type="button" className="btn btn-small btn-ghost" onClick={() => setEditing(true)}>
          Edit expiry<span className="visually-hidden"> of {doc.current.original_name}</span>
        </button>
      </p>
    );
  }
  return (
    <form
      className="passport-expiry-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={error ? 'field has-error' : 'field'}>
        <label htmlFor={id}>Passport expires on</label>
        <p className="field-hint" id={`${id}-hint`}>
          Empty: not known.
        </p>
        <input id={id} className="input" type="date" name="expires_on" value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`} onChange={(e) => setValue(e.target.value)} />
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-small btn-primary" disabled={busy} aria-busy={busy || undefined}>
          Save expiry
        </button>
        <button
          type="button"
          className="btn btn-small btn-ghost"
          onClick={() => {
            setEditing(false);
            setValue(doc.expires_on ?? '');
            setError(null);
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

export function ReviewList({ documents, onChanged }: { documents: AdminDocument[]; onChanged: () => void }) {
  if (!documents.length) return <p className="muted">No documents uploaded yet.</p>;
  return (
    <ul className="doc-list">
      {documents.map((doc) => (
        <Review key={`${doc.id}-${doc.current.id}-${doc.status}-${doc.expires_on ?? ''}`} doc={doc} onChanged={onChanged} />
      ))}
    </ul>
  );
}
