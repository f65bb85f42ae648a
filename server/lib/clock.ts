// The site's idea of "now" for what depends on the time of day: scheduled publishing. Real time, unless a test sets
// it (clock.set / clock.advance, then clock.reset); the database's own now() would not move with it.
let offsetMs = 0;

export const clock = {
  /** Now, as the site sees it. */
  now: (): Date => new Date(Date.now() + offsetMs),
  ms: (): number => Date.now() + offsetMs,
  /** Tests: from now on the clock reads `at` (and runs on from there). */
  set(at: Date | number): void {
    offsetMs = new Date(at).getTime() - Date.now();
  },
  /** Tests: moves the clock on by `ms`. */
  advance(ms: number): void {
    offsetMs += ms;
  },
  reset(): void {
    offsetMs = 0;
  },
};

/** The time as a service is handed it: the site's clock above, or one a test gives the service (message mail throttling,
 * deadline reminders). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => clock.now() };

/** "2026-11-26": a day in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
