import { useCallback, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { DOCUMENT_KINDS, type DocumentsOverview, kindLabel, kindNoun, type StudentDocument } from '../../../shared/documents';
import type { Checklist } from '../../../shared/study';
import { formatBytes, formatDate, formatDateTime } from '../../../shared/format';
import { Checklists } from '../../components/documents/Checklist';
import { FilePicker } from '../../components/documents/FilePicker';
import { StatusBadge } from '../../components/documents/StatusBadge';
import { UploadList } from '../../components/documents/UploadList';
import { useUploads } from '../../components/documents/useUploads';
import { FormAlert, SelectField } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { dialogs } from '../../lib/dialogs';
import { api, apiUrl, HttpError } from '../../lib/http';

interface Data extends DocumentsOverview {
  checklists: Checklist[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [documents, checklists] = await Promise.all([api.myDocuments(), api.checklists()]);
  return { ...documents, checklists };
}

const downloadUrl = (doc: StudentDocument, version?: number) => apiUrl('downloadMyDocument', { id: doc.id }, version ? { version } : {});

function DocumentRow({ doc, maxBytes, onChanged }: { doc: StudentDocument; maxBytes: number; onChanged: () => void }) {
  const replacing = useUploads(maxBytes, onChanged);
  const [error, setError] = useState<string | null>(null);
  const approved = doc.status === 'approved';

  async function remove() {
    setError(null);
    const confirmed = await dialogs.confirm({
      title: `Delete ${kindNoun(doc.kind)}?`,
      text: `“${doc.current.original_name}” and its earlier versions will be deleted.`,
      confirmText: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.deleteMyDocument({ id: doc.id });
      toast('The document has been deleted.');
      onChanged();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(e.body?.message ?? 'It could not be deleted.');
    }
  }

  return (
    <li className="doc">
      <div className="doc-main">
        <div className="doc-title">
          <strong>{kindLabel(doc.kind)}</strong>
          <StatusBadge status={doc.status} />
        </div>
        <p className="doc-file">
          <a href={downloadUrl(doc)} download>
            {doc.current.original_name}
          </a>{' '}
          <span className="muted">
            · {formatBytes(doc.current.size)} · uploaded {formatDate(doc.current.created_at)}
            {doc.versions.length > 1 && ` · version ${doc.current.version}`}
          </span>
        </p>
        {doc.status === 'rejected' && doc.rejection_reason && (
          <p className="doc-reason">
            <strong>Your adviser’s note:</strong> {doc.rejection_reason}
          </p>
        )}
        {doc.versions.length > 1 && (
          <details className="doc-versions">
            <summary>Earlier versions</summary>
            <ul>
              {doc.versions.slice(1).map((v) => (
                <li key={v.id}>
                  <a href={downloadUrl(doc, v.version)} download>
                    Version {v.version}: {v.original_name}
                  </a>{' '}
                  <span className="muted">({formatDate(v.created_at)})</span>
                </li>
              ))}
            </ul>
          </details>
        )}
        <FormAlert message={error} />
        <UploadList items={replacing.items} />
      </div>
      {!approved && (
        <div className="doc-actions">
          <FilePicker label="Replace" multiple={false} onFiles={(files) => void replacing.start(apiUrl('uploadDocumentVersion', { id: doc.id }), files.slice(0, 1), {})} />
          <button type="button" className="btn btn-small btn-ghost" onClick={() => void remove()}>
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

export default function Documents() {
  const data = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const [kind, setKind] = useState('');
  const [kindError, setKindError] = useState<string | undefined>();
  const refresh = useCallback(() => {
    void revalidator.revalidate();
  }, [revalidator]);
  const uploads = useUploads(data.max_file_bytes, refresh);
  const percentUsed = Math.min(100, Math.round((data.used_bytes / data.quota_bytes) * 100));

  return (
    <>
      <HeaderBanner image="account.svg" title="Upload Documents" subtitle="Your passport and transcripts, kept private." />
      <div className="container section admin-stack">
        <Card title="Documents for your destinations">
          <Checklists checklists={data.checklists} maxBytes={data.max_file_bytes} onChanged={refresh} />
        </Card>

        <Card title="Add documents">
          <p>
            PDF, JPEG, PNG, WebP or Word files, up to {formatBytes(data.max_file_bytes)} each. Only you and the advisers handling your
            application can open them, and you can see below every time an adviser does.
          </p>
          <SelectField
            label="What are you uploading?"
            name="kind"
            placeholder="Choose a document type"
            options={DOCUMENT_KINDS}
            value={kind}
            error={kindError}
            onChange={(e) => {
              setKind(e.target.value);
              setKindError(undefined);
            }}
          />
          <FilePicker
            label="Choose files"
            hint="You can pick several files of the same type at once."
            onFiles={(files) => {
              if (!kind) {
                setKindError('Choose what kind of document this is first.');
                return;
              }
              void uploads.start(apiUrl('uploadDocument'), files, { kind });
            }}
          />
          <UploadList items={uploads.items} />
          <div className="quota">
            <label htmlFor="quota-meter">
              Storage used: {formatBytes(data.used_bytes)} of {formatBytes(data.quota_bytes)}
            </label>
            <meter id="quota-meter" min={0} max={100} value={percentUsed} high={85} optimum={10}>
              {percentUsed}%
            </meter>
          </div>
        </Card>

        <Card title="Your documents">
          {data.results.length === 0 ? (
            <p className="muted">You have not uploaded any documents yet.</p>
          ) : (
            <ul className="doc-list">
              {data.results.map((doc) => (
                <DocumentRow key={`${doc.id}-${doc.current.id}`} doc={doc} maxBytes={data.max_file_bytes} onChanged={refresh} />
              ))}
            </ul>
          )}
        </Card>

        <Card title="Who has opened your documents">
          {data.access_log.length === 0 ? (
            <p className="muted">Nobody at Meridian has opened your documents yet.</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Document</th>
                    <th scope="col">By</th>
                    <th scope="col">What</th>
                  </tr>
                </thead>
                <tbody>
                  {data.access_log.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.at)}</td>
                      <td>
                        {kindLabel(entry.kind)}
                        {entry.original_name && (
                          <span className="muted">
                            {' '}
                            · {entry.original_name}
                            {entry.version ? ` (version ${entry.version})` : ''}
                          </span>
                        )}
                      </td>
                      <td>{entry.by}</td>
                      <td>{entry.action === 'preview' ? 'Viewed' : 'Downloaded'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
    </>
  );
}
