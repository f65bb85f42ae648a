// Path builders: every link, redirect, e-mail and sitemap entry builds its path here. One per screen, made from its
// pattern in shared/routes.ts: `paths.blogPost('visas')` is '/blog/visas'. The administration portal's are
// `portalPaths` (shared/portal-paths.ts), made the same way from its own table.
import { ROUTE_PATHS } from './routes';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** The names of a pattern's parameters, in order: '/a/:x/b/:y' → ['x', 'y']. */
type Params<P extends string> = P extends `${string}:${infer Name}/${infer Rest}` ? [Name, ...Params<`/${Rest}`>] : P extends `${string}:${infer Name}` ? [Name] : [];
/** A value for each parameter: an `:id` may be a number. */
type Values<Names extends string[]> = { [I in keyof Names]: Names[I] extends 'id' ? number | string : string };

const builder =
  (pattern: string) =>
  (...values: Array<string | number>): string => {
    let i = 0;
    return pattern.replace(/:\w+/g, () => seg(values[i++]!));
  };

/** A builder for each pattern of a table: its parameters' values in the pattern's order. */
export const buildersOf = <T extends Record<string, string>>(table: T) =>
  Object.fromEntries(Object.entries(table).map(([name, pattern]) => [name, builder(pattern)])) as {
    [N in keyof T]: (...values: Values<Params<T[N]>>) => string;
  };

export const paths = {
  ...buildersOf(ROUTE_PATHS),
  /** A service's section on its audience's page. */
  service: (audience: 'students' | 'institutions', slug: string): string =>
    `${paths[audience === 'students' ? 'servicesStudents' : 'servicesInstitutions']()}#${seg(slug)}`,
};

/** A path is safe to redirect to when it stays on this site (no scheme, no protocol-relative `//host`). */
export function isLocalPath(value: unknown): value is string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) && !/[\u0000-\u001f]/.test(value);
}
