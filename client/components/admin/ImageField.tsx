// One image for a record (a blog header, a testimonial photo, a service header): the current image, a real file
// input behind an "Upload image" / "Replace image" button, and "Remove". The file goes to POST /api/admin/images
// with upload progress; the ImageRef the server answers becomes the value.
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import type { ImageRef } from '../../../shared/images';
import { apiUrl, HttpError, uploadFile } from '../../lib/http';
import { Picture } from '../Picture';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const ACCEPTED_TYPES = new Set(IMAGE_ACCEPT.split(','));

function uploadErrorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.field('file') ?? error.body?.message ?? `The upload failed (${error.status}). Please try again.`;
  return error instanceof Error ? error.message : 'The upload failed. Please try again.';
}

function Glyph({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

export function ImageField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  const inputId = `${id}-file`;
  const hintId = hint ? `${id}-hint` : undefined;
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [over, setOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const shownError = uploadError ?? error;
  const errorId = shownError ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const busy = upload !== null;
  const percent = upload ? Math.round(upload.progress * 100) : 0;

  async function start(file: File) {
    if (busy) return;
    setStatus('');
    // Some systems report no type for newer formats (AVIF): the extension decides then; the server checks the bytes.
    if (!(ACCEPTED_TYPES.has(file.type) || (file.type === '' && /\.(jpe?g|png|webp|gif|avif)$/i.test(file.name)))) {
      setUploadError('Choose a JPEG, PNG, WebP, GIF or AVIF image.');
      return;
    }
    setUploadError(null);
    setUpload({ name: file.name, progress: 0 });
    try {
      const image = await uploadFile<ImageRef>(apiUrl('uploadImage'), file, {}, (progress) => {
        if (mounted.current) setUpload({ name: file.name, progress });
      });
      if (!mounted.current) return;
      setStatus('Image uploaded.');
      onChange(image);
    } catch (e) {
      if (mounted.current) setUploadError(uploadErrorMessage(e));
    } finally {
      if (mounted.current) setUpload(null);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void start(file);
  }

  return (
    <fieldset className={shownError ? 'field fieldset image-field has-error' : 'field fieldset image-field'}>
      <legend>{label}</legend>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="image-field-body">
        <div
          className={`image-field-preview${over ? ' is-over' : ''}${busy ? ' is-busy' : ''}`}
          onDragOver={(event) => {
            if (busy || !Array.from(event.dataTransfer.types).includes('Files')) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          {value ? (
            <Picture image={value} alt="Current image" sizes="(min-width: 640px) 280px, calc(100vw - 5rem)" fallbackWidth={480} className="image-field-picture" />
          ) : (
            <div className="image-field-empty">
              <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="m21 16-5-5-9 9" />
              </svg>
              <span>No image yet</span>
            </div>
          )}
        </div>
        <div className="image-field-side">
          <div className="image-field-actions">
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              className="visually-hidden image-field-input"
              accept={IMAGE_ACCEPT}
              disabled={busy}
              aria-describedby={describedBy}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void start(file);
              }}
            />
            <label htmlFor={inputId} className={`btn btn-small btn-primary image-field-choose${busy ? ' is-disabled' : ''}`}>
              <Glyph d="M12 15V4m-4.5 4.5L12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />
              {value ? 'Replace image' : 'Upload image'}
            </label>
            {value && (
              <button
                type="button"
                className="btn btn-small btn-ghost image-field-remove"
                disabled={busy}
                onClick={() => {
                  setUploadError(null);
                  setStatus('Image removed.');
                  onChange(null);
                  // The Remove button goes away with the image: keep the focus in the field.
                  inputRef.current?.focus();
                }}
              >
                <Glyph d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                Remove
              </button>
            )}
          </div>
          <p className="image-field-note">JPEG, PNG, WebP, GIF or AVIF. You can also drop a file on the preview.</p>
          {upload && (
            <div className="image-field-progress">
              <progress max={100} value={percent} aria-label={`Uploading ${upload.name}`}>
                {percent}%
              </progress>
              <span className="image-field-progress-text" aria-hidden="true">
                Uploading {upload.name}… {percent}%
              </span>
            </div>
          )}
          {shownError && (
            <p className="field-error" id={errorId} role={uploadError ? 'alert' : undefined}>
              {shownError}
            </p>
          )}
          <p className="visually-hidden" role="status">
            {status}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
