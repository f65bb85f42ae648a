// A named block of page content staff edit. Rendered on the server with the page; admins see an edit button,
// and a "Create widget" link where one is missing (in English, like the staff's screens). Its HTML was cleaned when it
// was saved.
import { Link } from './Link';
import type { Widget as WidgetData } from '../../shared/content';
import { paths } from '../../shared/paths';
import { useSession } from '../lib/context';
import { ContentLanguage } from './content/ContentLanguage';

export function Widget({ name, widget, className }: { name: string; widget: WidgetData | null | undefined; className?: string }) {
  const { user } = useSession();
  const admin = user?.role === 'admin';
  if (!widget) {
    return admin ? (
      <p className="widget-missing">
        <Link to={`${paths.adminWidgetAdd()}?name=${encodeURIComponent(name)}`}>{`Create widget ${name}`}</Link>
      </p>
    ) : null;
  }
  return (
    <div className={`widget${className ? ` ${className}` : ''}`} data-widget={name}>
      {admin && (
        // eslint-disable-next-line no-restricted-syntax -- for admins only: the staff's screens and tools are in English
        <Link className="widget-edit" to={paths.adminWidget(widget.id)} aria-label={`Edit widget ${name}`}>
          Edit
        </Link>
      )}
      <ContentLanguage record={widget}>
        {/* data-content: text from the CMS, not the interface (test/ssr/localised-pages.test.ts leaves it out). */}
        <div className="widget-body prose" data-content="" dangerouslySetInnerHTML={{ __html: widget.html }} />
      </ContentLanguage>
    </div>
  );
}
