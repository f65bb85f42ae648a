// Searches by part of a word go through trigram indexes (pg_trgm GIN) on the lower case of what is searched: the
// query's expression must be the index's, and the pattern the lower case of `q`.

/** `q` in lower case with LIKE's own characters taken literally. */
const literal = (q: string) => q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);

/** `q` as a LIKE pattern of its lower case, anywhere in the text. */
export const searchPattern = (q: string) => `%${literal(q)}%`;

/** A search shorter than a trigram finds nothing through a trigram index but by reading all of it. */
export const isShortSearch = (q: string) => [...q].length < 3;

/** `q` as a LIKE pattern for the start of a field (a short search: b-tree indexes with text_pattern_ops). */
export const prefixPattern = (q: string) => `${literal(q)}%`;
