// What a large agency's lists and searches read through (decision 0049): trigram indexes for searching by part of
// a name, an address or a summary (in any script, on a database whose character type is UTF-8), and indexes in each
// list's order, so a page is read by its key instead of after an offset. The expressions are the ones the queries
// use (server/features/*/…: SEARCH_EXPRESSION), or PostgreSQL would not use them. And two counts the staff
// dashboard shows, kept by triggers as the rows change (counting 150,000 applications or 500,000 messages on every
// dashboard is the cost that grows): students per adviser, applications per adviser and stage, each student's
// messages staff have not read, and the enrolments no receivable follows. Both are derived: a backup leaves them out and a restore's rows make them again (server/backup/archive.ts);
// a load that turns triggers off calls recount_staff_counts() after it.
import type { Knex } from 'knex';

/** The counts' tables and the functions and triggers that keep them. */
const COUNTS_SQL = `
  create table application_stage_counts (
    adviser_id bigint not null, -- 0: students with no adviser
    stage varchar(30) not null,
    n integer not null,
    primary key (adviser_id, stage)
  );
  create table student_counts (
    adviser_id bigint primary key, -- 0: students with no adviser
    n integer not null
  );
  create table staff_unread_counts (
    student_id bigint primary key references users(id) on delete cascade,
    n integer not null
  );

  -- A count that comes to 0 goes: the rows are the same whichever way the counts were made.
  create function add_stage_count(adviser bigint, stage varchar, delta bigint) returns void language sql as $$
    insert into application_stage_counts (adviser_id, stage, n) values (coalesce(adviser, 0), stage, delta)
    on conflict (adviser_id, stage) do update set n = application_stage_counts.n + excluded.n;
    delete from application_stage_counts c where c.adviser_id = coalesce(adviser, 0) and c.stage = add_stage_count.stage and c.n = 0;
  $$;

  -- An application counts under its student's adviser while the student is a student.
  create function stage_counts_on_applications() returns trigger language plpgsql as $$
  declare
    adviser bigint;
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      select u.adviser_id into adviser from users u where u.id = old.student_id and u.role = 'user';
      if found then perform add_stage_count(adviser, old.stage, -1); end if;
    end if;
    if tg_op in ('INSERT', 'UPDATE') then
      select u.adviser_id into adviser from users u where u.id = new.student_id and u.role = 'user';
      if found then perform add_stage_count(adviser, new.stage, 1); end if;
    end if;
    return null;
  end $$;

  -- A student's applications move with them: to another adviser, out of the counts (no longer a student, deleted:
  -- before the row goes, as its applications then go by cascade and find no student), or into them (a new row, as a
  -- restore loads students after their applications).
  create function add_student_count(adviser bigint, delta integer) returns void language sql as $$
    insert into student_counts (adviser_id, n) values (coalesce(adviser, 0), delta)
    on conflict (adviser_id) do update set n = student_counts.n + excluded.n;
    delete from student_counts c where c.adviser_id = coalesce(adviser, 0) and c.n = 0;
  $$;
  create function stage_counts_on_users() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') and old.role = 'user' then
      perform add_student_count(old.adviser_id, -1);
      perform add_stage_count(old.adviser_id, a.stage, -count(*)) from applications a where a.student_id = old.id group by a.stage;
    end if;
    if tg_op in ('INSERT', 'UPDATE') and new.role = 'user' then
      perform add_student_count(new.adviser_id, 1);
      perform add_stage_count(new.adviser_id, a.stage, count(*)) from applications a where a.student_id = new.id group by a.stage;
    end if;
    return case when tg_op = 'DELETE' then old else null end;
  end $$;

  -- A student's messages after staff's read mark, counted again for that student when the mark or a message changes.
  create function recount_staff_unread(student bigint) returns void language sql as $$
    delete from staff_unread_counts where student_id = student;
    insert into staff_unread_counts (student_id, n)
      select student, count(*) from messages m
       where m.student_id = student and m.author_role = 'user'
         and m.id > coalesce((select t.staff_read_id from message_threads t where t.student_id = student), 0)
      having count(*) > 0;
  $$;
  create function staff_unread_on_messages() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      if new.author_role = 'user' and exists (select 1 from users where id = new.student_id)
         and new.id > coalesce((select t.staff_read_id from message_threads t where t.student_id = new.student_id), 0) then
        insert into staff_unread_counts (student_id, n) values (new.student_id, 1)
        on conflict (student_id) do update set n = staff_unread_counts.n + 1;
      end if;
    elsif exists (select 1 from users where id = old.student_id) then
      perform recount_staff_unread(old.student_id);
    end if;
    return null;
  end $$;
  create function staff_unread_on_threads() returns trigger language plpgsql as $$
  begin
    if exists (select 1 from users where id = new.student_id) then perform recount_staff_unread(new.student_id); end if;
    return null;
  end $$;

  create trigger applications_stage_counts after insert or delete on applications for each row execute function stage_counts_on_applications();
  create trigger applications_stage_counts_moved after update of stage, student_id on applications for each row
    when (old.stage is distinct from new.stage or old.student_id is distinct from new.student_id) execute function stage_counts_on_applications();
  create trigger users_stage_counts after insert on users for each row when (new.role = 'user') execute function stage_counts_on_users();
  create trigger users_stage_counts_moved after update of adviser_id, role on users for each row
    when (old.adviser_id is distinct from new.adviser_id or old.role is distinct from new.role) execute function stage_counts_on_users();
  create trigger users_stage_counts_deleted before delete on users for each row when (old.role = 'user') execute function stage_counts_on_users();
  create trigger messages_staff_unread after insert or delete or update of author_role, student_id on messages for each row execute function staff_unread_on_messages();
  create trigger message_threads_staff_unread after insert or update of staff_read_id on message_threads for each row execute function staff_unread_on_threads();

  -- An enrolment no receivable follows (no agreement covered it): flagged on the application, so the admin dashboard
  -- lists those few through a partial index instead of looking for a receivable for each enrolment.
  alter table applications add column enrolled_without_receivable boolean not null default false;
  create index applications_without_receivable_index on applications (updated_at desc, id desc) where enrolled_without_receivable;
  create function flag_enrolment() returns trigger language plpgsql as $$
  begin
    new.enrolled_without_receivable := new.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = new.id);
    return new;
  end $$;
  create function flag_enrolment_of_receivable() returns trigger language plpgsql as $$
  declare
    application bigint := case when tg_op = 'DELETE' then old.application_id else new.application_id end;
  begin
    update applications a set enrolled_without_receivable = a.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = a.id)
     where a.id = application and a.enrolled_without_receivable is distinct from (a.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = a.id));
    return null;
  end $$;
  create trigger applications_flag_enrolment before insert or update of stage on applications for each row execute function flag_enrolment();
  create trigger receivables_flag_enrolment after insert or delete on receivables for each row execute function flag_enrolment_of_receivable();

  -- A receivable whose application was withdrawn (one invoiced before stays invoiced, and the dashboard says so):
  -- flagged on the receivable as the application's stage changes, listed through a partial index.
  alter table receivables add column application_withdrawn boolean not null default false;
  create index receivables_withdrawn_index on receivables (issued_on desc, id desc) where application_withdrawn;
  create function flag_withdrawn_receivable() returns trigger language plpgsql as $$
  begin
    new.application_withdrawn := exists (select 1 from applications a where a.id = new.application_id and a.stage = 'withdrawn');
    return new;
  end $$;
  create function flag_receivable_of_application() returns trigger language plpgsql as $$
  begin
    update receivables set application_withdrawn = new.stage = 'withdrawn' where application_id = new.id and application_withdrawn is distinct from (new.stage = 'withdrawn');
    return null;
  end $$;
  create trigger receivables_flag_withdrawn before insert or update of application_id on receivables for each row execute function flag_withdrawn_receivable();
  create trigger applications_flag_receivable after update of stage on applications for each row when (old.stage is distinct from new.stage) execute function flag_receivable_of_application();

  -- The counts and the flag from the rows, for a load made with triggers off.
  create function recount_staff_counts() returns void language sql as $$
    update receivables r set application_withdrawn = coalesce((select a.stage = 'withdrawn' from applications a where a.id = r.application_id), false)
     where r.application_withdrawn is distinct from coalesce((select a.stage = 'withdrawn' from applications a where a.id = r.application_id), false);
    update applications a set enrolled_without_receivable = a.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = a.id)
     where a.enrolled_without_receivable is distinct from (a.stage = 'enrolled' and not exists (select 1 from receivables r where r.application_id = a.id));
    delete from student_counts;
    insert into student_counts (adviser_id, n) select coalesce(adviser_id, 0), count(*) from users where role = 'user' group by 1;
    delete from application_stage_counts;
    insert into application_stage_counts (adviser_id, stage, n)
      select coalesce(u.adviser_id, 0), a.stage, count(*) from applications a join users u on u.id = a.student_id and u.role = 'user' group by 1, 2;
    delete from staff_unread_counts;
    insert into staff_unread_counts (student_id, n)
      select m.student_id, count(*) from messages m left join message_threads t on t.student_id = m.student_id
       where m.author_role = 'user' and m.id > coalesce(t.staff_read_id, 0) group by m.student_id;
  $$;
  select recount_staff_counts();
`;

