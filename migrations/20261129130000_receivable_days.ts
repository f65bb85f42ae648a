// The commission's totals kept per due day (decision 0049): the report added up every receivable due in its period on
// each request (a year's at 50,000 students is 5,000 of the agency's 25,000), and the admin dashboard every overdue
// one, so both cost more as the agency grew. Triggers keep, for every receivable, its due day's totals in its
// currency under each grouping the report has (the institution's id, the intake, the student's adviser's id), the
// amounts as the report adds them up; the report adds up at most a row per day, key and currency, and what is overdue
// on a day is what is still owed on the days before it. Names are joined when read, so a renamed institution or
// adviser reads with its new name. The adviser is the student's now: a reassignment moves the student's receivables,
// and a deleted student's go to no adviser (as the report's join of the student gave). A total that comes to no
// receivable goes, so the rows are the same whichever way they were made; recount_staff_counts() makes them again
// from the receivables after a load with triggers off (a restore, the scale seed).
import type { Knex } from 'knex';

/** The amounts a receivable adds to its day, as the report sums them (server/features/commission). */
const AMOUNTS = ['receivables', 'expected', 'invoiced', 'paid', 'outstanding', 'open_count'] as const;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table receivable_days (
      dimension varchar(12) not null check (dimension in ('institution', 'intake', 'adviser')),
      day date not null, -- the day the receivables are due
      key text not null, -- institution: its id; intake: 'YYYY-MM'; adviser: the student's adviser's id, or '' for none
      currency varchar(3) not null,
      receivables integer not null,
      expected bigint not null, -- the amounts of those not written off
      invoiced bigint not null, -- the amounts of those invoiced or paid
      paid bigint not null, -- what has been paid of them all
      outstanding bigint not null, -- what is still owed of those expected or invoiced and not paid in full
      open_count integer not null, -- how many of those there are
      primary key (dimension, day, key, currency)
    );
    -- The dashboard's overdue receivables: the few days something is still owed on, per institution.
    create index receivable_days_open_index on receivable_days (day) include (currency, open_count, outstanding)
      where dimension = 'institution' and open_count > 0;

    -- The adviser a receivable counts under: its student's, '' when the student has none or is gone.
    create function receivable_adviser(student bigint) returns text language sql stable as $$
      select coalesce((select u.adviser_id::text from users u where u.id = student), '')
    $$;

    -- A receivable's share of its due day under each grouping, times sign (-1 takes it away).
    create function receivable_day_rows(r receivables, adviser text, sign integer) returns setof receivable_days language sql immutable as $$
      select g.dimension, r.due_on, g.key, r.currency::varchar(3), sign,
             sign * case when r.status <> 'written_off' then r.amount else 0 end,
             sign * case when r.status in ('invoiced', 'paid') then r.amount else 0 end,
             sign * r.paid_amount,
             sign * case when r.status in ('expected', 'invoiced') and r.paid_amount < r.amount then r.amount - r.paid_amount else 0 end,
             sign * (r.status in ('expected', 'invoiced') and r.paid_amount < r.amount)::int
        from (values ('institution'::varchar(12), r.institution_id::text), ('intake', r.intake::text), ('adviser', adviser)) as g(dimension, key)
    $$;

    -- Adds the changes, summed per row first (a change of status on one day is one update); a row whose receivables
    -- come to 0 goes. The rows are written in key order, so two transactions lock them in the same order.
    create function add_receivable_days(changes receivable_days[]) returns void language sql as $$
      insert into receivable_days as d (dimension, day, key, currency, ${AMOUNTS.join(', ')})
      select c.dimension, c.day, c.key, c.currency, ${AMOUNTS.map((a) => `sum(c.${a})`).join(', ')}
        from unnest(changes) as c
       group by 1, 2, 3, 4
      having (${AMOUNTS.map((a) => `sum(c.${a})`).join(', ')}) <> (${AMOUNTS.map(() => '0').join(', ')})
       order by 1, 2, 3, 4
          on conflict (dimension, day, key, currency) do update set ${AMOUNTS.map((a) => `${a} = d.${a} + excluded.${a}`).join(', ')};
      delete from receivable_days d using unnest(changes) as c
       where (d.dimension, d.day, d.key, d.currency) = (c.dimension, c.day, c.key, c.currency) and d.receivables = 0;
    $$;

    create function receivable_days_on_receivables() returns trigger language plpgsql as $$
    declare
      changes receivable_days[] := '{}';
    begin
      if tg_op in ('UPDATE', 'DELETE') then changes := changes || array(select receivable_day_rows(old, receivable_adviser(old.student_id), -1)); end if;
      if tg_op in ('INSERT', 'UPDATE') then changes := changes || array(select receivable_day_rows(new, receivable_adviser(new.student_id), 1)); end if;
      perform add_receivable_days(changes);
      return null;
    end $$;
    create trigger receivables_receivable_days after insert or delete on receivables for each row execute function receivable_days_on_receivables();
    create trigger receivables_receivable_days_changed after update of due_on, currency, institution_id, intake, student_id, status, amount, paid_amount on receivables for each row
      when ((old.due_on, old.currency, old.institution_id, old.intake, old.student_id, old.status, old.amount, old.paid_amount)
            is distinct from (new.due_on, new.currency, new.institution_id, new.intake, new.student_id, new.status, new.amount, new.paid_amount))
      execute function receivable_days_on_receivables();
    create function receivable_days_emptied() returns trigger language plpgsql as $$
    begin
      delete from receivable_days;
      return null;
    end $$;
    create trigger receivables_receivable_days_emptied after truncate on receivables for each statement execute function receivable_days_emptied();

    -- A student's receivables move with them: to another adviser, or to none when the student is deleted (before the
    -- row goes, as the receivables then lose their student by the foreign key and find no adviser), or from none to
    -- theirs when a student comes after their receivables (a load with the keys' checks off). The receivables are
    -- locked first: a change to one at the same time (which counted it under the adviser it read) ends before they
    -- move, or waits until they have moved, so what moves is what they hold.
    create function receivable_days_on_users() returns trigger language plpgsql as $$
    declare
      student bigint;
      was text := '';
      becomes text := '';
    begin
      if tg_op = 'INSERT' then student := new.id; else student := old.id; was := coalesce(old.adviser_id::text, ''); end if;
      if tg_op <> 'DELETE' then becomes := coalesce(new.adviser_id::text, ''); end if;
      if was <> becomes then
        perform 1 from receivables r where r.student_id = student for share;
        perform add_receivable_days(array(
          select d from receivables r
           cross join lateral (values (was, -1), (becomes, 1)) as s(adviser, sign)
           cross join lateral receivable_day_rows(r, s.adviser, s.sign) as d
           where r.student_id = student and d.dimension = 'adviser'));
      end if;
      return case when tg_op = 'DELETE' then old else null end;
    end $$;
    create trigger users_receivable_days after insert on users for each row when (new.adviser_id is not null) execute function receivable_days_on_users();
    create trigger users_receivable_days_moved after update of adviser_id on users for each row
      when (old.adviser_id is distinct from new.adviser_id) execute function receivable_days_on_users();
    create trigger users_receivable_days_deleted before delete on users for each row when (old.adviser_id is not null) execute function receivable_days_on_users();

    create function recount_receivable_days() returns void language sql as $$
      delete from receivable_days;
      insert into receivable_days (dimension, day, key, currency, ${AMOUNTS.join(', ')})
      select d.dimension, d.day, d.key, d.currency, ${AMOUNTS.map((a) => `sum(d.${a})`).join(', ')}
        from receivables r
        left join users u on u.id = r.student_id
       cross join lateral receivable_day_rows(r, coalesce(u.adviser_id::text, ''), 1) as d
       group by 1, 2, 3, 4
       order by 1, 2, 3, 4;
    $$;

    -- The one recount a load calls: the staff counts and the funnel's, then the commission's.
    alter function recount_staff_counts() rename to recount_staff_counts_and_funnel;
    create function recount_staff_counts() returns void language sql as $$
      select recount_staff_counts_and_funnel();
      select recount_receivable_days();
    $$;
    select recount_receivable_days();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop function recount_staff_counts();
    alter function recount_staff_counts_and_funnel() rename to recount_staff_counts;
    drop function recount_receivable_days();
    drop trigger users_receivable_days on users;
    drop trigger users_receivable_days_moved on users;
    drop trigger users_receivable_days_deleted on users;
    drop function receivable_days_on_users();
    drop trigger receivables_receivable_days on receivables;
    drop trigger receivables_receivable_days_changed on receivables;
    drop trigger receivables_receivable_days_emptied on receivables;
    drop function receivable_days_on_receivables();
    drop function receivable_days_emptied();
    drop function add_receivable_days(receivable_days[]);
    drop function receivable_day_rows(receivables, text, integer);
    drop function receivable_adviser(bigint);
    drop table receivable_days;
  `);
}
