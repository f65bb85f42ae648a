// Searches by part of a word go through trigram indexes (pg_trgm GIN) on the lower case of what is searched: the
// query's expression must be the index's, and the pattern the lower case of `q`.

/** `q` as a LIKE pattern of its lower case, with LIKE's own characters taken literally. */
export const searchPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
