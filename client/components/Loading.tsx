// The loading indicator of every layout's content area.
import { useT } from '../lib/i18n';

export function Loading() {
  const t = useT();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <strong>{t('site.loading')}</strong>
      <span>{t('site.pleaseWait')}</span>
    </div>
  );
}
