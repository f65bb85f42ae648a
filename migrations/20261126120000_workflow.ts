import type { Knex } from 'knex';

// The agency's own work (issue 18): advisers, applications with their history, one conversation per student, and the
// reminders already sent. Decisions 0030 (scheduled work) and 0031 (advisers and access).
export async function up(knex: Knex): Promise<void> {
  // A third role: staff who look after the students assigned to them.
  await knex.raw(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'adviser', 'admin'))`);
  await knex.schema.alterTable('users', (t) => {
    // A student's adviser; gone with the adviser's account (the student waits for a new one).
    t.bigInteger('adviser_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.index(['adviser_id']);
  });

  await knex.schema.createTable('applications', (t) => {
    t.bigIncrements('id');
    t.bigInteger('student_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    // An institution with applications cannot be deleted: the student's history would lose its subject.
    t.bigInteger('institution_id').notNullable().references('id').inTable('institutions').onDelete('RESTRICT');
    t.string('course', 200).notNullable();
    t.string('intake', 7).notNullable(); // YYYY-MM
    t.string('stage', 30).notNullable().defaultTo('shortlisted');
    t.date('deadline').nullable();
    t.text('offer_conditions').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check(
      `stage IN ('shortlisted', 'preparing', 'submitted', 'conditional_offer', 'unconditional_offer', 'accepted', 'visa_applied', 'visa_granted', 'enrolled', 'rejected', 'withdrawn')`,
      [],
      'applications_stage_check',
    );
    t.check(`intake ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`, [], 'applications_intake_check');
    t.index(['student_id', 'created_at']);
    t.index(['institution_id']);
  });
  // The board: a column per stage, newest change first; the reminder sweep: deadlines of applications not yet submitted.
  await knex.raw(`
    CREATE INDEX applications_stage_updated_index ON applications (stage, updated_at DESC, id DESC);
    CREATE INDEX applications_open_deadline_index ON applications (deadline) WHERE deadline IS NOT NULL AND stage IN ('shortlisted', 'preparing');
  `);

  // Every move of an application: the stage it reached, when, by whom (null once that account is erased), and why.
  await knex.schema.createTable('application_history', (t) => {
    t.bigIncrements('id');
    t.bigInteger('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.string('stage', 30).notNullable();
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.bigInteger('by_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.text('note').nullable();
    t.index(['application_id', 'at']);
    t.index(['by_id']);
  });

  // One conversation per student. The author's name and role are kept with the message, so a message from an account
  // deleted since still says who wrote it.
  await knex.schema.createTable('messages', (t) => {
    t.bigIncrements('id');
    t.bigInteger('student_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('author_id').nullable().references('id').inTable('users').onDelete('SET NULL');
    t.string('author_name', 201).notNullable();
    t.string('author_role', 20).notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['student_id', 'id']);
    t.index(['author_id']);
  });

  // One row per conversation: where each side has read up to (unread = the other side's messages after that id), and
  // when each side was last mailed about new messages (at most one mail per side per 15 minutes).
  await knex.schema.createTable('message_threads', (t) => {
    t.bigInteger('student_id').primary().references('id').inTable('users').onDelete('CASCADE');
    t.bigInteger('student_read_id').notNullable().defaultTo(0);
    t.bigInteger('staff_read_id').notNullable().defaultTo(0);
    t.timestamp('student_mailed_at', { useTz: true }).nullable();
    t.timestamp('staff_mailed_at', { useTz: true }).nullable();
  });

  // Reminders sent: one row per application and kind. The row is inserted ON CONFLICT DO NOTHING with the mails'
  // jobs in one transaction, so however many processes sweep at once, one of them sends (decision 0030).
  await knex.schema.createTable('application_reminders', (t) => {
    t.bigInteger('application_id').notNullable().references('id').inTable('applications').onDelete('CASCADE');
    t.string('kind', 30).notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['application_id', 'kind']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('application_reminders');
  await knex.schema.dropTable('message_threads');
  await knex.schema.dropTable('messages');
  await knex.schema.dropTable('application_history');
  await knex.schema.dropTable('applications');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('adviser_id');
  });
  await knex.raw(`UPDATE users SET role = 'user' WHERE role = 'adviser'`);
  await knex.raw(`ALTER TABLE users DROP CONSTRAINT users_role_check`);
  await knex.raw(`ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'))`);
}
