// A named block of page content staff edit. Rendered on the server with the page; admins see an edit button,
// and a "Create widget" link where one is missing (in English, like the staff's screens). Its HTML was cleaned when it
// was saved.
import type { Widget as WidgetData } from '../../shared/content';
import { useSession } from '../lib/context';
import { ContentLanguage } from './content/ContentLanguage';
import { widgetEditing } from './widget-editing';
import { usePreloaded } from '../lib/preload';

export function Widget({ name, widget, className }: { name: string; widget: WidgetData | null | undefined; className?: string }) {
  const { user } = useSession();
  // The admin's links, once their module is here (widget-editing.ts); for anyone else nothing, and nothing fetched.
  const editing = usePreloaded(widgetEditing, user?.role === 'admin', 'the widget links');
  if (!widget) {
    return editing ? (
      <p className="widget-missing">
        <editing.CreateWidgetLink name={name} />
      </p>
    ) : null;
  }
  return (
    <div className={`widget${className ? ` ${className}` : ''}`} data-widget={name}>
      {editing && <editing.EditWidgetLink name={name} id={widget.id} />}
      <ContentLanguage record={widget}>
        {/* data-content: text from the CMS, not the interface (test/ssr/localised-pages.test.ts leaves it out). */}
        <div className="widget-body prose" data-content="" dangerouslySetInnerHTML={{ __html: widget.html }} />
      </ContentLanguage>
    </div>
  );
}
