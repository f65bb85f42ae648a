// Numeric-aware comparison ("Item 2" before "Item 10"), as the admin tables sort.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function naturalCompare(a: string | number | null | undefined, b: string | number | null | undefined): number {
  return collator.compare(String(a ?? ''), String(b ?? ''));
}
