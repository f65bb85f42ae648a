import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Testimonial } from '../../../shared/content';
import { portalPaths } from '../../../shared/portal-paths';
import { testimonials as shared } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import { adminResource, loadList, type OrderedRow, ResourceList } from '../../components/admin/resource';
import { Picture } from '../../components/Picture';

export const testimonials = adminResource(shared, {
  title: 'Testimonials',
  back: 'Back to testimonials',
  paths: { list: portalPaths.adminTestimonials, add: portalPaths.adminTestimonialAdd, one: portalPaths.adminTestimonial },
  adds: true,
  heading: (name) => `Testimonial by ${name}`,
  deleteWhat: (name) => `testimonial by ${name}`,
});

export const loader = (args: LoaderFunctionArgs) => loadList(testimonials, args);

const row: OrderedRow<Testimonial> = {
  lead: (t) => (t.photo ? <Picture image={t.photo} alt="" sizes="40px" className="ordered-thumb round" fallbackWidth={320} /> : <span className="ordered-thumb round" />),
  detail: (t) => <span className="muted"> · {[t.course, t.institution].filter(Boolean).join(', ')}</span>,
};

export default function Testimonials() {
  return <ResourceList resource={testimonials} data={useLoaderData() as Paged<Testimonial>} intro="What students say about us. The first three appear on the home page; drag to change the order." row={row} />;
}
