// Child processes and temp directories of a bench run, and their cleanup: on success, on failure, on Ctrl-C.
// Every child is started detached (its own process group) so a Ctrl-C reaches only the bench, which then stops
// each child in order (the site first gets SIGTERM so it stops its embedded PostgreSQL itself), and sends SIGKILL to
// the child's process group as a last resort.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Machine } from './report';

/** Cores: the server side (site, its PostgreSQL, the reference server) and the load side (wrk, the open-loop client). */
const TWO_CORES = os.availableParallelism() >= 2;
export const SERVER_CORE: number | null = TWO_CORES ? 0 : null;
export const LOAD_CORE: number | null = TWO_CORES ? 1 : null;

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Everything it printed (stdout and stderr), for error messages. */
  output(): string;
  exited(): boolean;
  /** How it ended ("exit code 1", "signal SIGKILL"), or null while it runs. */
  exitReason(): string | null;
  /** SIGTERM, wait, then SIGKILL to its process group. */
  stop(graceMs?: number): Promise<void>;
}

const running = new Set<Managed>();
const tempDirs = new Set<string>();
const extraCleanups: Array<() => Promise<void> | void> = [];

/** The command line that pins `command` to `core` (unpinned when the machine has one core). */
export function pinned(core: number | null, command: string, args: string[]): [string, string[]] {
  return core === null ? [command, args] : ['taskset', ['-c', String(core), command, ...args]];
}

function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone already
  }
}

export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; core?: number | null; keepOutput?: number } = {},
): Managed {
  const [cmd, argv] = pinned(options.core ?? null, command, args);
  const child = spawn(cmd, argv, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const limit = options.keepOutput ?? 200_000;
  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > limit) output = output.slice(-limit);
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true;
      resolve();
    });
    child.once('error', (error) => {
      output += `\n${name}: ${error.message}`;
      exited = true;
      resolve();
    });
  });
  const managed: Managed = {
    name,
    child,
    output: () => output,
    exited: () => exited,
    exitReason: () => (!exited ? null : child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`),
    async stop(graceMs = 15_000) {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
        await Promise.race([exit, timer]);
      }
      // Whatever is left in its group (a PostgreSQL the site did not stop in time) goes too.
      killGroup(child.pid, 'SIGKILL');
      if (!exited) await Promise.race([exit, new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref())]);
      running.delete(managed);
    },
  };
  running.add(managed);
  return managed;
}

/** Runs a command to completion; its stdout (throws on a non-zero exit). */
export async function runToEnd(name: string, command: string, args: string[], options: { env?: NodeJS.ProcessEnv; core?: number | null } = {}): Promise<string> {
  const managed = startProcess(name, command, args, options);
  const code = await new Promise<number | null>((resolve) => {
    if (managed.exited()) resolve(managed.child.exitCode);
    else managed.child.once('close', (c) => resolve(c));
  });
  running.delete(managed);
  if (code !== 0) throw new Error(`${name} failed (${managed.exitReason() ?? `exit ${code}`}):\n${managed.output().slice(-4000)}`);
  return managed.output();
}

/**
 * How fast the server core is now: a fixed loop of arithmetic in a fresh Node, timed in ms. On this shared virtual
 * machine it took 2.7–4.9 s within one afternoon; with R's own rate it tells what machine a run had.
 */
export async function cpuCheckMs(): Promise<number> {
  const loop = 'const t=process.hrtime.bigint();let s=0;for(let i=0;i<3e8;i++)s+=i;console.log(s>0?Number(process.hrtime.bigint()-t)/1e6:0)';
  return Number((await runToEnd('CPU check', process.execPath, ['-e', loop], { core: SERVER_CORE })).trim());
}

/** The machine at the start of a run: the load and the CPU checks are added as the run goes. */
export function machineAtStart(): Machine {
  return { cpus: os.availableParallelism(), serverCore: SERVER_CORE, loadCore: LOAD_CORE, node: process.version, loadavgAtStart: os.loadavg(), loadavgAtEnd: [], cpuCheckMs: [] };
}

/** Before a run: says when nothing can be pinned, and times the server core (the first of `machine`'s CPU checks). */
export async function checkMachineAtStart(machine: Machine, log: (line: string) => void): Promise<void> {
  if (SERVER_CORE === null) log('bench: fewer than 2 cores, nothing is pinned (figures are not comparable with pinned runs)');
  machine.cpuCheckMs.push(await cpuCheckMs());
  log(`bench: CPU check on the server core: ${machine.cpuCheckMs[0]!.toFixed(0)} ms`);
}

export function makeTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function onCleanup(fn: () => Promise<void> | void): void {
  extraCleanups.push(fn);
}

let cleaning: Promise<void> | null = null;

/** True once cleanup began (Ctrl-C): errors of steps whose processes it killed are expected then. */
export const stopping = () => cleaning !== null;

/** Stops every child (newest first), runs the registered cleanups, removes the temp directories. Idempotent. */
export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of extraCleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error(`bench: cleanup step failed: ${(error as Error).message}`);
      }
    }
    for (const managed of [...running].reverse()) await managed.stop();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    tempDirs.clear();
  })();
  return cleaning;
}

/** Last resort when the process exits without cleanup (an uncaught error, a second Ctrl-C): synchronous. */
function cleanupNow(): void {
  for (const managed of running) killGroup(managed.child.pid, 'SIGKILL');
  for (const dir of tempDirs) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // nothing more to do
    }
  }
}

let interrupted = 0;
export function installSignalHandlers(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const) {
    process.on(signal, () => {
      interrupted += 1;
      if (interrupted > 1) {
        console.error('bench: interrupted again, killing everything now');
        cleanupNow();
        process.exit(code);
      }
      console.error(`\nbench: ${signal}, stopping the processes it started…`);
      void cleanup().finally(() => process.exit(code));
    });
  }
  process.on('exit', cleanupNow);
}
