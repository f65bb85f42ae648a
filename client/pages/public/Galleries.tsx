import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { GallerySummary } from '../../../shared/content';
import { GalleryCard } from '../../components/content/cards';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { type I18n, useT } from '../../lib/i18n';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).galleries();
}

export const meta = (_data: unknown, t: I18n['t']) => ({ title: t('title.galleries'), description: t('galleries.description') });

export default function Galleries() {
  const t = useT();
  const galleries = useLoaderData() as GallerySummary[];
  return (
    <>
      <HeaderBanner image="galleries.svg" title={t('title.galleries')} subtitle={t('galleries.subtitle')} />
      <div className="container section">
        {galleries.length === 0 ? (
          <p className="muted">{t('galleries.empty')}</p>
        ) : (
          <ul className="gallery-grid">
            {galleries.map((gallery, index) => (
              <GalleryCard key={gallery.id} gallery={gallery} eager={index === 0} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
