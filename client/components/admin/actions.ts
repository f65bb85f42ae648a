// Admin actions every content screen shares: delete after a confirm dialog, with a toast.
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
