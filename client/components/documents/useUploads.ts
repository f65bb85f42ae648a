// Uploads in progress: one entry per file with its progress and outcome.
import { useCallback, useState } from 'react';
import { HttpError, uploadFile } from '../../lib/http';
import { useT } from '../../lib/i18n';

export interface UploadItem {
  id: number;
  name: string;
  size: number;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

let next = 1;

export function describeUploadError(error: unknown): string {
  if (error instanceof HttpError) return error.field('file') ?? error.field('kind') ?? error.body?.message ?? `The upload failed (${error.status}).`;
  return (error as Error).message;
}

/** Runs uploads one after another (a phone on a slow line does better that way) and reports each file's state. */
export function useUploads(maxBytes: number, onSettled: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const t = useT();
  const update = (id: number, patch: Partial<UploadItem>) => setItems((list) => list.map((i) => (i.id === id ? { ...i, ...patch } : i)));

  const start = useCallback(
    async (url: string, files: File[], fields: Record<string, string>) => {
      const queued = files.map((file) => ({ file, item: { id: next++, name: file.name, size: file.size, progress: 0, state: 'uploading' as const } }));
      setItems((list) => [...queued.map((q) => q.item), ...list]);
      for (const { file, item } of queued) {
        if (file.size > maxBytes) {
          update(item.id, { state: 'failed', error: t('docs.tooLarge', { mb: Math.round(maxBytes / 1024 / 1024) }) });
          continue;
        }
        try {
          await uploadFile(url, file, fields, (fraction) => update(item.id, { progress: fraction }));
          update(item.id, { state: 'done', progress: 1 });
        } catch (error) {
          update(item.id, { state: 'failed', error: describeUploadError(error) });
        }
      }
      onSettled();
    },
    [maxBytes, onSettled, t],
  );

  const clearFinished = () => setItems((list) => list.filter((i) => i.state === 'uploading'));
  return { items, start, clearFinished };
}
