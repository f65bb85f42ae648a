import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Testimonial } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { confirmDelete } from '../../components/admin/actions';
import { OrderedList } from '../../components/admin/OrderedList';
import { AdminPage } from '../../components/AdminPage';
import { Picture } from '../../components/Picture';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminList('testimonials', { sort: 'position', per_page: '100' });
}

export default function Testimonials() {
  const data = useLoaderData() as Paged<Testimonial>;
  const revalidator = useRevalidator();
  return (
    <AdminPage
      title="Testimonials"
      intro="What students say about us. The first three appear on the home page; drag to change the order."
      actions={
        <Link to={paths.adminTestimonialAdd()} className="btn btn-primary">
          Add testimonial
        </Link>
      }
    >
      <Card>
        <OrderedList
          items={data.results}
          orderUrl="/api/admin/testimonials/order"
          label="Testimonials"
          getLabel={(t) => t.name}
          empty="No testimonials yet."
          renderItem={(t) => (
            <div className="ordered-row">
              {t.photo ? <Picture image={t.photo} alt="" sizes="40px" className="ordered-thumb round" fallbackWidth={320} /> : <span className="ordered-thumb round" />}
              <span className="ordered-main">
                <Link to={paths.adminTestimonial(t.id)}>{t.name}</Link>
                <span className="muted"> · {[t.course, t.institution].filter(Boolean).join(', ')}</span>
              </span>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => void confirmDelete(`testimonial by ${t.name}`, `/api/admin/testimonials/${t.id}`).then((done) => {
                  if (done) void revalidator.revalidate();
                })}>
                Delete
              </button>
            </div>
          )}
        />
      </Card>
    </AdminPage>
  );
}
