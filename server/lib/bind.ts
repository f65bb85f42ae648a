// A feature's service is a module of named functions whose first parameter is what they work over (its repos and
// dependencies), listed in one table (`authService`, …). services.ts binds each table to its dependencies once, so
// callers write `services.auth.login(input, client)`; a test can call `login(deps, input, client)` itself.

/** The table with each function's first parameter filled in (nested tables too). */
export type Bound<D, T> = {
  [K in keyof T]: T[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : T[K] extends object ? Bound<D, T[K]> : T[K];
};

export function bindService<D, T extends object>(deps: D, table: T): Bound<D, T> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(table)) {
    bound[name] = typeof value === 'function' ? (...args: unknown[]) => (value as (deps: D, ...rest: unknown[]) => unknown)(deps, ...args) : bindService(deps, value as object);
  }
  return bound as Bound<D, T>;
}
