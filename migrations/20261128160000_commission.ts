import type { Knex } from 'knex';

// Commission (decision 0048): agreements with partner institutions, the receivables enrolments make, invoices
// numbered without gaps per year, and what has been paid. Money is integer minor units beside an ISO 4217 code.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agreements', (t) => {
    t.bigIncrements('id');
    // An institution with agreements cannot be deleted: its receivables would lose their terms.
    t.bigInteger('institution_id').notNullable().references('id').inTable('institutions').onDelete('RESTRICT');
    t.date('valid_from').notNullable();
    t.date('valid_to').nullable();
    t.string('basis', 20).notNullable();
    // A percentage with at most two decimals, in hundredths of a percent (12.5 % is 1250).
    t.integer('rate_basis_points').nullable();
    t.bigInteger('amount').nullable();
    t.string('currency', 3).notNullable();
    t.string('payable', 20).notNullable();
    t.integer('census_weeks').nullable();
    t.string('finance_email', 254).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`basis IN ('first_year_tuition', 'fixed')`, [], 'agreements_basis_check');
    t.check(`payable IN ('on_enrolment', 'after_census')`, [], 'agreements_payable_check');
    t.check(`valid_to IS NULL OR valid_to >= valid_from`, [], 'agreements_dates_check');
    t.check(
      `(basis = 'first_year_tuition' AND rate_basis_points BETWEEN 1 AND 10000 AND amount IS NULL) OR (basis = 'fixed' AND amount >= 0 AND rate_basis_points IS NULL)`,
      [],
      'agreements_terms_check',
    );
    t.check(`(payable = 'after_census') = (census_weeks IS NOT NULL) AND (census_weeks IS NULL OR census_weeks BETWEEN 0 AND 52)`, [], 'agreements_census_check');
  });
  // Two agreements of one institution never cover the same day (bounds inclusive, an open end runs for ever).
  await knex.raw(`
    ALTER TABLE agreements ADD CONSTRAINT agreements_no_overlap
      EXCLUDE USING gist (institution_id WITH =, daterange(valid_from, valid_to, '[]') WITH &&)
  `);

  // What an enrolment is owed: one per application, from the agreement valid at its intake. The student's name and
  // the course are kept as they were invoiced.
  await knex.schema.createTable('receivables', (t) => {
    t.bigIncrements('id');
    t.bigInteger('application_id').nullable().unique().references('id').inTable('applications').onDelete('SET NULL');
    t.bigInteger('institution_id').notNullable().references('id').inTable('institutions').onDelete('RESTRICT');
    t.bigInteger('agreement_id').notNullable().references('id').inTable('agreements').onDelete('RESTRICT');
    t.bigInteger('student_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('student_name', 201).notNullable();
    t.string('course', 200).notNullable();
    t.string('intake', 7).notNullable();
    // The day the application reached enrolled: a receivable payable on enrolment is due 30 days later.
    t.date('enrolled_on').notNullable();
    t.bigInteger('amount').notNullable();
    t.string('currency', 3).notNullable();
    t.date('due_on').notNullable();
    t.string('status', 20).notNullable().defaultTo('expected');
    t.string('invoice_number', 20).nullable().unique();
    t.date('issued_on').nullable();
    t.date('paid_on').nullable();
    t.bigInteger('paid_amount').notNullable().defaultTo(0);
    t.text('written_off_reason').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(`status IN ('expected', 'invoiced', 'paid', 'written_off')`, [], 'receivables_status_check');
    t.check(`amount >= 0 AND paid_amount >= 0`, [], 'receivables_amounts_check');
    t.index(['status', 'due_on']);
    t.index(['institution_id', 'due_on']);
    t.index(['student_id']);
  });

  // Invoices: a number per year without gaps (the counter's row is locked by the transaction that takes the next
  // number, so a failed invoice gives its number back), and the PDF in the private storage.
  await knex.schema.createTable('invoice_counters', (t) => {
    t.integer('year').primary();
    t.integer('last').notNullable();
  });
  await knex.schema.createTable('invoices', (t) => {
    t.string('number', 20).primary();
    t.integer('year').notNullable();
    t.integer('seq').notNullable();
    t.bigInteger('receivable_id').notNullable().unique().references('id').inTable('receivables').onDelete('RESTRICT');
    t.date('issued_on').notNullable();
    t.string('finance_email', 254).notNullable();
    t.bigInteger('amount').notNullable();
    t.string('currency', 3).notNullable();
    t.string('storage_key', 200).notNullable().unique();
    t.string('sha256', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['year', 'seq']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('invoices');
  await knex.schema.dropTable('invoice_counters');
  await knex.schema.dropTable('receivables');
  await knex.schema.dropTable('agreements');
}
