import { useCallback, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { DOCUMENT_KINDS, type DocumentsOverview, type StudentDocument } from '../../../shared/documents';
import type { Checklist } from '../../../shared/study';
import { formatBytes } from '../../../shared/format';
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
import { catalogueReady, type MessageId, useT } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';
import { useUserDates } from '../../lib/user-dates';

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
  const t = useT();
  const known = useKnownText();
  const { date } = useUserDates();

  async function remove() {
    setError(null);
    const confirmed = await dialogs.confirm({
      title: t('docs.deleteTitle', { noun: t(`documents.noun.${doc.kind}` as MessageId) }),
      text: t('docs.deleteText', { name: doc.current.original_name }),
      confirmText: t('docs.delete'),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await api.deleteMyDocument({ id: doc.id });
      toast(t('docs.deleted'));
      onChanged();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(known(e.body?.message ?? t('docs.notDeleted')));
    }
  }

  return (
    <li className="doc">
      <div className="doc-main">
        <div className="doc-title">
          <strong>{t(`documents.kind.${doc.kind}` as MessageId)}</strong>
          <StatusBadge status={doc.status} />
        </div>
        <p className="doc-file">
          <a href={downloadUrl(doc)} download>
            {doc.current.original_name}
          </a>{' '}
          <span className="muted">
            {t('docs.fileLine', { size: formatBytes(doc.current.size), date: date(doc.current.created_at) })}
            {doc.versions.length > 1 && t('docs.versionLine', { version: doc.current.version })}
          </span>
        </p>
        {doc.status === 'rejected' && doc.rejection_reason && (
          <p className="doc-reason">
            <strong>{t('docs.adviserNote')}</strong> {doc.rejection_reason}
          </p>
        )}
        {doc.versions.length > 1 && (
          <details className="doc-versions">
            <summary>{t('docs.earlier')}</summary>
            <ul>
              {doc.versions.slice(1).map((v) => (
                <li key={v.id}>
                  <a href={downloadUrl(doc, v.version)} download>
                    {t('docs.version', { version: v.version, name: v.original_name })}
                  </a>{' '}
                  <span className="muted">({date(v.created_at)})</span>
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
          <FilePicker label={t('docs.replace')} multiple={false} onFiles={(files) => void replacing.start(apiUrl('uploadDocumentVersion', { id: doc.id }), files.slice(0, 1), {})} />
          <button type="button" className="btn btn-small btn-ghost" onClick={() => void remove()}>
            {t('docs.delete')}
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
  const t = useT();
  const { dateTime } = useUserDates();
  const percentUsed = Math.min(100, Math.round((data.used_bytes / data.quota_bytes) * 100));

  return (
    <>
      <HeaderBanner image="account.svg" title={t('docs.banner')} subtitle={t('docs.bannerLead')} />
      <div className="container section admin-stack">
        <Card title={t('docs.forDestinations')}>
          <Checklists checklists={data.checklists} maxBytes={data.max_file_bytes} onChanged={refresh} />
        </Card>

        <Card title={t('docs.add')}>
          <p>{t('docs.addText', { size: formatBytes(data.max_file_bytes) })}</p>
          <SelectField
            label={t('docs.whatKind')}
            name="kind"
            placeholder={t('docs.chooseKind')}
            options={DOCUMENT_KINDS.map((k) => ({ value: k.value, label: t(`documents.kind.${k.value}` as MessageId) }))}
            value={kind}
            error={kindError}
            onChange={(e) => {
              setKind(e.target.value);
              setKindError(undefined);
            }}
          />
          <FilePicker
            label={t('docs.chooseFiles')}
            hint={t('docs.severalHint')}
            onFiles={async (files) => {
              if (!kind) {
                await catalogueReady();
                setKindError(t('docs.kindFirst'));
                return;
              }
              void uploads.start(apiUrl('uploadDocument'), files, { kind });
            }}
          />
          <UploadList items={uploads.items} />
          <div className="quota">
            <label htmlFor="quota-meter">
              {t('docs.storage', { used: formatBytes(data.used_bytes), quota: formatBytes(data.quota_bytes) })}
            </label>
            <meter id="quota-meter" min={0} max={100} value={percentUsed} high={85} optimum={10}>
              {percentUsed}%
            </meter>
          </div>
        </Card>

        <Card title={t('docs.yours')}>
          {data.results.length === 0 ? (
            <p className="muted">{t('docs.none')}</p>
          ) : (
            <ul className="doc-list">
              {data.results.map((doc) => (
                <DocumentRow key={`${doc.id}-${doc.current.id}`} doc={doc} maxBytes={data.max_file_bytes} onChanged={refresh} />
              ))}
            </ul>
          )}
        </Card>

        <Card title={t('docs.opened')}>
          {data.access_log.length === 0 ? (
            <p className="muted">{t('docs.nobody')}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('docs.when')}</th>
                    <th scope="col">{t('docs.document')}</th>
                    <th scope="col">{t('docs.by')}</th>
                    <th scope="col">{t('docs.what')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.access_log.map((entry) => (
                    <tr key={entry.id}>
                      <td>{dateTime(entry.at)}</td>
                      <td>
                        {t(`documents.kind.${entry.kind}` as MessageId)}
                        {entry.original_name && (
                          <span className="muted">
                            {' '}
                            · {entry.original_name}
                            {entry.version ? ` ${t('docs.versionShort', { version: entry.version })}` : ''}
                          </span>
                        )}
                      </td>
                      <td>{entry.by}</td>
                      <td>{entry.action === 'preview' ? t('docs.viewed') : t('docs.downloaded')}</td>
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
