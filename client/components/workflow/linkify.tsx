// A message's plain text as React nodes: the text itself (React escapes it) with every http(s) address turned into a
// link that opens in a new tab and tells the browser nothing about this page. Nothing else in the text means anything:
// no markup, no other schemes (javascript:, data:, mailto:…).
import type { ReactNode } from 'react';

/** An address starts with http:// or https:// and runs to the next space or angle bracket or quote. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that usually ends the sentence around an address rather than the address itself. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address as a safe href, or null: only absolute http and https addresses with a host. */
export function safeHref(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.href;
}

/** The parts of `text`: strings, and links for its addresses. */
export function linkify(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    // An address in brackets keeps its own closing bracket only if it opened one.
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    if (trailing) address = address.slice(0, address.length - trailing.length);
    if (trailing.startsWith(')') && address.includes('(')) address += ')';
    const href = safeHref(address);
    const start = match.index;
    if (!href) continue;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {address}
      </a>,
    );
    last = start + address.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
