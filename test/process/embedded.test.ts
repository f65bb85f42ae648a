// The embedded cluster's own failures: a server that cannot start says why, at once, and leaves nothing running.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import pg from 'pg';
import { freePort, socketDirOf, startEmbeddedPostgres } from '../../server/db/embedded';

describe('the embedded PostgreSQL', function () {
  this.timeout(60_000);

  it('that cannot start (its port is taken) rejects with the server’s own reason, and leaves no process or files', async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-fail-'));
    try {
      const started = Date.now();
      let failure: Error | undefined;
      await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), port, persistent: false, fast: true }).then(
        (cluster) => cluster.stop(),
        (error: Error) => (failure = error),
      );
      expect(failure?.message).to.match(/did not start/).and.match(/could not (bind|create listen socket)/i);
      expect(Date.now() - started).to.be.below(30_000);
      expect(fs.existsSync(path.join(base, 'postgres', 'postmaster.pid'))).to.equal(false);
    } finally {
      squatter.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });

  it('is made with a UTF-8 character type: lower() and searches by part of a word see every script', async () => {
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-ctype-'));
    const cluster = await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), persistent: false, fast: true });
    const client = new pg.Client({ connectionString: cluster.url });
    try {
      await client.connect();
      const settings = await client.query(`select datcollate, datctype from pg_database where datname = current_database()`);
      expect(settings.rows[0]).to.deep.equal({ datcollate: 'C', datctype: 'C.UTF-8' });
      await client.query('create extension pg_trgm');
      // Under a C character type pg_trgm finds no trigram in a word of non-ASCII letters, so nothing is similar.
      const { rows } = await client.query(
        `select lower('ÉLODIE NÚÑEZ') as lowered, similarity('محمد الأحمد', 'محمد') as arabic, similarity('王伟明', '王伟') as han, similarity('अनन्या शर्मा', 'शर्मा') as devanagari`,
      );
      expect(rows[0].lowered).to.equal('élodie núñez');
      for (const script of ['arabic', 'han', 'devanagari']) expect(rows[0][script], script).to.be.greaterThan(0.2);
    } finally {
      await client.end().catch(() => undefined);
      await cluster.stop();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('the embedded PostgreSQL’s addresses', function () {
  this.timeout(120_000);

  it('url reaches it through its Unix socket, tcpUrl over TCP; a directory too deep for a socket gets TCP alone', async () => {
    expect(socketDirOf(`/tmp/${'d'.repeat(120)}`, 5432)).to.equal(null);
    expect(socketDirOf('/tmp/a,b', 5432)).to.equal(null);
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-socket-'));
    const cluster = await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), persistent: false, fast: true });
    try {
      // inet_server_addr() is null on a Unix socket connection and the server's address on a TCP one.
      const addressOf = async (url: string) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query('select inet_server_addr()::text as address')).rows[0].address as string | null;
        } finally {
          await client.end();
        }
      };
      expect(new URL(cluster.url).searchParams.get('host')).to.equal(path.join(base, 'postgres'));
      expect(await addressOf(cluster.url)).to.equal(null);
      expect(await addressOf(cluster.tcpUrl)).to.equal('127.0.0.1/32');
    } finally {
      await cluster.stop();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
