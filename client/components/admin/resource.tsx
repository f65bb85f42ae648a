// An admin resource's screens from its description (decision 0027): what both sides know of it (shared/resources.ts)
// plus its pages and headings drive one editor (save, toast, navigate, delete, back link) and one list (a paged
// table, or a list put in order by dragging). Each resource's pages bring only their own fields and columns.
import { useEffect, useState, type ReactNode } from 'react';
import { type LoaderFunctionArgs, useNavigate, useRevalidator } from 'react-router-dom';
import { capitalize } from '../../../shared/format';
import type { AdminListTypes, AdminRecordTypes } from '../../../shared/api-client';
import type { ImageRef } from '../../../shared/images';
import { isPositioned, type ResourceDescription, type ResourceKey } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import { apiContext } from '../../lib/context';
import { AdminPage } from '../AdminPage';
import { type Form, SubmitButton, SubmitForm, useForm } from '../form';
import { Link } from '../Link';
import { toast } from '../Toast';
import { Card } from '../ui';
import type { Publishing } from '../../../shared/content';
import { confirmDelete } from './actions';
import { type Column, DataTable, type Filter } from './DataTable';
import { resourceCall } from './operations';
import { OrderedList } from './OrderedList';
import { fromLocalInput, PublishingFields, PublishStatus, isLive, SiteLink, toLocalInput } from './publishing';
import { RevisionsCard } from './revisions';
import { type Translated, TranslationBadges, TranslationsSection, useTranslationEdits } from './translations';

type Values = Record<string, unknown>;

export interface AdminResource<K extends ResourceKey, V extends Values> extends ResourceDescription<K, ResourceDescription['schema'], V> {
  /** The list's heading. */
  title: string;
  /** The editor's link back to the list. */
  back: string;
  /** Its admin pages: the list, a new record, one record. */
  paths: { list: () => string; add: () => string; one: (id: number) => string };
  /** New records are added ("Add testimonial"), not created ("Create post"). */
  adds?: boolean;
  /** The direction its table lists in when the address names none. */
  defaultDir?: 'asc' | 'desc';
  /** The editor's heading of a record, from its name (the name itself by default), and the page title's if not that. */
  heading?: (name: string) => string;
  pageTitle?: (name: string) => string;
  /** How a confirm dialog names a record: "<one> “<name>”" by default. */
  deleteWhat?: (name: string) => string;
  /** A record's page on the site: a resource with `publishing` links it ("View on the site", or "Preview" for a draft). */
  site?(record: AdminRecordTypes[K]): string;
}

/** A resource's screens: its shared description and what only the admin pages need. */
export const adminResource = <K extends ResourceKey, V extends Values>(shared: ResourceDescription<K, ResourceDescription['schema'], V>, screens: Omit<AdminResource<K, V>, keyof ResourceDescription>): AdminResource<K, V> => ({ ...shared, ...screens });

type Resource<K extends ResourceKey> = AdminResource<K, Values>;

/** The name a record is known by. */
const nameOf = (resource: Resource<ResourceKey>, record: object) => String(fieldOf(record, resource.nameField));
/** A record's field by its name (the description names fields as strings). */
const fieldOf = (record: object, key: string): unknown => (record as Values)[key];
const addTitle = (resource: Resource<ResourceKey>) => `Add ${resource.names[0]}`;
const headingOf = (resource: Resource<ResourceKey>, record: object) => (resource.heading ?? String)(nameOf(resource, record));

/** The record an editor opens (none on its "add" address). */
export function loadRecord<K extends ResourceKey>(resource: Resource<K>, { params, context }: Pick<LoaderFunctionArgs, 'params' | 'context'>): Promise<AdminRecordTypes[K]> | null {
  return params.id ? context.get(apiContext).adminRecord(resource.api, params.id) : null;
}

