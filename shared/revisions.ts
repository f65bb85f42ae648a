// Revisions: the last saves of a post, service, study country or widget, each a snapshot of the record's form, and
// how two snapshots differ field by field (decision 0035).

import type * as z from 'zod';
import type { revisionSchema, revisionsSchema } from './schemas/content.answers';

/** How many saves of a record are kept; older ones are pruned. */
export const REVISIONS_KEPT = 20;

export type Snapshot = Record<string, unknown>;

/** One save, as GET /api/admin/<kind>/<id>/revisions answers it (newest first; shared/schemas/content.answers.ts). */
export type Revision = z.infer<typeof revisionSchema>;

/** The saves, and the record as it is now in the same shape. */
export type Revisions = z.infer<typeof revisionsSchema>;

/** A field that differs: text (compared word by word) or another value (shown before and after). */
export type FieldChange = { field: string; kind: 'text'; before: string; after: string } | { field: string; kind: 'value'; before: unknown; after: unknown };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose values differ between `before` and `after`, in the order of `after`'s fields (then `before`'s). */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChange[] {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    const a = before[field];
    const b = after[field];
    if (same(a, b)) continue;
    const isText = (v: unknown) => typeof v === 'string' || v === null || v === undefined;
    if (isText(a) && isText(b)) out.push({ field, kind: 'text', before: (a as string | null) ?? '', after: (b as string | null) ?? '' });
    else out.push({ field, kind: 'value', before: a ?? null, after: b ?? null });
  }
  return out;
}

/** A field's name for people: "published_at" → "Published at", "header_image_id" → "Header image". */
export const fieldLabel = (field: string): string => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
