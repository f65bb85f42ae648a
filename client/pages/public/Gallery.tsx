import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Gallery as GalleryData } from '../../../shared/content';
import { defaultImageUrl } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { GalleryView } from '../../components/gallery/GalleryView';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { movedIfRenamed, previewAsked, previewQuery } from '../../lib/preview';
import { type I18n, useT } from '../../lib/i18n';

export const query = previewQuery;

export async function loader({ params, request, context }: LoaderFunctionArgs): Promise<GalleryData> {
  const preview = previewAsked(request);
  const gallery = await context.get(apiContext).gallery(params.slug ?? '', preview);
  // An old address (or the id) of the gallery: moved permanently to its address.
  movedIfRenamed(params.slug, gallery.slug, paths.gallery(gallery.slug), preview);
  return gallery;
}

export const meta = (data: unknown, t: I18n['t']) => {
  const gallery = data as GalleryData;
  return {
    title: gallery.title,
    description: gallery.description || t('gallery.photosOf', { title: gallery.title }),
    ...(gallery.images[0] ? { image: defaultImageUrl(gallery.images[0].image) } : {}),
  };
};

export default function Gallery() {
  const t = useT();
  const gallery = useLoaderData() as GalleryData;
  return (
    <>
      <HeaderBanner image="galleries.svg" title={gallery.title} subtitle={gallery.description} />
      <div className="container section">
        {gallery.images.length === 0 ? (
          <p className="muted">{t('gallery.empty')}</p>
        ) : (
          <GalleryView id={gallery.id} title={gallery.title} images={gallery.images.map((i) => ({ id: i.id, image: i.image, caption: i.caption }))} eager />
        )}
        <p className="section-more">
          <Link to={paths.galleries()}>{t('gallery.all')}</Link>
        </p>
      </div>
    </>
  );
}
