// A throttle for scroll handlers: the first call runs at once, later calls within `wait` are folded into one call at
// the end of the interval (so the last position is always handled). Timers are injectable for the unit tests.
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface Throttled {
  (): void;
  /** Drops a pending trailing call. */
  cancel(): void;
}

export function throttle(fn: () => void, wait: number, timers: Timers = realTimers): Throttled {
  let timer: unknown;
  let pending = false;
  const open = () => {
    timer = timers.setTimeout(() => {
      timer = undefined;
      if (!pending) return;
      pending = false;
      fn();
      open();
    }, wait);
  };
  const throttled = () => {
    if (timer !== undefined) {
      pending = true;
      return;
    }
    fn();
    open();
  };
  throttled.cancel = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    pending = false;
  };
  return throttled;
}
