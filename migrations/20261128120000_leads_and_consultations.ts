import type { Knex } from 'knex';

// The agency's front door (decision 0046): leads (one per e-mail address, with the first touch's source, an owner, a
// stage and a timeline), the advisers' destinations and hours, and consultations, which PostgreSQL keeps from
// overlapping per adviser (an exclusion constraint over a time range; btree_gist lets it compare the adviser's id too).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');

  await knex.schema.createTable('leads', (t) => {
    t.bigIncrements('id');
    t.string('email', 254).notNullable();
    t.string('name', 201).notNullable().defaultTo('');
    t.string('phone', 40).nullable();
    // Country slugs the person asked about (the fit check's best result, a booking's destination); newest last.
    t.specificType('destinations', 'text[]').notNullable().defaultTo('{}');
    t.string('stage', 30).notNullable().defaultTo('new');
    t.string('lost_reason', 500).nullable();
    t.bigInteger('owner_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    // The account the person registered; their lead goes with its erasure.
    t.bigInteger('student_id').nullable().unique().references('id').inTable('users').onDelete('CASCADE');
    // The first touch: {utm_source, utm_medium, utm_campaign, referrer, landing_path}; utm_source apart, for filters.
    t.jsonb('source').notNullable().defaultTo('{}');
    t.string('utm_source', 200).nullable();
    t.string('locale', 8).notNullable().defaultTo('en');
    // When the lead first reached each step of the funnel (never cleared, so a funnel counts "ever reached").
    t.timestamp('consultation_at', { useTz: true }).nullable();
    t.timestamp('student_at', { useTz: true }).nullable();
    t.timestamp('applied_at', { useTz: true }).nullable();
    t.timestamp('offer_at', { useTz: true }).nullable();
    t.timestamp('enrolled_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`stage IN ('new', 'contacted', 'consultation_booked', 'student', 'applied', 'enrolled', 'lost')`, [], 'leads_stage_check');
  });
  await knex.raw(`
    CREATE UNIQUE INDEX leads_email_unique ON leads (lower(email));
    CREATE INDEX leads_owner_activity_index ON leads (owner_id, last_activity_at DESC, id DESC);
    CREATE INDEX leads_activity_index ON leads (last_activity_at DESC, id DESC);
    CREATE INDEX leads_stage_index ON leads (stage, last_activity_at DESC);
    CREATE INDEX leads_created_index ON leads (created_at);
    CREATE INDEX leads_utm_source_index ON leads (utm_source);
    CREATE INDEX leads_search_index ON leads USING gin ((lower(name) || ' ' || lower(email)) gin_trgm_ops);
  `);

  await knex.schema.createTable('lead_events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('lead_id').notNullable().references('id').inTable('leads').onDelete('CASCADE');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string('kind', 20).notNullable();
    t.text('summary').notNullable();
    t.bigInteger('by_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.check(`kind IN ('enquiry', 'consultation', 'fit_check', 'registration', 'note', 'stage', 'owner', 'mail')`, [], 'lead_events_kind_check');
    t.index(['lead_id', 'at']);
    t.index(['by_id']);
  });

  // The destinations an adviser covers (new leads for them go to these advisers in turn), and each adviser's turn.
  await knex.schema.createTable('adviser_destinations', (t) => {
    t.bigInteger('adviser_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('country_id').notNullable().references('id').inTable('countries').onDelete('CASCADE');
    t.primary(['adviser_id', 'country_id']);
    t.index(['country_id']);
  });
  await knex.schema.createTable('lead_rotation', (t) => {
    t.bigInteger('adviser_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('last_assigned_at', { useTz: true }).notNullable();
  });

  // An adviser's bookable hours: weekly [{day 1–7, start "HH:MM", end "HH:MM"}] in their own time zone.
  await knex.schema.createTable('adviser_availability', (t) => {
    t.bigInteger('adviser_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.string('time_zone', 64).notNullable().defaultTo('UTC');
    t.jsonb('weekly').notNullable().defaultTo('[]');
    t.integer('slot_minutes').notNullable().defaultTo(30);
    t.integer('buffer_minutes').notNullable().defaultTo(10);
    t.integer('notice_hours').notNullable().defaultTo(12);
    t.integer('horizon_days').notNullable().defaultTo(28);
    t.string('video_url', 500).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check('slot_minutes BETWEEN 15 AND 120', [], 'availability_slot_check');
    t.check('buffer_minutes BETWEEN 0 AND 60', [], 'availability_buffer_check');
    t.check('notice_hours BETWEEN 0 AND 168', [], 'availability_notice_check');
    t.check('horizon_days BETWEEN 1 AND 90', [], 'availability_horizon_check');
  });

  await knex.schema.createTable('consultations', (t) => {
    t.bigIncrements('id');
    // An adviser leaving takes their bookings with them; the leads stay.
    t.bigInteger('adviser_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('lead_id').notNullable().references('id').inTable('leads').onDelete('CASCADE');
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.string('status', 20).notNullable().defaultTo('booked');
    t.string('name', 201).notNullable();
    t.string('email', 254).notNullable();
    t.string('phone', 40).nullable();
    t.text('topic').notNullable().defaultTo('');
    t.string('time_zone', 64).notNullable();
    t.string('locale', 8).notNullable().defaultTo('en');
    t.string('destination', 100).nullable();
    // The manage link's token, kept only as its SHA-256; the calendar invitation's UID and SEQUENCE.
    t.string('token_hash', 64).notNullable().unique();
    t.string('uid', 100).notNullable().unique();
    t.integer('sequence').notNullable().defaultTo(0);
    t.text('notes').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status IN ('booked', 'attended', 'no_show', 'cancelled')`, [], 'consultations_status_check');
    t.check('ends_at > starts_at', [], 'consultations_range_check');
    t.index(['lead_id']);
    t.index(['starts_at']);
  });
  // Two people can never hold one adviser's time: no two live bookings of an adviser overlap.
  await knex.raw(`
    ALTER TABLE consultations ADD CONSTRAINT consultations_no_overlap
      EXCLUDE USING gist (adviser_id WITH =, tstzrange(starts_at, ends_at) WITH &&) WHERE (status <> 'cancelled')
  `);
  await knex.raw(`CREATE INDEX consultations_adviser_start_index ON consultations (adviser_id, starts_at)`);

  // Reminders sent: one row per booking and kind (the kind names the start it was for, so a moved booking is
  // reminded again). Inserted ON CONFLICT DO NOTHING with the mails' jobs, as the deadline reminders are.
  await knex.schema.createTable('consultation_reminders', (t) => {
    t.bigInteger('consultation_id').notNullable().references('id').inTable('consultations').onDelete('CASCADE');
    t.string('kind', 60).notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['consultation_id', 'kind']);
  });

  // A registration remembers where its person came from until its link is followed (the lead is made then).
  await knex.schema.alterTable('pending_registrations', (t) => {
    t.jsonb('lead_source').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pending_registrations', (t) => {
    t.dropColumn('lead_source');
  });
  await knex.schema.dropTable('consultation_reminders');
  await knex.schema.dropTable('consultations');
  await knex.schema.dropTable('adviser_availability');
  await knex.schema.dropTable('lead_rotation');
  await knex.schema.dropTable('adviser_destinations');
  await knex.schema.dropTable('lead_events');
  await knex.schema.dropTable('leads');
}
