// The services' icons (and other pictograms of content pages): only the pages that show them load them.
import type { SVGProps } from 'react';
import { iconProps, StrokedIcon } from './icons';

const paths: Record<string, string> = {
  compass: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5z',
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 13h6M9 17h6',
  pen: 'M16.5 3.5a2.1 2.1 0 0 1 3 3L8 18l-4 1 1-4z M14 6l3 3',
  scholarship: 'M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zm-3.5 4.5L8 15m8 4.5.5-4.5M8.5 19.5 12 18l3.5 1.5',
  visa: 'M5 3h14v18H5zM9 7h6M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8 18h8',
  plane: 'M10.5 13.5 3 11l1.5-1.5 7 1 4-4c1-1 2.5-1.5 3-1s0 2-1 3l-4 4 1 7L13 21l-2.5-7.5z',
  handshake: 'M3 12l4-4 4 2 3-2 4 1 3 3-4 4M3 12l5 5 2-1 2 2 2-1 2 1 2-2M11 10l-2 3',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  megaphone: 'M3 11v3l3 .5V10.5zM6 10.5 18 6v13L6 14.5M9 15l1 5h3l-1-4.5',
  shield: 'M12 3 5 6v6c0 4.5 3 7.5 7 9 4-1.5 7-4.5 7-9V6zm-3 9 2 2 4-4',
  calendar: 'M5 5h14v15H5zM5 9h14M9 3v4M15 3v4M9 13h2M13 13h2M9 16h2',
  graduation: 'M2 9l10-5 10 5-10 5zM6 11v5c2 2 10 2 12 0v-5M22 9v6',
  home: 'M4 11 12 4l8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  chat: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
};

export type ServiceIconName = keyof typeof paths;

export function ServiceIcon({ name, label, ...rest }: { name: string; label?: string } & SVGProps<SVGSVGElement>) {
  return <StrokedIcon path={paths[name] ?? paths.compass} {...iconProps(label, rest)} />;
}
