// The administration portal's path builders, made as `paths` (shared/paths.ts) is, from its own table
// (shared/portal-routes.ts): `portalPaths.adminUser(7)` is '/admin/users/7'. Not in a visitor's first load.
import { buildersOf } from './paths';
import { PORTAL_ROUTE_PATHS } from './portal-routes';

export const portalPaths = buildersOf(PORTAL_ROUTE_PATHS);
