// CSV downloads (the funnel, the commission report): RFC 4180 line ends, a header row first, and cells a spreadsheet
// reads as text, never as a formula.

/**
 * A cell as a spreadsheet should read it: text that starts like a formula (= + - @, or a tab or carriage return) is
 * kept as text with a leading apostrophe; a cell with a comma, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header and rows as one CSV text. */
export function csv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  return `${[header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n')}\r\n`;
}
