// Widgets: named pieces of page content staff edit (rich HTML, or an image with a link and alt text).
import type { AdminWidget, Widget } from '../../../shared/content';
import { WIDGET_PLACES } from '../../../shared/content';
import { defaultImageUrl } from '../../../shared/images';
import { widgetListQuery, widgets as widgetsResource } from '../../../shared/resources';
import type { Db } from '../../db/knex';
import { fail, parseInput } from '../../lib/errors';
import { cleanHtml } from '../../lib/sanitize';
import { languageOf, localizeRow } from '../../lib/translations';
import type { LocaleCode } from '../../../shared/i18n/locales';
import { imageRefs, type ImagesService, refOf } from '../images/images.service';
import { adminCalls, createResource } from './resource';

interface WidgetRow {
  id: number;
  name: string;
  title: string;
  kind: 'html' | 'image';
  html: string;
  image_id: number | null;
  link_url: string | null;
  alt: string | null;
  created_at: string;
  updated_at: string;
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');


export function createWidgetsService(deps: { db: Db; images: ImagesService }) {
  const { db, images } = deps;
  const resource = createResource(db, {
    table: 'widgets',
    resource: widgetsResource,
    search: ['name', 'title', 'html'],
    sorts: { name: { column: 'name', text: true }, title: { column: 'title', text: true }, updated_at: { column: 'updated_at' } },
    async toOut(rows: WidgetRow[]): Promise<AdminWidget[]> {
      const refs = await imageRefs(db, rows.map((r) => r.image_id));
      return rows.map((r) => ({
        id: Number(r.id),
        name: r.name,
        title: r.title,
        kind: r.kind,
        html: r.html,
        image: refOf(refs, r.image_id),
        link_url: r.link_url,
        alt: r.alt,
        updated_at: r.updated_at,
        pages: WIDGET_PLACES[r.name] ?? [],
        ...languageOf(r),
      }));
    },
  });

  /** What the page shows: cleaned HTML, or for an image widget the picture (linked when it has a link). */
  async function toRow(input: unknown): Promise<Partial<WidgetRow>> {
    const values = parseInput(widgetsResource.schema, input);
    let html = cleanHtml(values.html);
    if (values.kind === 'image') {
      const image = await images.require(values.image_id);
      if (!image) throw fail.field('image_id', 'Upload the image.');
      const img = `<img src="${escapeAttr(defaultImageUrl(image))}" alt="${escapeAttr(values.alt ?? '')}" width="${image.width}" height="${image.height}" loading="lazy">`;
      html = values.link_url ? `<a href="${escapeAttr(values.link_url)}">${img}</a>` : img;
    }
    return { name: values.name, title: values.title, kind: values.kind, html, image_id: values.kind === 'image' ? values.image_id : null, link_url: values.link_url, alt: values.alt };
  }

  const publicOf = (w: AdminWidget): Widget => ({ id: w.id, name: w.name, html: w.html, locale: w.locale, fallback: w.fallback });

  /** A widget as visitors of `locale` read it. */
  const visitorsOf = (row: WidgetRow, locale: LocaleCode): Widget => {
    const shown = localizeRow(row, widgetsResource.translatable, locale);
    return { id: Number(shown.id), name: shown.name, html: shown.html, ...languageOf(shown) };
  };

  return {
    async byName(name: string, locale: LocaleCode): Promise<Widget> {
      const row = await db<WidgetRow>('widgets').where({ name }).first();
      if (!row) throw fail.notFound('No such widget.');
      return visitorsOf(row as WidgetRow, locale);
    },

    /** Several widgets at once, for a page, in `locale`; missing names map to null. */
    async byNames(names: string[], locale: LocaleCode): Promise<Record<string, Widget | null>> {
      const wanted = [...new Set(names)].slice(0, 50);
      const rows = (wanted.length ? await db<WidgetRow>('widgets').whereIn('name', wanted) : []) as WidgetRow[];
      const out: Record<string, Widget | null> = Object.fromEntries(wanted.map((n) => [n, null]));
      for (const row of rows) out[row.name] = visitorsOf(row, locale);
      return out;
    },

    publicOf,

    admin: {
      ...adminCalls(resource, widgetListQuery, toRow),
    },
  };
}

export type WidgetsService = ReturnType<typeof createWidgetsService>;
