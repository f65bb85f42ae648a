import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Service } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import type { Paged } from '../../../shared/types';
import { confirmDelete } from '../../components/admin/actions';
import { OrderedList } from '../../components/admin/OrderedList';
import { AdminPage } from '../../components/AdminPage';
import { ServiceIcon } from '../../components/service-icons';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminList('services', { sort: 'position', per_page: '100' });
}

export default function Services() {
  const data = useLoaderData() as Paged<Service>;
  const revalidator = useRevalidator();
  return (
    <AdminPage
      title="Services"
      intro="The services listed for students and for institutions. Drag them into the order they should appear in."
      actions={
        <Link to={paths.adminServiceAdd()} className="btn btn-primary">
          Add service
        </Link>
      }
    >
      <Card>
        <OrderedList
          items={data.results}
          orderUrl="/api/admin/services/order"
          label="Services"
          getLabel={(s) => s.name}
          empty="No services yet."
          renderItem={(service) => (
            <div className="ordered-row">
              <span className="service-icon small" aria-hidden="true">
                <ServiceIcon name={service.icon} width={20} height={20} />
              </span>
              <span className="ordered-main">
                <Link to={paths.adminService(service.id)}>{service.name}</Link>
                <span className="muted"> · {service.audience === 'students' ? 'Students' : 'Institutions'}</span>
              </span>
              <button
                type="button"
                className="btn btn-small btn-ghost"
                onClick={() => void confirmDelete(`service “${service.name}”`, `/api/admin/services/${service.id}`).then((done) => {
                  if (done) void revalidator.revalidate();
                })}
              >
                Delete
              </button>
            </div>
          )}
        />
      </Card>
    </AdminPage>
  );
}
