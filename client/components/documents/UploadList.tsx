import { formatBytes } from '../../../shared/format';
import type { UploadItem } from './useUploads';
import { useT } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';

export function UploadList({ items }: { items: UploadItem[] }) {
  const t = useT();
  const known = useKnownText();
  if (!items.length) return null;
  return (
    <ul className="upload-list" aria-label={t('docs.uploads')}>
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className={`upload-item is-${item.state}`}>
            <div className="upload-line">
              <span className="upload-name">{item.name}</span>
              <span className="upload-size">{formatBytes(item.size)}</span>
            </div>
            <progress className="upload-progress" max={100} value={percent} aria-label={t('docs.uploading', { name: item.name })}>
              {percent}%
            </progress>
            <p className="upload-state" role={item.state === 'failed' ? 'alert' : undefined}>
              {item.state === 'uploading' && t('docs.uploadingPercent', { percent })}
              {item.state === 'done' && t('docs.uploaded')}
              {item.state === 'failed' && known(item.error)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
