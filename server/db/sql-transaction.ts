// A transaction on one pool connection, run with plain SQL ($1 placeholders), for work that other libraries join
// (pg-boss's `db` option: mail jobs that exist if and only if the transaction commits).
import type { Db } from './knex';

/** Runs SQL on one connection: a transaction the mail jobs join (pg-boss's `db` option). */
export interface SqlRunner {
  executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

export async function withSqlTransaction<T>(db: Db, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  const client = db.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<void> };
  const connection = await client.acquireConnection();
  const runner: SqlRunner = { executeSql: (text, values) => connection.query(text, values) };
  try {
    await connection.query('BEGIN');
    const result = await work(runner);
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.releaseConnection(connection);
  }
}

/**
 * The runner of a Knex transaction already open: its own connection (a transaction's client hands out the one
 * connection it holds), so the mail jobs written through it commit or roll back with the transaction.
 */
export async function transactionRunner(trx: { client: unknown }): Promise<SqlRunner> {
  const connection = await (trx.client as { acquireConnection(): Promise<PgConnection> }).acquireConnection();
  return { executeSql: (text, values) => connection.query(text, values) };
}
