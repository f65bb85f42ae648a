// Which stored encoding to send for an Accept-Encoding header: brotli, then gzip, then none.

export type StoredEncoding = 'br' | 'gzip';

const ALL: ReadonlySet<StoredEncoding> = new Set(['br', 'gzip']);

/** Browsers send plain lists ("gzip, deflate, br, zstd"); an explicit q=0 refuses an encoding. */
export function pickEncoding(accept: string | undefined, available: ReadonlySet<StoredEncoding> = ALL): StoredEncoding | 'identity' {
  if (!accept) return 'identity';
  const accepts = (name: string) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*(?:,|;|$)`, 'i').test(accept) && !new RegExp(`(?:^|,)\\s*${name}\\s*;\\s*q=0(?:\\.0*)?\\s*(?:,|$)`, 'i').test(accept);
  if (available.has('br') && accepts('br')) return 'br';
  if (available.has('gzip') && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}
