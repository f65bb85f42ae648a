// The time as services read it: the system's, or one a test sets (message mail throttling, deadline reminders).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** "2026-11-26": a day in UTC. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