/** A list page's records: a table's page as the address asks, or every record of a list in display order. */
export function loadList<K extends ResourceKey>(resource: Resource<K>, { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>): Promise<Paged<AdminListTypes[K]>> {
  const asked = isPositioned(resource) ? { per_page: '100' } : Object.fromEntries(new URL(request.url).searchParams);
  return context.get(apiContext).adminList(resource.api, { sort: resource.sorts[0], dir: resource.defaultDir ?? 'asc', ...asked });
}

/** An editor's page title. */
export const recordMeta = (resource: Resource<ResourceKey>, record: object | null) => ({ title: record ? (resource.pageTitle ?? resource.heading ?? String)(nameOf(resource, record)) : addTitle(resource) });

/** The form of an editor: a new record's defaults (with `defaults`), or the record's same-named fields and `values`. */
export function useResourceForm<K extends ResourceKey, V extends Values>(resource: AdminResource<K, V>, record: AdminRecordTypes[K] | null, values: (record: AdminRecordTypes[K]) => Partial<V> = () => ({}), defaults: Partial<V> = {}) {
  const fromRecord = (r: AdminRecordTypes[K]) => {
    const same = Object.fromEntries(Object.entries(resource.defaults).map(([key, value]) => [key, fieldOf(r, key) ?? value])) as V;
    // The publish date in the browser's own time, as the date-time input shows it.
    const published = resource.publishing ? { published_at: toLocalInput(fieldOf(r, 'published_at') as string | null) } : {};
    return { ...same, ...published, ...values(r) };
  };
  const form = useForm<V>(resource.schema, record ? fromRecord(record) : { ...resource.defaults, ...defaults });
  // A record saved or restored elsewhere (a revision) comes back through the loader: the form shows it.
  const version = record ? `${(record as { id: number }).id}:${String(fieldOf(record, 'updated_at'))}` : null;
  const [shown, setShown] = useState(version);
  useEffect(() => {
    if (record && version !== shown) {
      setShown(version);
      form.setValues(fromRecord(record));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the record itself changed
  }, [version]);
  return form;
}

type ImageKey<V> = { [K in keyof V]-?: V[K] extends number | null ? K : never }[keyof V] & string;

/** An ImageField's props for the image whose id is the form's `name`; the image shown is kept here. */
export function useImageField<V extends Values>(form: Form<V>, name: ImageKey<V>, initial: ImageRef | null | undefined) {
  const [image, setImage] = useState<ImageRef | null>(initial ?? null);
  // A restored revision may bring another image.
  useEffect(() => setImage(initial ?? null), [initial?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  return {
    value: image,
    error: form.error(name),
    onChange: (next: ImageRef | null) => {
      setImage(next);
      form.set(name, (next?.id ?? null) as V[typeof name]);
    },
  };
}

/** Deletes a record after a confirm dialog. */
function DeleteButton({ resource, record, className, onDeleted, children = 'Delete' }: { resource: Resource<ResourceKey>; record: { id: number }; className: string; onDeleted: () => unknown; children?: ReactNode }) {
  const what = (resource.deleteWhat ?? ((name: string) => `${resource.names[0]} “${name}”`))(nameOf(resource, record));
  return (
    <button type="button" className={className} onClick={() => void confirmDelete(what, () => resourceCall(resource.api, 'destroy')({ id: record.id })).then((done) => done && onDeleted())}>
      {children}
    </button>
  );
}

/** The link to a new record's editor. */
const AddLink = ({ resource, to }: { resource: Resource<ResourceKey>; to?: string }) => (
  <Link to={to ?? resource.paths.add()} className="btn btn-primary">
    {`Add ${resource.noun}`}
  </Link>
);

/**
 * A record's editor: its heading, the form (the page's fields), and Save or Create, the way back and Delete. Saving
 * toasts and opens the saved record; a 422 puts the errors under the fields. With `card`, the form's card has that
 * title and `more` cards follow it.
 */
export function ResourceEditor<K extends ResourceKey, V extends Values>({
  resource,
  record,
  form,
  toBody = (values) => values,
  intro,
  actions,
  created,
  card,
  more,
  deleteText,
  children,
}: {
  resource: AdminResource<K, V>;
  record: AdminRecordTypes[K] | null;
  form: Form<V>;
  /** The body sent, when it is not the form's values. */
  toBody?: (values: V) => unknown;
  intro?: ReactNode;
  actions?: ReactNode;
  /** The toast after a create, when it says more than that. */
  created?: string;
  card?: string;
  more?: ReactNode;
  deleteText?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { noun } = resource;
  const publishing = resource.publishing !== undefined;
  const translated = record as Translated | null;
  const translations = useTranslationEdits(translated);
  const editor = (
    <SubmitForm
      form={form}
      action={async (values) => {
        const given = toBody(values);
        // The publish date goes back as an instant (the input holds local time).
        const dated = publishing && given && typeof given === 'object' ? { ...given, published_at: fromLocalInput((given as Values).published_at) } : given;
        // Only the locales whose texts were edited (or confirmed) are sent: each one sent is saved as of now.
        const edited = translations.body();
        const body = edited && dated && typeof dated === 'object' ? { ...dated, translations: edited } : dated;
        const saved = record ? await resourceCall(resource.api, 'update')({ id: record.id }, body) : await resourceCall(resource.api, 'create')(body);
        toast(record ? `The ${noun} has been saved.` : (created ?? `The ${noun} has been ${resource.adds ? 'added' : 'created'}.`));
        await navigate(resource.paths.one(saved.id), { replace: true });
      }}
    >
      {children}
      <TranslationsSection fields={resource.translatable} source={form.values} saved={record as Values | null} status={translated?.translation_status} editor={translations} errors={form.errors} />
      {publishing && <PublishingFields form={form as unknown as Form<{ status: string; published_at: string }>} noun={noun} />}
      <div className="form-actions">
        <SubmitButton busy={form.busy}>{record ? `Save ${noun}` : `${resource.adds ? 'Add' : 'Create'} ${noun}`}</SubmitButton>
        <Link to={resource.paths.list()}>{resource.back}</Link>
        {record && (
          <DeleteButton resource={resource} record={record} className="btn btn-danger btn-small push-right" onDeleted={() => navigate(resource.paths.list())}>
            {deleteText}
          </DeleteButton>
        )}
      </div>
    </SubmitForm>
  );
  const siteLink = publishing && record && resource.site ? <SiteLink record={record as unknown as Publishing} path={resource.site(record)} /> : null;
  const revisions = resource.revisions && record ? <RevisionsCard resource={resource.api} id={record.id} noun={noun} onRestored={() => revalidator.revalidate()} /> : null;
  return (
    <AdminPage
      title={record ? headingOf(resource, record) : addTitle(resource)}
      intro={intro}
      actions={
        siteLink || actions ? (
          <>
            {siteLink}
            {actions}
          </>
        ) : undefined
      }
    >
      {card || revisions ? (
        <div className="admin-stack">
          {card ? <Card title={card}>{editor}</Card> : <Card>{editor}</Card>}
          {more}
          {revisions}
        </div>
      ) : (
        <Card>{editor}</Card>
      )}
    </AdminPage>
  );
}

/** The parts of a row of a list in display order: before the record's link, and after it. */
export interface OrderedRow<T> {
  lead?: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
  /** The list's name for assistive technology (the resource's name by default). */
  label?: string;
  /** Records are deleted from their editor only. */
  noDelete?: boolean;
}

/**
 * A resource's list page: its heading, intro and "Add" link over a paged table (`columns`) or, for a positioned
 * resource, a list staff put in order by dragging (`row`), each row linking to the record's editor.
 */
export function ResourceList<K extends ResourceKey>({
  resource,
  data,
  intro,
  addTo,
  columns,
  caption,
  filters,
  row,
}: {
  resource: Resource<K>;
  data: Paged<AdminListTypes[K]>;
  intro: string;
  /** Where "Add" leads, when not the resource's add page. */
  addTo?: string;
  columns?: Column<AdminListTypes[K]>[];
  caption?: string;
  filters?: Filter[];
  row?: OrderedRow<AdminListTypes[K]>;
}) {
  const revalidator = useRevalidator();
  const many = resource.names[1];
  const add = <AddLink resource={resource} to={addTo} />;
  // Each record's translations that are missing or need an update (decision 0045).
  const translated = Object.keys(resource.translatable).length > 0;
  if (!row) {
    const shown = translated ? [...(columns ?? []), { key: 'translations', label: 'Translations', render: (item: AdminListTypes[K]) => <TranslationBadges record={item as Translated} /> }] : (columns ?? []);
    return (
      <TablePage title={resource.title} intro={intro} actions={add} caption={caption ?? capitalize(many)} columns={shown} data={data} defaultSort={resource.sorts[0]} defaultDir={resource.defaultDir} searchLabel={`Search ${many}`} filters={filters} empty={`No ${many} match.`} />
    );
  }
  return (
    <AdminPage title={resource.title} intro={intro} actions={add}>
      <Card>
        <OrderedList
          items={data.results}
          saveOrder={(ids) => resourceCall(resource.api, 'reorder')({ ids })}
          label={row.label ?? capitalize(many)}
          getLabel={(item) => nameOf(resource, item)}
          empty={`No ${many} yet.`}
          renderItem={(item) => (
            <div className="ordered-row">
              {row.lead?.(item)}
              <span className="ordered-main">
                <Link to={resource.paths.one(item.id)}>{nameOf(resource, item)}</Link>
                {resource.publishing && !isLive(item as unknown as Publishing) && (
                  <>
                    {' '}
                    <PublishStatus record={item as unknown as Publishing} />
                  </>
                )}
                {row.detail(item)}
                {translated && <TranslationBadges record={item as Translated} />}
              </span>
              {!row.noDelete && <DeleteButton resource={resource} record={item} className="btn btn-small btn-ghost" onDeleted={() => void revalidator.revalidate()} />}
            </div>
          )}
        />
      </Card>
    </AdminPage>
  );
}

/** An admin page that is one paged table (search, sorting, filters in the address). */
export function TablePage<T extends { id: number }>({ title, intro, actions, ...table }: { title: string; intro: ReactNode; actions?: ReactNode } & Parameters<typeof DataTable<T>>[0]) {
  return (
    <AdminPage title={title} intro={intro} actions={actions}>
      <DataTable {...table} />
    </AdminPage>
  );
}

/** Labelled values of one record; an empty value reads "Not given". */
export function DetailsCard({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <Card title="Details">
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details-row">
            <dt>{label}</dt>
            <dd>{value || <span className="muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
