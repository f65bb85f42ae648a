// The editor for a study country's required documents: a kind and a note per row, in the order students see them.
import { useRef } from 'react';
import { DOCUMENT_KINDS, kindLabel, kindNoun } from '../../../shared/documents';
import type { RequiredDocument } from '../../../shared/study';
import type { FieldErrors } from '../../../shared/errors';
import { SelectField, TextField } from '../form';
import { SortableList } from './SortableList';

type Row = RequiredDocument & { key: number };

export function RequiredDocumentsEditor({
  value,
  onChange,
  errors,
}: {
  value: RequiredDocument[];
  onChange: (next: RequiredDocument[]) => void;
  /** The form's errors; rows read theirs as required_documents.<index>.<field>. */
  errors: FieldErrors;
}) {
  // Stable row keys for React and the sortable list, kept beside the values the form holds.
  const keys = useRef<number[]>([]);
  const nextKey = useRef(1);
  while (keys.current.length < value.length) keys.current.push(nextKey.current++);
  keys.current.length = value.length;
  const rows: Row[] = value.map((doc, index) => ({ ...doc, key: keys.current[index]! }));

  const emit = (next: Row[]) => {
    keys.current = next.map((r) => r.key);
    onChange(next.map(({ kind, note }) => ({ kind, note })));
  };
  const unused = DOCUMENT_KINDS.filter((k) => !value.some((d) => d.kind === k.value));
  const listError = errors.required_documents?.[0];

  return (
    <fieldset className="fieldset fieldset-section required-docs-editor">
      <legend>Required documents</legend>
      <p className="field-hint">The list on the country’s page and in the checklist of every student who picks this destination.</p>
      {rows.length === 0 ? (
        <p className="muted">No documents listed yet.</p>
      ) : (
        <SortableList
          items={rows}
          getKey={(r) => r.key}
          getLabel={(r) => kindLabel(r.kind)}
          label="Required documents, in order"
          onReorder={emit}
          renderItem={(row, index) => (
            <div className="required-doc-row">
              <SelectField
                label="Document"
                name={`required_documents.${index}.kind`}
                options={DOCUMENT_KINDS.filter((k) => k.value === row.kind || unused.includes(k))}
                value={row.kind}
                error={errors[`required_documents.${index}.kind`]?.[0]}
                onChange={(e) => emit(rows.map((r) => (r.key === row.key ? { ...r, kind: e.target.value as Row['kind'] } : r)))}
              />
              <TextField
                label="Note for students"
                name={`required_documents.${index}.note`}
                value={row.note}
                maxLength={300}
                error={errors[`required_documents.${index}.note`]?.[0]}
                onChange={(e) => emit(rows.map((r) => (r.key === row.key ? { ...r, note: e.target.value } : r)))}
              />
              <button type="button" className="btn btn-small btn-ghost" aria-label={`Remove ${kindNoun(row.kind)}`} onClick={() => emit(rows.filter((r) => r.key !== row.key))}>
                Remove
              </button>
            </div>
          )}
        />
      )}
      {listError && <p className="field-error">{listError}</p>}
      {unused.length > 0 && (
        <button type="button" className="btn btn-small btn-ghost" onClick={() => emit([...rows, { key: nextKey.current++, kind: unused[0]!.value, note: '' }])}>
          Add a document
        </button>
      )}
    </fieldset>
  );
}
