// An admin's widget links (components/WidgetEditing.tsx): not in a visitor's first load. Like the signed-in parts of
// the layout (`signedInParts`, layouts/DefaultLayout.tsx), the browser fetches them before hydrating when an admin is
// signed in (client/shell.tsx), the server render has them from the start (client/routes.tsx), and after a sign-in
// a widget fetches them on first use (components/Widget.tsx).
import { preloadable } from '../lib/preload';

export const widgetEditing = preloadable(() => import('./WidgetEditing'));
