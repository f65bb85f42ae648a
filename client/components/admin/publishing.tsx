// The publishing part of an editor, the same for every resource with drafts (decision 0035): draft or published and
// the publish time, the record's state as a badge, and the link that previews it on the site.
import type { Publishing } from '../../../shared/content';
import { formatDate } from '../../../shared/format';
import { type Form, SelectField, TextField } from '../form';
import { Link } from '../Link';

/** A date-time input value (local time) from an ISO string, and back. */
export const toLocalInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : '');

const statuses = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published (from the publish date)' },
];

/** Live, scheduled for later, or a draft. */
export const isLive = (record: Publishing) => record.status === 'published' && record.published_at !== null && Date.parse(record.published_at) <= Date.now();

export function PublishStatus({ record }: { record: Publishing }) {
  if (record.status === 'draft') return <span className="badge">Draft</span>;
  if (!isLive(record)) return <span className="badge badge-warning">Scheduled {formatDate(record.published_at)}</span>;
  return <span className="badge badge-success">Published</span>;
}

/** Status and publish date, bound to the form's `status` and `published_at`. */
export function PublishingFields({ form, noun }: { form: Form<{ status: string; published_at: string }>; noun: string }) {
  return (
    <fieldset className="fieldset">
      <legend>Publishing</legend>
      <div className="form-grid">
        <SelectField label="Status" options={statuses} {...form.text('status')} />
        <TextField label="Publish date" type="datetime-local" hint={`Empty: now, when you publish. A later date publishes the ${noun} then.`} {...form.text('published_at')} />
      </div>
    </fieldset>
  );
}

/** "View on the site" for a live record, "Preview" for a draft or a scheduled one (only admins see drafts there). */
export function SiteLink({ record, path }: { record: Publishing; path: string }) {
  const live = isLive(record);
  return (
    <Link to={live ? path : `${path}?preview=1`} className="btn btn-ghost">
      {live ? 'View on the site' : 'Preview'}
    </Link>
  );
}
