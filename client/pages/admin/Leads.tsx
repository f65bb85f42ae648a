// The people the agency may help (decision 0046): an adviser's own leads, everyone's for an admin, who may choose
// several and hand them to another adviser at once. Search, stage, owner and source filters in the address bar.
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import type { AdviserLoad, Lead } from '../../../shared/api-client';
import { formatDate } from '../../../shared/format';
import { LEAD_STAGES } from '../../../shared/leads';
import { portalPaths } from '../../../shared/portal-paths';
import type { Paged } from '../../../shared/types';
import { type Column, DataTable, type Filter } from '../../components/admin/DataTable';
import { AdminPage } from '../../components/AdminPage';
import { LEAD_STAGE_LABELS, LeadStageBadge, sourceText } from '../../components/admin/leads';
import { Link } from '../../components/Link';
import { toast } from '../../components/Toast';
import { apiContext, sessionContext } from '../../lib/context';
import { HttpError } from '../../lib/http';
import { leadsApi } from '../../lib/leads-api';

interface Data {
  leads: Paged<Lead>;
  /** Admins only: the owner filter's and the reassignment's choices. */
  advisers: AdviserLoad[] | null;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const isAdmin = context.get(sessionContext).user?.role === 'admin';
  const [leads, advisers] = await Promise.all([api.staffLeads(Object.fromEntries(new URL(request.url).searchParams)), isAdmin ? api.staffAdvisers() : null]);
  return { leads, advisers: advisers?.results ?? null };
}

function Reassign({ ids, advisers, onDone }: { ids: number[]; advisers: AdviserLoad[]; onDone: () => void }) {
  const [owner, setOwner] = useState('');
  const [busy, setBusy] = useState(false);
  async function reassign() {
    if (!owner || ids.length === 0) return;
    setBusy(true);
    try {
      const { updated } = await leadsApi.reassign({ ids, owner_id: Number(owner) });
      toast(`${updated} ${updated === 1 ? 'lead' : 'leads'} reassigned to ${advisers.find((a) => String(a.id) === owner)?.name ?? 'the adviser'}.`);
      onDone();
    } catch (error) {
      if (error instanceof HttpError && error.status < 500) toast(error.body?.message ?? 'The leads were not reassigned.', { variant: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="bulk-bar" role="region" aria-label="Chosen leads">
      <span className="bulk-count" aria-live="polite">
        {ids.length === 0 ? 'Choose leads to reassign them.' : `${ids.length} chosen`}
      </span>
      <label htmlFor="reassign-owner">Reassign to…</label>
      <select id="reassign-owner" className="input" value={owner} onChange={(e) => setOwner(e.target.value)}>
        <option value="">Choose an adviser</option>
        {advisers.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn-small btn-primary" disabled={busy || !owner || ids.length === 0} onClick={() => void reassign()}>
        Reassign
      </button>
    </div>
  );
}

export default function Leads() {
  const { leads, advisers } = useLoaderData() as Data;
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<number[]>([]);
  const pageIds = leads.results.map((l) => l.id);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.includes(id));

  const columns: Column<Lead>[] = [
    ...(advisers
      ? [
          {
            key: 'choose',
            label: (
              <input
                type="checkbox"
                aria-label="Choose every lead on this page"
                checked={allChosen}
                onChange={(e) => setChosen(e.target.checked ? [...new Set([...chosen, ...pageIds])] : chosen.filter((id) => !pageIds.includes(id)))}
              />
            ),
            className: 'cell-check',
            render: (l: Lead) => (
              <input
                type="checkbox"
                aria-label={`Choose ${l.name || l.email}`}
                checked={chosen.includes(l.id)}
                onChange={(e) => setChosen(e.target.checked ? [...chosen, l.id] : chosen.filter((id) => id !== l.id))}
              />
            ),
          },
        ]
      : []),
    { key: 'name', label: 'Name', render: (l) => <Link to={portalPaths.adminLead(l.id)}>{l.name || l.email}</Link> },
    { key: 'email', label: 'E-mail', render: (l) => l.email },
    { key: 'stage', label: 'Stage', render: (l) => <LeadStageBadge stage={l.stage} /> },
    { key: 'owner', label: 'Owner', render: (l) => l.owner?.name ?? <span className="muted">Nobody yet</span> },
    { key: 'source', label: 'Source', render: (l) => sourceText(l.source) },
    { key: 'destinations', label: 'Destinations', render: (l) => l.destinations.join(', ') || <span className="muted">None</span> },
    { key: 'last_activity_at', label: 'Last activity', render: (l) => formatDate(l.last_activity_at) },
  ];
  const filters: Filter[] = [
    { name: 'stage', label: 'Stage', options: [{ value: '', label: 'Any stage' }, ...LEAD_STAGES.map((s) => ({ value: s, label: LEAD_STAGE_LABELS[s] }))] },
    ...(advisers ? [{ name: 'owner_id', label: 'Owner', options: [{ value: '', label: 'Any owner' }, ...advisers.map((a) => ({ value: String(a.id), label: a.name }))] }] : []),
    { name: 'utm_source', label: 'Source (utm_source)' },
  ];
  const intro = advisers
    ? 'Everyone who wrote, booked, checked their fit or registered, with where they came from. Choose some to hand them to another adviser.'
    : 'The people you look after before and as they become students: where they came from, and how far they are.';
  return (
    <AdminPage title="Leads" intro={intro}>
      <DataTable
        caption="Leads"
        columns={columns}
        data={leads}
        defaultSort="last_activity_at"
        defaultDir="desc"
        searchLabel="Search by name or e-mail"
        filters={filters}
        empty="No leads match this search."
        toolbar={
          advisers && (
            <Reassign
              ids={chosen}
              advisers={advisers}
              onDone={() => {
                setChosen([]);
                void revalidator.revalidate();
              }}
            />
          )
        }
      />
    </AdminPage>
  );
}
