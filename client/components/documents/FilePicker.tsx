// Pick or drop files: a real file input (keyboard and screen readers use it) inside a drop zone.
import { type DragEvent, useId, useState } from 'react';
import { useT } from '../../lib/i18n';

export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.docx,application/pdf,image/jpeg,image/png,image/webp,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function FilePicker({
  onFiles,
  disabled,
  label,
  hint,
  multiple = true,
  accept = ACCEPT,
}: {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  label: string;
  hint?: string;
  multiple?: boolean;
  accept?: string;
}) {
  const id = useId();
  const t = useT();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length) onFiles(Array.from(event.dataTransfer.files));
  };
  return (
    <div
      className={`dropzone${over ? ' is-over' : ''}${disabled ? ' is-disabled' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input
        id={id}
        type="file"
        className="dropzone-input"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <label htmlFor={id} className="dropzone-label">
        <strong>{label}</strong>
        <span>{t('docs.dragDrop')}</span>
      </label>
      {hint && (
        <p className="dropzone-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}
