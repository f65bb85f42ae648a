// A small deterministic random source for the scale seed: mulberry32 (32-bit integer steps, exact in JavaScript's
// numbers), seeded per record from a constant and the record's own numbers, so that a record comes out the same
// whichever order the tables are generated in, and the same number of students always gives the same rows.

/** The seed everything starts from: change it and every generated agency changes. */
export const SCALE_SEED = 0x5ca1e5ed;

/** FNV-1a over the parts' numbers (strings by their UTF-16 units): one 32-bit seed per record. */
export function seedOf(...parts: Array<number | string>): number {
  let h = 0x811c9dc5 ^ (SCALE_SEED | 0);
  for (const part of parts) {
    if (typeof part === 'number') {
      h = Math.imul(h ^ (part & 0xffff), 0x01000193);
      h = Math.imul(h ^ (part >>> 16), 0x01000193);
    } else {
      for (let i = 0; i < part.length; i++) h = Math.imul(h ^ part.charCodeAt(i), 0x01000193);
    }
    h = Math.imul(h ^ 0xff, 0x01000193);
  }
  return h >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  /** A record's own sequence: `new Random(seedOf(...parts))`. */
  static of(...parts: Array<number | string>): Random {
    return new Random(seedOf(...parts));
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A whole number in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of `items`, each as likely as its weight. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    let total = 0;
    for (const [, w] of items) total += w;
    let r = this.next() * total;
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1]![0];
  }

  /** `n` sorted fractions in (0, 1): the moments of `n` steps spread over an interval. */
  fractions(n: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(0.02 + this.next() * 0.96);
    return out.sort((a, b) => a - b);
  }

  /** A hex string of `length` digits. */
  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.next() * 4294967296).toString(16).padStart(8, '0');
    return out.slice(0, length);
  }
}
