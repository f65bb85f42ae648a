// Style sheets fetched with the code that needs them (the dialogs', the portal's): one <link> per sheet, and the
// caller waits until it has loaded, so what it shows next is never drawn unstyled.
const loading = new Map<string, Promise<void>>();

/** Resolves once the sheet at `href` applies (at once when the server's page already links it); never rejects. */
export function loadStylesheet(href: string): Promise<void> {
  if (typeof document === 'undefined' || !href) return Promise.resolve();
  let found = loading.get(href);
  if (!found) {
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.getAttribute('href') === href);
    found = linked
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // A sheet that fails to load leaves the page plain rather than stuck.
          link.onload = link.onerror = () => resolve();
          document.head.append(link);
        });
    loading.set(href, found);
  }
  return found;
}
