// Inline SVG line icons (no icon font, no extra request). Decorative unless given a label. The contact and social
// marks are drawn by the site chrome that shows them (layouts/SiteChrome.tsx).
import type { SVGProps } from 'react';

const stroked = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  close: 'M5 5l14 14M19 5 5 19',
  chevron: 'm6 9 6 6 6-6',
  arrow: 'M5 12h14m-6-6 6 6-6 6',
  check: 'm5 12 5 5 9-10',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 9a7 7 0 0 1 14 0',
} satisfies Record<string, string>;

export type IconName = keyof typeof stroked;

type SvgProps = SVGProps<SVGSVGElement>;

/** The attributes every icon shares: decorative unless it has a label. */
export function iconProps(label: string | undefined, rest: SvgProps): SvgProps {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return { viewBox: '0 0 24 24', width: 20, height: 20, focusable: 'false' as const, className: 'icon', ...a11y, ...rest };
}

export function StrokedIcon({ path, ...props }: { path: string | undefined } & SvgProps) {
  return (
    <svg {...props} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, label, ...rest }: { name: IconName; label?: string } & SvgProps) {
  // The arrow points the way the text reads: mirrored on a right-to-left page (components.css).
  return <StrokedIcon path={stroked[name]} {...iconProps(label, rest)} {...(name === 'arrow' && !rest.className ? { className: 'icon icon-arrow' } : {})} />;
}
