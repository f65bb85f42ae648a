import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Service } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { portalPaths } from '../../../shared/portal-paths';
import { services as shared } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import { adminResource, loadList, type OrderedRow, ResourceList } from '../../components/admin/resource';
import { ServiceIcon } from '../../components/service-icons';

export const services = adminResource(shared, { title: 'Services', back: 'Back to services', paths: { list: portalPaths.adminServices, add: portalPaths.adminServiceAdd, one: portalPaths.adminService }, site: (s) => (s.audience === 'institutions' ? paths.servicesInstitutions() : paths.servicesStudents()) });

export const loader = (args: LoaderFunctionArgs) => loadList(services, args);

const row: OrderedRow<Service> = {
  lead: (service) => (
    <span className="service-icon small" aria-hidden="true">
      <ServiceIcon name={service.icon} width={20} height={20} />
    </span>
  ),
  detail: (service) => <span className="muted"> · {service.audience === 'students' ? 'Students' : 'Institutions'}</span>,
};

export default function Services() {
  return <ResourceList resource={services} data={useLoaderData() as Paged<Service>} intro="The services listed for students and for institutions. Drag them into the order they should appear in." row={row} />;
}
