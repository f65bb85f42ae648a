import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { GallerySummary } from '../../../shared/content';
import { GalleryCard } from '../../components/content/cards';
import { HeaderBanner } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).galleries();
}

export const meta = () => ({ title: 'Galleries', description: 'Campus visits, pre-departure briefings and graduation days: moments from our students’ journeys.' });

export default function Galleries() {
  const galleries = useLoaderData() as GallerySummary[];
  return (
    <>
      <HeaderBanner image="galleries.svg" title="Galleries" subtitle="Moments from our students’ journeys." />
      <div className="container section">
        {galleries.length === 0 ? (
          <p className="muted">No galleries yet.</p>
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
