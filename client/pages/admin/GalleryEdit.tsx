import { useCallback, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import type { Gallery, GalleryImage } from '../../../shared/content';
import { confirmDelete } from '../../components/admin/actions';
import { loadRecord, recordMeta, ResourceEditor, useResourceForm } from '../../components/admin/resource';
import { OrderedList } from '../../components/admin/OrderedList';
import { FilePicker } from '../../components/documents/FilePicker';
import { UploadList } from '../../components/documents/UploadList';
import { useUploads } from '../../components/documents/useUploads';
import { Checkbox, FormAlert, TextField } from '../../components/form';
import { Picture } from '../../components/Picture';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { api, apiUrl, HttpError } from '../../lib/http';
import { galleries } from './Galleries';

export const loader = (args: LoaderFunctionArgs) => loadRecord(galleries, args);

export const meta = (data: unknown) => recordMeta(galleries, data as Gallery | null);

const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

function ImageRow({ gallery, item, onChanged }: { gallery: Gallery; item: GalleryImage; onChanged: () => void }) {
  const [caption, setCaption] = useState(item.caption);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCaption(item.caption), [item.caption]);
  const image = { id: gallery.id, imageId: item.id };

  async function act(work: () => Promise<unknown>, message: string) {
    setBusy(true);
    setError(null);
    try {
      await work();
      toast(message);
      onChanged();
    } catch (e) {
      setError(e instanceof HttpError ? (e.field('caption') ?? e.body?.message ?? 'That did not work.') : 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ordered-row gallery-admin-row">
      <Picture image={item.image} alt={item.caption || `Photo ${item.position}`} sizes="120px" className="gallery-admin-thumb" fallbackWidth={320} />
      <form
        method="post"
        className="gallery-admin-caption"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => api.updateGalleryImage(image, { caption }), 'The caption has been saved.');
        }}
      >
        <label htmlFor={`caption-${item.id}`} className="visually-hidden">
          Caption of photo {item.position}
        </label>
        <input id={`caption-${item.id}`} className="input" value={caption} maxLength={300} placeholder="Caption" onChange={(e) => setCaption(e.target.value)} />
        <button type="submit" className="btn btn-small btn-ghost" disabled={busy || caption === item.caption}>
          Save caption
        </button>
        <FormAlert message={error} />
      </form>
      <div className="gallery-admin-actions">
        <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void act(() => api.rotateGalleryImage(image, { degrees: 90 }), 'The photo has been turned.')}>
          Rotate ↻
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          disabled={busy}
          onClick={() => void confirmDelete('this photo', () => api.removeGalleryImage(image)).then((done) => done && onChanged())}
        >
          Delete
        </button>
      </div>
    </div>
  );
}

export default function GalleryEdit() {
  const gallery = useLoaderData() as Gallery | null;
  const revalidator = useRevalidator();
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const uploads = useUploads(IMAGE_MAX_BYTES, refresh);
  const form = useResourceForm(galleries, gallery);
  const photos = gallery && (
    <Card title={`Photos (${gallery.images.length})`}>
      <FilePicker
        label="Upload photos"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each. Location data is removed."
        onFiles={(files) => void uploads.start(apiUrl('addGalleryImage', { id: gallery.id }), files, {})}
      />
      <UploadList items={uploads.items} />
      <OrderedList
        items={gallery.images}
        saveOrder={(ids) => api.reorderGalleryImages({ id: gallery.id }, { ids })}
        label="Photos"
        getLabel={(i) => i.caption || `Photo ${i.position}`}
        empty="No photos yet."
        renderItem={(item) => <ImageRow gallery={gallery} item={item} onChanged={refresh} />}
      />
    </Card>
  );

  return (
    <ResourceEditor
      resource={galleries}
      record={gallery}
      form={form}
      intro={gallery ? 'Upload photos, write captions, drag them into order.' : 'Create the gallery first, then upload its photos.'}
      created="The gallery has been created. Now add its photos."
      card="Details"
      more={photos}
      deleteText="Delete gallery"
    >
      <div className="form-grid">
        <TextField label="Title" required {...form.text('title')} />
        <TextField label="Address" hint="Empty: made from the title." {...form.text('slug')} />
      </div>
      <TextField label="Description" {...form.text('description')} />
      <Checkbox label="Show this gallery on the site" {...form.check('visible')} />
    </ResourceEditor>
  );
}