export async function up(knex: Knex): Promise<void> {
  // Students by part of a name or address, and the list in its order (surname, first name, id), for everyone and
  // per adviser.
  await knex.raw(`CREATE INDEX users_search_index ON users USING gin ((lower(firstname) || ' ' || lower(lastname) || ' ' || lower(email)) gin_trgm_ops)`);
  // One or two characters have no trigram: they match the start of a first name, surname or address.
  for (const column of ['firstname', 'lastname', 'email']) await knex.raw(`CREATE INDEX users_${column}_prefix_index ON users (lower(${column}) text_pattern_ops)`);
  // The few who are not students: a count of applications leaves their applications out by id.
  await knex.raw(`CREATE INDEX users_not_students_index ON users (id) WHERE role <> 'user'`);
  await knex.raw(`CREATE INDEX users_students_name_index ON users (lastname COLLATE natural_sort, firstname COLLATE natural_sort, id) WHERE role = 'user'`);
  await knex.raw(`CREATE INDEX users_adviser_students_name_index ON users (adviser_id, lastname COLLATE natural_sort, firstname COLLATE natural_sort, id) WHERE role = 'user'`);
  // Applications newest change first, filtered by intake (and stage), and by part of the course.
  await knex.raw('CREATE INDEX applications_updated_index ON applications (updated_at DESC, id DESC)');
  // With the student, so a count of an intake's applications reads the index alone.
  await knex.raw('CREATE INDEX applications_intake_stage_updated_index ON applications (intake, stage, updated_at DESC, id DESC) INCLUDE (student_id)');
  await knex.raw('CREATE INDEX applications_course_search_index ON applications USING gin (lower(course) gin_trgm_ops)');
  // The audit log by part of its summary, action, actor or record type, and by record.
  await knex.raw(`CREATE INDEX audit_log_search_index ON audit_log USING gin ((lower(summary) || ' ' || lower(action) || ' ' || lower(actor_name) || ' ' || lower(target_type)) gin_trgm_ops)`);
  await knex.raw('CREATE INDEX audit_log_target_index ON audit_log (target_id, target_type)');
  // Receivables by the day they are due: the list's order and the report's period.
  await knex.raw('CREATE INDEX receivables_due_index ON receivables (due_on, id)');
  await knex.raw(COUNTS_SQL);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger if exists applications_flag_receivable on applications;
    drop trigger if exists receivables_flag_withdrawn on receivables;
    drop function if exists flag_receivable_of_application();
    drop function if exists flag_withdrawn_receivable();
    drop index if exists receivables_withdrawn_index;
    alter table receivables drop column if exists application_withdrawn;
    drop trigger if exists receivables_flag_enrolment on receivables;
    drop trigger if exists applications_flag_enrolment on applications;
    drop function if exists flag_enrolment_of_receivable();
    drop function if exists flag_enrolment();
    drop index if exists applications_without_receivable_index;
    alter table applications drop column if exists enrolled_without_receivable;
    drop trigger if exists message_threads_staff_unread on message_threads;
    drop trigger if exists messages_staff_unread on messages;
    drop trigger if exists users_stage_counts_deleted on users;
    drop trigger if exists users_stage_counts_moved on users;
    drop trigger if exists users_stage_counts on users;
    drop trigger if exists applications_stage_counts_moved on applications;
    drop trigger if exists applications_stage_counts on applications;
    drop function if exists recount_staff_counts();
    drop function if exists staff_unread_on_threads();
    drop function if exists staff_unread_on_messages();
    drop function if exists recount_staff_unread(bigint);
    drop function if exists stage_counts_on_users();
    drop function if exists stage_counts_on_applications();
    drop function if exists add_stage_count(bigint, varchar, bigint);
    drop function if exists add_student_count(bigint, integer);
    drop table if exists student_counts;
    drop table if exists staff_unread_counts;
    drop table if exists application_stage_counts;
  `);
  for (const name of [
    'receivables_due_index',
    'audit_log_target_index',
    'audit_log_search_index',
    'applications_course_search_index',
    'applications_intake_stage_updated_index',
    'applications_updated_index',
    'users_adviser_students_name_index',
    'users_students_name_index',
    'users_not_students_index',
    'users_email_prefix_index',
    'users_lastname_prefix_index',
    'users_firstname_prefix_index',
    'users_search_index',
  ])
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
}
