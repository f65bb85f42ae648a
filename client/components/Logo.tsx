// The company mark (a globe crossed by meridians, with a route arc) beside the app name.
import { Link } from './Link';
import { useConfig } from '../lib/context';
import { useT } from '../lib/i18n';

export function LogoMark({ size = 120 }: { size?: number }) {
  return (
    <svg className="logo-mark" viewBox="0 0 120 120" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="50" fill="#0f4c81" />
      <g fill="none" stroke="#cfe6fb" strokeWidth="3">
        <circle cx="60" cy="60" r="36" />
        <ellipse cx="60" cy="60" rx="16" ry="36" />
        <path d="M24 60h72M30 42h60M30 78h60" />
      </g>
      <path d="M20 86c22-30 52-46 86-50" fill="none" stroke="#f5a524" strokeWidth="5" strokeLinecap="round" />
      <path d="m100 28 10 7-11 5z" fill="#f5a524" />
    </svg>
  );
}

export function Logo({ compact = false }: { compact?: boolean }) {
  const { appName } = useConfig();
  const t = useT();
  const [first, ...rest] = appName.split(' ');
  return (
    // The visible words are the start of the accessible name (WCAG 2.5.3 "label in name"): the space between the
    // two lines is a text node, so the text reads "Meridian Study Abroad" and not "MeridianStudy Abroad".
    <Link to="/" className={compact ? 'logo logo-compact' : 'logo'} aria-label={t('site.logoHome', { name: appName })}>
      <LogoMark />
      <span className="logo-text" aria-hidden="true">
        <span className="logo-name">{first}</span>
        {rest.length > 0 && (
          <>
            {' '}
            <span className="logo-tag">{rest.join(' ')}</span>
          </>
        )}
      </span>
    </Link>
  );
}
