// Admin actions every content screen shares: delete after a confirm dialog, with a toast; a row's own action.
import { useState } from 'react';
import { capitalize } from '../../../shared/format';
import { dialogs } from '../../lib/dialogs';
import { HttpError } from '../../lib/http';
import { toast } from '../Toast';

/** Asks first; resolves true when the record was deleted, and explains when the server refused. */
export async function confirmDelete(what: string, remove: () => Promise<unknown>): Promise<boolean> {
  const confirmed = await dialogs.confirm({ title: `Delete ${what}?`, text: 'This cannot be undone.', confirmText: 'Delete', danger: true });
  if (!confirmed) return false;
  try {
    await remove();
  } catch (error) {
    // A 5xx has its own dialog in the http layer.
    if (error instanceof HttpError && error.status >= 500) return false;
    const text = error instanceof HttpError ? (error.body?.message ?? 'It could not be deleted.') : 'We could not reach the server. Check your connection and try again.';
    await dialogs.notice({ title: `The ${what} was not deleted`, text, icon: 'warning' });
    return false;
  }
  toast(`${capitalize(what)} deleted.`);
  return true;
}

/**
 * A row's action (approve a document, tick a task off): `act(work)` runs it once at a time; when `work` answers a
 * message, it is shown as a toast and `onChanged` reloads; a refusal (4xx) is kept in `error` for the row to show
 * (`errorOf` picks the words, the answer's message unless said), a 5xx has the http layer's own dialog.
 */
export function useAction(onChanged: () => void, errorOf: (error: HttpError) => string | undefined = (e) => e.body?.message) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function act(work: () => Promise<string | null>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const message = await work();
      if (message) {
        toast(message);
        onChanged();
      }
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(errorOf(e) ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, act };
}
