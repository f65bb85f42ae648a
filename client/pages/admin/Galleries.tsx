import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { GallerySummary } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { OrderedList } from '../../components/admin/OrderedList';
import { AdminPage } from '../../components/AdminPage';
import { Picture } from '../../components/Picture';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminList('galleries', { sort: 'position', per_page: '100' });
}

export default function Galleries() {
  const data = useLoaderData() as Paged<GallerySummary>;
  return (
    <AdminPage
      title="Galleries"
      intro="Photo galleries on the public site; the first one with photos fills the home page slider. Drag to change the order."
      actions={
        <Link to={paths.adminGalleryAdd()} className="btn btn-primary">
          Add gallery
        </Link>
      }
    >
      <Card>
        <OrderedList
          items={data.results}
          orderUrl="/api/admin/galleries/order"
          label="Galleries"
          getLabel={(g) => g.title}
          empty="No galleries yet."
          renderItem={(g) => (
            <div className="ordered-row">
              {g.cover ? <Picture image={g.cover} alt="" sizes="64px" className="ordered-thumb" fallbackWidth={320} /> : <span className="ordered-thumb" />}
              <span className="ordered-main">
                <Link to={paths.adminGallery(g.id)}>{g.title}</Link>
                <span className="muted">
                  {' '}
                  · {g.image_count} {g.image_count === 1 ? 'photo' : 'photos'}
                  {!g.visible && ' · hidden'}
                </span>
              </span>
            </div>
          )}
        />
      </Card>
    </AdminPage>
  );
}
