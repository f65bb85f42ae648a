import { formatBytes } from '../../../shared/format';
import type { UploadItem } from './useUploads';

export function UploadList({ items }: { items: UploadItem[] }) {
  if (!items.length) return null;
  return (
    <ul className="upload-list" aria-label="Uploads">
      {items.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id} className={`upload-item is-${item.state}`}>
            <div className="upload-line">
              <span className="upload-name">{item.name}</span>
              <span className="upload-size">{formatBytes(item.size)}</span>
            </div>
            <progress className="upload-progress" max={100} value={percent} aria-label={`Uploading ${item.name}`}>
              {percent}%
            </progress>
            <p className="upload-state" role={item.state === 'failed' ? 'alert' : undefined}>
              {item.state === 'uploading' && `Uploading… ${percent}%`}
              {item.state === 'done' && 'Uploaded — waiting for review'}
              {item.state === 'failed' && item.error}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
