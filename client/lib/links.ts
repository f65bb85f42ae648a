// Plain <a href> links to the site's own screens (every components/Link and NavLink, links in CMS text, and static
// parts the browser did not hydrate) navigate inside the app through this one listener instead of reloading the page.
/**
 * `isAppPath` tells the app's screens (React Router's matching, plus the half of the table not loaded yet);
 * `inLanguage` the address of the page shown in another language.
 */
export function followPlainLinks(isAppPath: (pathname: string) => boolean, navigate: (to: string) => unknown, inLanguage: (locale: string) => string): () => void {
  function onClick(event: MouseEvent): void {
    // React Router's own <Link> (kept where a router option is needed) has handled its click already; modified clicks
    // open new tabs or windows.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return;
    // A link to another language (the language switch, whose links were made for the first page) loads the page
    // shown now in that language.
    if (anchor.hreflang) {
      event.preventDefault();
      window.location.assign(inLanguage(anchor.hreflang));
      return;
    }
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || !isAppPath(url.pathname)) return;
    // A jump within this page is the browser's job.
    if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  }
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
