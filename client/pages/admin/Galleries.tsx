import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { GallerySummary } from '../../../shared/content';
import { paths } from '../../../shared/paths';
import { portalPaths } from '../../../shared/portal-paths';
import { galleries as shared } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import { adminResource, loadList, type OrderedRow, ResourceList } from '../../components/admin/resource';
import { Picture } from '../../components/Picture';

export const galleries = adminResource(shared, {
  title: 'Galleries',
  back: 'Back to galleries',
  paths: { list: portalPaths.adminGalleries, add: portalPaths.adminGalleryAdd, one: portalPaths.adminGallery },
  deleteWhat: (title) => `gallery “${title}” and its photos`,
  site: (g) => paths.gallery(g.slug),
});

export const loader = (args: LoaderFunctionArgs) => loadList(galleries, args);

const row: OrderedRow<GallerySummary> = {
  noDelete: true,
  lead: (g) => (g.cover ? <Picture image={g.cover} alt="" sizes="64px" className="ordered-thumb" fallbackWidth={320} /> : <span className="ordered-thumb" />),
  detail: (g) => (
    <span className="muted">
      {' '}
      · {g.image_count} {g.image_count === 1 ? 'photo' : 'photos'}
      {!g.visible && ' · hidden'}
    </span>
  ),
};

export default function Galleries() {
  return <ResourceList resource={galleries} data={useLoaderData() as Paged<GallerySummary>} intro="Photo galleries on the public site; the first one with photos fills the home page slider. Drag to change the order." row={row} />;
}
