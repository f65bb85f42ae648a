// The audit log: every change staff made through the portal, newest first, with who, when, from where and what.
import { Fragment } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import type { ApiClient } from '../../../shared/api-client';
import { AUDIT_ACTION_NAMES, auditActionLabel, type AuditEntry, type AuditTargetType, auditTargetPath } from '../../../shared/audit';
import { capitalize, formatDateTime } from '../../../shared/format';
import { RESOURCES, type ResourceDescription } from '../../../shared/resources';
import type { Paged } from '../../../shared/types';
import type { Column, Filter } from '../../components/admin/DataTable';
import { TablePage } from '../../components/admin/resource';
import { Link } from '../../components/Link';
import { apiContext } from '../../lib/context';

interface AuditPageData {
  log: Paged<AuditEntry>;
  /** Who the actor filter offers: today's admins (the log keeps the name each actor had). */
  admins: Array<{ id: number; name: string }>;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<AuditPageData> {
  const api: ApiClient = context.get(apiContext);
  const [log, admins] = await Promise.all([api.adminAudit(Object.fromEntries(new URL(request.url).searchParams)), api.adminUsers({ role: 'admin', sort: 'name', per_page: '100' })]);
  return { log, admins: admins.results.map((u) => ({ id: u.id, name: `${u.firstname} ${u.lastname}` })) };
}

/** What the log calls one record of a kind and their list: a resource's names (shared/resources.ts), or these. */
const RESOURCE_NAMES: Partial<Record<AuditTargetType, ResourceDescription>> = RESOURCES;
const OTHER_NAMES: Partial<Record<AuditTargetType, readonly [one: string, many: string]>> = { user: ['user', 'users'], document: ['document', 'documents'], image: ['image', 'images'], message: ['message', 'messages'] };

function RecordCell({ entry }: { entry: AuditEntry }) {
  const names = RESOURCE_NAMES[entry.target_type]?.names ?? OTHER_NAMES[entry.target_type];
  const [one, list] = names ? names.map(capitalize) : [entry.target_type, entry.target_type];
  const text = entry.target_id === null ? `${list} (the list)` : `${one} #${entry.target_id}`;
  const to = auditTargetPath(entry);
  return to ? <Link to={to}>{text}</Link> : <>{text}</>;
}

const columns: Column<AuditEntry>[] = [
  {
    key: 'at',
    label: 'When',
    className: 'audit-when',
    // "26 Nov 2026, 04:27 UTC": the date and the time each stay whole, on two lines where the screen is narrow.
    render: (e) => (
      <time dateTime={e.at}>
        {formatDateTime(e.at)
          .split(/(?<=,) /)
          .map((part, i) => (
            <Fragment key={i}>
              {i > 0 && ' '}
              <span className="audit-when-part">{part}</span>
            </Fragment>
          ))}
      </time>
    ),
  },
  { key: 'actor', label: 'Who', render: (e) => e.actor.name },
  {
    key: 'action',
    label: 'Action',
    render: (e) => auditActionLabel(e.action),
  },
  { key: 'record', label: 'Record', className: 'audit-record', render: (e) => <RecordCell entry={e} /> },
  { key: 'summary', label: 'Summary', render: (e) => <span className="audit-summary">{e.summary}</span> },
  { key: 'ip', label: 'Address', render: (e) => (e.ip ? <code className="audit-ip">{e.ip}</code> : <span className="muted">unknown</span>) },
];

const actionFilter: Filter = {
  name: 'action',
  label: 'Action',
  options: [{ value: '', label: 'Any action' }, ...AUDIT_ACTION_NAMES.map((name) => ({ value: name, label: auditActionLabel(name) }))],
};

export default function Audit() {
  const { log, admins } = useLoaderData() as AuditPageData;
  const [params] = useSearchParams();
  // Someone who is no longer an admin can still be filtered by: the entries shown carry their name.
  const chosen = Number(params.get('actor_id'));
  const people = [...admins];
  if (chosen && !people.some((p) => p.id === chosen)) people.push({ id: chosen, name: log.results.find((e) => e.actor.id === chosen)?.actor.name ?? `User #${chosen}` });
  const actorFilter: Filter = { name: 'actor_id', label: 'Who', options: [{ value: '', label: 'Anyone' }, ...people.map((p) => ({ value: String(p.id), label: p.name }))] };

  const intro = 'Every change made in the administration portal, newest first: who made it, when, from which address, and what changed. Entries are kept and cannot be edited.';
  return <TablePage title="Audit log" intro={intro} caption="Audit log" columns={columns} data={log} defaultSort="at" defaultDir="desc" searchLabel="Search summaries, names and records" filters={[actionFilter, actorFilter]} empty="No changes match." />;
}
