// A long page's menu of its own sections: sticky at the top of the screen, the section being read marked
// (aria-current), and smooth jumps to a section (instant under reduced motion). Plain in-page links until the
// scrollspy's module (lib/scrollspy.ts) is there: it is fetched and started at the visitor's first act after
// hydration (a pointer, a touch, a key), so the page's start-up neither carries nor runs it (decision 0034).
import { useEffect, useRef, useState } from 'react';
import { onFirstAct, preloadable } from '../lib/preload';
import { useT } from '../lib/i18n';

const scrollspy = preloadable(() => import('../lib/scrollspy'));

export interface MenuSection {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

/** `label`: the menu's name, "On this page" when not given. */
export function SectionMenu({ sections, label }: { sections: readonly MenuSection[]; label?: string }) {
  const t = useT();
  const menu = useRef<HTMLElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const ids = sections.map((s) => s.id).join(' ');

  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    let stop: (() => void) | undefined;
    let live = true;
    const cancel = onFirstAct(window, () => {
      scrollspy.load().then(
        (spy) => {
          if (live) stop = spy.startScrollspy(element, ids.split(' '), setCurrent);
        },
        () => undefined, // plain links, nothing marked
      );
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, [ids]);

  // On a phone the menu scrolls sideways: keep the marked entry in sight (without moving the page).
  useEffect(() => {
    const ul = list.current;
    const link = current ? ul?.querySelector<HTMLElement>(`a[href="#${CSS.escape(current)}"]`) : null;
    if (!ul || !link || ul.scrollWidth <= ul.clientWidth) return;
    const start = link.offsetLeft - ul.offsetLeft;
    if (start < ul.scrollLeft || start + link.offsetWidth > ul.scrollLeft + ul.clientWidth) ul.scrollLeft = start - 16;
  }, [current]);

  return (
    <nav ref={menu} className="section-menu" aria-label={label ?? t('site.onThisPage')}>
      <ul ref={list} className="container">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'true' : undefined}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || !menu.current) return;
                // Before the module is there (a key pressed first thing), the browser jumps.
                if (scrollspy.loaded()?.goToSection(menu.current, section.id)) event.preventDefault();
              }}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
