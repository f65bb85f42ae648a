// The funnel's counts kept per UTC day (decision 0049): the dashboard's funnel over 90 days added up every lead first
// seen in them, so its cost grew with the agency (13,000 leads at 50,000 students). A trigger on leads keeps, for
// every lead, its day's counts under each grouping (source, adviser, destination), once for every lead (owner 0: what
// admins see) and once for its owner's own (what an adviser sees); the funnel adds up at most a row per day and key.
// The keys are what the rows hold, not names: the adviser's id, a destination's slug, so a renamed adviser or country
// reads with its new name. A count that comes to 0 goes, so the rows are the same whichever way they were made;
// recount_staff_counts() makes them again from the leads after a load with triggers off (a restore, the scale seed).
import type { Knex } from 'knex';

const STEPS = ['consultation_at', 'student_at', 'applied_at', 'offer_at', 'enrolled_at'] as const;
const COUNTS = ['consultations', 'students', 'applied', 'offers', 'enrolled'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table funnel_days (
      owner_id bigint not null, -- 0: every lead; else the leads this adviser owns
      dimension varchar(12) not null check (dimension in ('source', 'adviser', 'destination')),
      day date not null, -- the UTC day the lead was first seen
      key text not null, -- source: utm_source or '(direct)'; adviser: the owner's id or ''; destination: the first slug or ''
      leads integer not null,
      ${COUNTS.map((c) => `${c} integer not null`).join(',\n      ')},
      primary key (owner_id, dimension, day, key)
    );

    create function funnel_day_keys(l leads) returns table (owner_id bigint, dimension varchar, day date, key text) language sql immutable as $$
      select s.owner_id, g.dimension, (l.created_at at time zone 'UTC')::date,
             case g.dimension when 'source' then coalesce(l.utm_source, '(direct)')
                             when 'adviser' then coalesce(l.owner_id::text, '')
                             else coalesce(l.destinations[1], '') end
        from (values (0::bigint), (l.owner_id)) as s(owner_id)
       cross join (values ('source'::varchar), ('adviser'), ('destination')) as g(dimension)
       where s.owner_id is not null
    $$;

    create function add_funnel_lead(l leads, sign integer) returns void language sql as $$
      insert into funnel_days as f (owner_id, dimension, day, key, leads, ${COUNTS.join(', ')})
      select k.owner_id, k.dimension, k.day, k.key, sign, ${STEPS.map((s) => `sign * (l.${s} is not null)::int`).join(', ')}
        from funnel_day_keys(l) as k
          on conflict (owner_id, dimension, day, key) do update set leads = f.leads + excluded.leads,
             ${COUNTS.map((c) => `${c} = f.${c} + excluded.${c}`).join(', ')};
      delete from funnel_days f using funnel_day_keys(l) as k
       where f.owner_id = k.owner_id and f.dimension = k.dimension and f.day = k.day and f.key = k.key and f.leads = 0;
    $$;

    create function funnel_days_on_leads() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then perform add_funnel_lead(old, -1); end if;
      if tg_op in ('INSERT', 'UPDATE') then perform add_funnel_lead(new, 1); end if;
      return null;
    end $$;
    create trigger leads_funnel_days after insert or delete on leads for each row execute function funnel_days_on_leads();
    create trigger leads_funnel_days_changed after update of created_at, owner_id, utm_source, destinations, ${STEPS.join(', ')} on leads for each row
      when ((old.created_at, old.owner_id, old.utm_source, old.destinations, ${STEPS.map((s) => `old.${s}`).join(', ')})
            is distinct from (new.created_at, new.owner_id, new.utm_source, new.destinations, ${STEPS.map((s) => `new.${s}`).join(', ')}))
      execute function funnel_days_on_leads();
    create function funnel_days_emptied() returns trigger language plpgsql as $$
    begin
      delete from funnel_days;
      return null;
    end $$;
    create trigger leads_funnel_days_emptied after truncate on leads for each statement execute function funnel_days_emptied();

    create function recount_funnel_days() returns void language sql as $$
      delete from funnel_days;
      insert into funnel_days (owner_id, dimension, day, key, leads, ${COUNTS.join(', ')})
      select k.owner_id, k.dimension, k.day, k.key, count(*), ${STEPS.map((s) => `count(l.${s})`).join(', ')}
        from leads l cross join lateral funnel_day_keys(l) as k
       group by 1, 2, 3, 4;
    $$;

    -- The one recount a load calls: the staff counts, then the funnel's.
    alter function recount_staff_counts() rename to recount_staff_counts_of_rows;
    create function recount_staff_counts() returns void language sql as $$
      select recount_staff_counts_of_rows();
      select recount_funnel_days();
    $$;
    select recount_funnel_days();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop function recount_staff_counts();
    alter function recount_staff_counts_of_rows() rename to recount_staff_counts;
    drop function recount_funnel_days();
    drop trigger leads_funnel_days on leads;
    drop trigger leads_funnel_days_changed on leads;
    drop trigger leads_funnel_days_emptied on leads;
    drop function funnel_days_on_leads();
    drop function funnel_days_emptied();
    drop function add_funnel_lead(leads, integer);
    drop function funnel_day_keys(leads);
    drop table funnel_days;
  `);
}
