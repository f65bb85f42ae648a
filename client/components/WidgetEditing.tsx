// An admin's links on a widget (components/Widget.tsx): edit it, or create one where it is missing. A module of its
// own because they need the portal's addresses (shared/portal-paths.ts), which a visitor's first load does not carry:
// components/widget-editing.ts says how it is fetched. In English, like the staff's screens.
import { portalPaths } from '../../shared/portal-paths';
import { Link } from './Link';

export function CreateWidgetLink({ name }: { name: string }) {
  return <Link to={`${portalPaths.adminWidgetAdd()}?name=${encodeURIComponent(name)}`}>{`Create widget ${name}`}</Link>;
}

export function EditWidgetLink({ name, id }: { name: string; id: number }) {
  return (
    <Link className="widget-edit" to={portalPaths.adminWidget(id)} aria-label={`Edit widget ${name}`}>
      Edit
    </Link>
  );
}
