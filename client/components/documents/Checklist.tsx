// A destination's required documents with where the student stands on each, and an upload straight into each item.
// Staff see the same rows in a student's file, read-only (`staff`).
import { Link } from '../Link';
import { paths } from '../../../shared/paths';
import type { Checklist as ChecklistData, ChecklistItem } from '../../../shared/study';
import { Flag } from '../Flag';
import { FilePicker } from './FilePicker';
import { StatusBadge } from './StatusBadge';
import { UploadList } from './UploadList';
import { useUploads } from './useUploads';
import { apiUrl } from '../../lib/http';
import { type MessageId, useI18n, useT } from '../../lib/i18n';

function Item({ item, maxBytes, onChanged, staff }: { item: ChecklistItem; maxBytes: number; onChanged: () => void; staff: boolean }) {
  const uploads = useUploads(maxBytes, onChanged);
  const t = useT();
  const label = t(`documents.kind.${item.kind}` as MessageId);
  const noun = t(`documents.noun.${item.kind}` as MessageId);
  // A copy that needs another look gets a new version; otherwise the file starts a document of this kind.
  const upload = (files: File[]) =>
    item.document_id && item.state === 'rejected'
      ? uploads.start(apiUrl('uploadDocumentVersion', { id: item.document_id }), files.slice(0, 1), {})
      : uploads.start(apiUrl('uploadDocument'), files.slice(0, 1), { kind: item.kind });
  return (
    <li className={`doc checklist-item is-${item.state}`} aria-label={label}>
      <div className="doc-main">
        <div className="doc-title">
          <strong>{label}</strong>
          <StatusBadge status={item.state} />
        </div>
        {item.note && <p className="doc-file muted">{item.note}</p>}
        {item.state === 'rejected' && item.rejection_reason && (
          <p className="doc-reason">
            <strong>{staff ? t('docs.toldStudent') : t('docs.adviserNote')}</strong> {item.rejection_reason}
          </p>
        )}
        <UploadList items={uploads.items} />
      </div>
      {!staff && item.state !== 'approved' && item.state !== 'pending' && (
        <div className="doc-actions">
          <FilePicker label={item.state === 'rejected' ? t('docs.uploadNew', { noun }) : t('docs.upload', { noun })} multiple={false} onFiles={(files) => void upload(files)} />
        </div>
      )}
    </li>
  );
}

export function Checklists({ checklists, maxBytes, onChanged, staff = false }: { checklists: ChecklistData[]; maxBytes: number; onChanged: () => void; staff?: boolean }) {
  const { t, rich } = useI18n();
  if (checklists.length === 0 && staff) return <p className="muted">{t('docs.noDestinationsStaff')}</p>;
  if (checklists.length === 0) {
    return <p className="muted">{rich('docs.noDestinations', { link: <Link to={paths.accountProfile()}>{t('docs.yourProfile')}</Link> })}</p>;
  }
  return (
    <div className="checklists">
      {checklists.map((list) => {
        const done = list.items.filter((i) => i.state === 'approved').length;
        const headingId = `checklist-${list.country.slug}`;
        return (
          <section key={list.country.slug} className="checklist" aria-labelledby={headingId}>
            <h3 id={headingId} className="checklist-title">
              <Flag code={list.country.flag} />
              <span>{list.country.name}</span>
              <span className="checklist-progress">
                {t('docs.progress', { done, total: list.items.length })}
              </span>
            </h3>
            {list.items.length === 0 ? (
              <p className="muted">{staff ? t('docs.noneListedStaff', { country: list.country.name }) : t('docs.noneListed', { country: list.country.name })}</p>
            ) : (
              <ul className="doc-list">
                {list.items.map((item) => (
                  <Item key={item.kind} item={item} maxBytes={maxBytes} onChanged={onChanged} staff={staff} />
                ))}
              </ul>
            )}
            {!staff && (
              <p className="checklist-more">
                <Link to={paths.country(list.country.slug)}>{t('docs.aboutCountry', { country: list.country.name })}</Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
