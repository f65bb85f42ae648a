import { useCallback, useEffect, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Gallery, GalleryImage } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { gallerySchema } from '../../../shared/schemas/content';
import { confirmDelete } from '../../components/admin/actions';
import { OrderedList } from '../../components/admin/OrderedList';
import { AdminPage } from '../../components/AdminPage';
import { FilePicker } from '../../components/documents/FilePicker';
import { UploadList } from '../../components/documents/UploadList';
import { useUploads } from '../../components/documents/useUploads';
import { Checkbox, FormAlert, SubmitButton, TextField, useForm } from '../../components/form';
import { Picture } from '../../components/Picture';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { HttpError, http } from '../../lib/http';

export function loader({ params, context }: LoaderFunctionArgs): Promise<Gallery> | null {
  return params.id ? context.get(apiContext).adminRecord('galleries', params.id) : null;
}

export const meta = (data: unknown) => ({ title: data ? (data as Gallery).title : 'Add gallery' });

const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

function ImageRow({ gallery, item, onChanged }: { gallery: Gallery; item: GalleryImage; onChanged: () => void }) {
  const [caption, setCaption] = useState(item.caption);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setCaption(item.caption), [item.caption]);
  const base = `/api/admin/galleries/${gallery.id}/images/${item.id}`;

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
        className="gallery-admin-caption"
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => http.patch(base, { caption }), 'The caption has been saved.');
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
        <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={() => void act(() => http.post(`${base}/rotate`, { degrees: 90 }), 'The photo has been turned.')}>
          Rotate ↻
        </button>
        <button
          type="button"
          className="btn btn-small btn-danger"
          disabled={busy}
          onClick={() => void confirmDelete('this photo', base).then((done) => done && onChanged())}
        >
          Delete
        </button>
      </div>
    </div>
  );
}

export default function GalleryEdit() {
  const gallery = useLoaderData() as Gallery | null;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refresh = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const uploads = useUploads(IMAGE_MAX_BYTES, refresh);
  const form = useForm(gallerySchema, { title: gallery?.title ?? '', slug: gallery?.slug ?? '', description: gallery?.description ?? '', visible: gallery?.visible ?? true });

  return (
    <AdminPage
      title={gallery ? gallery.title : 'Add gallery'}
      intro={gallery ? 'Upload photos, write captions, drag them into order.' : 'Create the gallery first, then upload its photos.'}
      actions={
        gallery?.visible ? (
          <Link to={paths.gallery(gallery.slug)} className="btn btn-ghost">
            View on the site
          </Link>
        ) : undefined
      }
    >
      <div className="admin-stack">
        <Card title="Details">
          <form
            noValidate
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit(async (values) => {
                const saved = gallery ? await http.put<Gallery>(`/api/admin/galleries/${gallery.id}`, values) : await http.post<Gallery>('/api/admin/galleries', values);
                toast(gallery ? 'The gallery has been saved.' : 'The gallery has been created. Now add its photos.');
                await navigate(paths.adminGallery(saved.id), { replace: true });
              });
            }}
          >
            <FormAlert message={form.message} />
            <div className="form-grid">
              <TextField label="Title" name="title" required value={form.values.title} error={form.error('title')} onChange={(e) => form.set('title', e.target.value)} />
              <TextField label="Address" name="slug" hint="Empty: made from the title." value={form.values.slug} error={form.error('slug')} onChange={(e) => form.set('slug', e.target.value)} />
            </div>
            <TextField label="Description" name="description" value={form.values.description} error={form.error('description')} onChange={(e) => form.set('description', e.target.value)} />
            <Checkbox label="Show this gallery on the site" name="visible" checked={form.values.visible} onChange={(e) => form.set('visible', e.target.checked)} />
            <div className="form-actions">
              <SubmitButton busy={form.busy}>{gallery ? 'Save gallery' : 'Create gallery'}</SubmitButton>
              <Link to={paths.adminGalleries()}>Back to galleries</Link>
              {gallery && (
                <button
                  type="button"
                  className="btn btn-danger btn-small push-right"
                  onClick={() => void confirmDelete(`gallery “${gallery.title}” and its photos`, `/api/admin/galleries/${gallery.id}`).then((done) => done && navigate(paths.adminGalleries()))}
                >
                  Delete gallery
                </button>
              )}
            </div>
          </form>
        </Card>

        {gallery && (
          <Card title={`Photos (${gallery.images.length})`}>
            <FilePicker
              label="Upload photos"
              accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
              hint="JPEG, PNG, WebP, GIF or AVIF, up to 20 MB each. Location data is removed."
              onFiles={(files) => void uploads.start(`/api/admin/galleries/${gallery.id}/images`, files, {})}
            />
            <UploadList items={uploads.items} />
            <OrderedList
              items={gallery.images}
              orderUrl={`/api/admin/galleries/${gallery.id}/images/order`}
              label="Photos"
              getLabel={(i) => i.caption || `Photo ${i.position}`}
              empty="No photos yet."
              renderItem={(item) => <ImageRow gallery={gallery} item={item} onChanged={refresh} />}
            />
          </Card>
        )}
      </div>
    </AdminPage>
  );
}
