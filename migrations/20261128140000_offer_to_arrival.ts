import type { Knex } from 'knex';

// From offer to arrival (decision 0047): an application's offer (deposit, reply-by date), the student's reply, the
// visa document and the first-year tuition; a passport's expiry; the countries' visa processing time and passport
// rule; advisers' tasks; the plan's alerts and reminders, kept by the reminder sweep; the calendar feed's key.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('applications', (t) => {
    // Money in integer minor units with its ISO 4217 currency; both or neither (checked below).
    t.bigInteger('deposit_amount').nullable();
    t.string('deposit_currency', 3).nullable();
    t.date('deposit_due').nullable();
    t.date('deposit_paid_on').nullable();
    t.date('reply_by').nullable();
    t.string('reply', 10).nullable();
    t.timestamp('replied_at', { useTz: true }).nullable();
    t.string('visa_document_kind', 10).nullable();
    t.string('visa_document_number', 100).nullable();
    t.date('visa_document_issued_on').nullable();
    t.date('visa_document_valid_until').nullable();
    t.bigInteger('tuition_amount').nullable();
    t.string('tuition_currency', 3).nullable();
    t.check(`reply IN ('firm', 'insurance', 'declined')`, [], 'applications_reply_check');
    t.check(`visa_document_kind IN ('CAS', 'I-20', 'COE', 'LoA', 'other')`, [], 'applications_visa_document_kind_check');
    t.check(`(deposit_amount IS NULL) = (deposit_currency IS NULL) AND (deposit_amount IS NULL OR deposit_amount >= 0)`, [], 'applications_deposit_check');
    t.check(`(tuition_amount IS NULL) = (tuition_currency IS NULL) AND (tuition_amount IS NULL OR tuition_amount >= 0)`, [], 'applications_tuition_check');
    t.check(`(visa_document_kind IS NULL) = (visa_document_number IS NULL)`, [], 'applications_visa_document_check');
  });
  // One firm and one insurance reply per student and intake, whoever writes at once.
  await knex.raw(`
    CREATE UNIQUE INDEX applications_one_firm_index ON applications (student_id, intake) WHERE reply = 'firm';
    CREATE UNIQUE INDEX applications_one_insurance_index ON applications (student_id, intake) WHERE reply = 'insurance';
  `);

  await knex.schema.alterTable('documents', (t) => {
    // A passport's last valid day, recorded by staff when they check it.
    t.date('expires_on').nullable();
  });

  await knex.schema.alterTable('countries', (t) => {
    // How long the student visa takes to decide, and how long past the intake start a passport must stay valid.
    t.integer('visa_processing_weeks').notNullable().defaultTo(8);
    t.integer('passport_valid_months_after_intake').notNullable().defaultTo(6);
    t.check('visa_processing_weeks BETWEEN 0 AND 104', [], 'countries_visa_processing_weeks_check');
    t.check('passport_valid_months_after_intake BETWEEN 0 AND 60', [], 'countries_passport_months_check');
  });

  await knex.schema.alterTable('users', (t) => {
    // The calendar feed's key is derived from this salt and the site's secret: nothing stored opens the feed.
    t.string('calendar_salt', 32).nullable();
  });

  // An adviser's tasks for a student; they join the student's plan.
  await knex.schema.createTable('plan_tasks', (t) => {
    t.bigIncrements('id');
    t.bigInteger('student_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('application_id').nullable().references('id').inTable('applications').onDelete('SET NULL');
    t.string('title', 200).notNullable();
    t.date('due_on').notNullable();
    t.timestamp('done_at', { useTz: true }).nullable();
    t.bigInteger('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['student_id', 'due_on']);
    t.index(['application_id']);
    t.index(['created_by']);
  });

  // Each student's late and at-risk steps as the reminder sweep last computed them: the dashboards read these rows
  // instead of computing every student's plan. A row appears when a step turns late or at risk (the adviser is told
  // in the transaction that inserts it) and goes when it no longer is.
  await knex.schema.createTable('plan_alerts', (t) => {
    t.bigInteger('student_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key', 60).notNullable();
    t.string('title', 300).notNullable();
    t.string('status', 10).notNullable();
    t.date('due_on').nullable();
    t.text('reason').nullable();
    t.timestamp('since', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['student_id', 'key']);
    t.check(`status IN ('late', 'at_risk')`, [], 'plan_alerts_status_check');
  });
  await knex.raw(`CREATE INDEX plan_alerts_due_index ON plan_alerts (due_on NULLS LAST, student_id, key)`);

  // The mails the plan sent: one per student, step and due day ("due in 7 days"). Inserted ON CONFLICT DO NOTHING
  // with the mail's job in one transaction, so however many processes sweep at once, one of them sends.
  await knex.schema.createTable('plan_reminders', (t) => {
    t.bigInteger('student_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.string('key', 60).notNullable();
    t.date('due_on').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['student_id', 'key', 'due_on']);
  });

  // Which students' plans the sweep has checked for which of their days: a student comes up again when their own
  // day changes, or at once when their data changes (the row is deleted).
  await knex.schema.createTable('plan_checks', (t) => {
    t.bigInteger('student_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.date('checked_for').notNullable();
  });

  await knex.raw(`create trigger plan_tasks_notify_private_data after insert or update or delete or truncate on plan_tasks for each statement execute function notify_private_data()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('plan_checks');
  await knex.schema.dropTable('plan_reminders');
  await knex.schema.dropTable('plan_alerts');
  await knex.schema.dropTable('plan_tasks');
  await knex.schema.alterTable('users', (t) => t.dropColumn('calendar_salt'));
  await knex.schema.alterTable('countries', (t) => {
    t.dropChecks(['countries_visa_processing_weeks_check', 'countries_passport_months_check']);
    t.dropColumns('visa_processing_weeks', 'passport_valid_months_after_intake');
  });
  await knex.schema.alterTable('documents', (t) => t.dropColumn('expires_on'));
  await knex.raw('DROP INDEX applications_one_firm_index; DROP INDEX applications_one_insurance_index');
  await knex.schema.alterTable('applications', (t) => {
    t.dropChecks(['applications_reply_check', 'applications_visa_document_kind_check', 'applications_deposit_check', 'applications_tuition_check', 'applications_visa_document_check']);
    t.dropColumns(
      'deposit_amount',
      'deposit_currency',
      'deposit_due',
      'deposit_paid_on',
      'reply_by',
      'reply',
      'replied_at',
      'visa_document_kind',
      'visa_document_number',
      'visa_document_issued_on',
      'visa_document_valid_until',
      'tuition_amount',
      'tuition_currency',
    );
  });
}
