// Password hashing with argon2id (OWASP's minimum: 19 MiB, 2 passes, 1 lane), a few at a time.
//
// Each hash takes tens of milliseconds of a thread of libuv's pool, which file reads and compression share. Without
// a bound, a flood of sign-ins or resets with made-up tokens queued hundreds of hashes and every page waited behind
// them. Here at most HASH_CONCURRENCY run at once, HASH_QUEUE more wait their turn, and anything past that is told
// to come back (503 with Retry-After) at once.
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors';

const ARGON2ID = 2; // Algorithm.Argon2id: the package declares it as a const enum, which isolated modules cannot import

export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;
const BUSY_RETRY_AFTER_S = 2;

let running = 0;
const waiting: Array<() => void> = [];

export const busyHashing = () =>
  new AppError(503, 'Too many sign-ins at once. Please try again in a moment.', { headers: { 'Retry-After': String(BUSY_RETRY_AFTER_S) } });

/** Runs `work` when a hashing slot is free; refuses at once when the queue is full. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw busyHashing();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or frees up.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** How many hashes run and wait now (tests). */
export const hashingLoad = () => ({ running, waiting: waiting.length });

let verified = 0;
/** How many passwords have been checked against a hash since the process started, decoys included (tests count the work). */
export const passwordChecks = () => verified;

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }));
}

// A real hash to verify against when no account matches, so both answers take the same time.
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  verified += 1;
  if (!stored) {
    decoy ??= hash('decoy password that matches nothing', { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const target = await decoy;
    await inTurn(() => verify(target, password).catch(() => false));
    return false;
  }
  return inTurn(() => verify(stored, password).catch(() => false));
}
