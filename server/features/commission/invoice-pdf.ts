// An invoice as a PDF (decision 0048), with the student's name in any script the shipped fonts cover: Latin with
// accents, Arabic, Chinese (simplified, all of GB2312) and Japanese kana. The PDF standard fonts cover Latin only, so
// four subset Noto fonts are embedded (server/fonts, made by scripts/fonts/make-fonts.py; SIL Open Font Licence).
//
// pdfkit draws, and its fontkit shapes (Arabic joining, lam-alef and other ligatures, marks, kerning). On top of it:
//   * a font per character, in order Latin → Arabic → CJK, the text drawn run by run;
//   * the Unicode bidirectional algorithm (bidi-js): runs put in visual order (UAX #9, rule L2);
//   * each run shaped whole (pdfkit shapes word by word by default, which swaps right-to-left words);
//   * Arabic ligatures split for text extraction, so that every PDF reader gives the name back as written (below).
// Fonts are opened once per process and shared by every invoice.
/* eslint-disable @typescript-eslint/no-explicit-any -- fontkit's fonts, glyphs and runs have no typings: they are handed to pdfkit as they are */
import PDFDocument from 'pdfkit';
import { create as openFont } from 'fontkit';
import bidiFactory from 'bidi-js';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { log } from '../../lib/log';

export interface InvoiceFacts {
  number: string;
  issuedOn: string;
  dueOn: string;
  /** The agency: its name, and its address lines (its e-mail address last). */
  agency: { name: string; address: string[] };
  institution: { name: string; address?: string[] };
  student: { name: string };
  course: string;
  intake: string;
  amount: string; // already formatted, e.g. "£1,234.50"
  notes?: string;
}

export interface RenderOptions {
  /** Directory holding the files produced by make-fonts.sh. Default: ./fonts next to this module (or the bundle). */
  fontsDir?: string;
  /** Called with the characters that no shipped font can draw (they would show as empty boxes). */
  onMissingGlyphs?: (chars: string[], text: string) => void;
}

// ---------------------------------------------------------------------------------------------
// Fonts

type FkFont = any; // fontkit Font (typed loosely: pdfkit/fontkit internals)
interface FontSet {
  regular: FkFont[]; // fallback chain for regular text
  bold: FkFont[]; // fallback chain for bold text
}

const FONT_FILES = {
  latin: 'NotoSans-Regular',
  latinBold: 'NotoSans-Bold',
  arabic: 'NotoSansArabic-Regular',
  cjk: 'NotoSansCJKsc-Regular',
} as const;

const fontCache = new Map<string, FontSet>();

function findFile(dir: string, base: string): string {
  for (const ext of ['.woff2', '.ttf', '.otf', '.woff']) {
    const p = path.join(dir, base + ext);
    if (existsSync(p)) return p;
  }
  throw new Error(`font ${base}.{woff2,ttf,otf} not found in ${dir}`);
}

/**
 * The shipped fonts, from the app's directory as the demo's files are: the repository's server/fonts, or, in the image
 * (which holds no sources), dist/fonts.
 */
const FONT_DIRS = ['server/fonts', 'dist/fonts'];
function defaultFontsDir(): string {
  const found = FONT_DIRS.map((dir) => path.resolve(dir)).find((dir) => existsSync(path.join(dir, `${FONT_FILES.latin}.woff2`)));
  if (!found) throw new Error(`the invoices' fonts are missing: looked in ${FONT_DIRS.join(' and ')}`);
  return found;
}

function loadFonts(dir: string): FontSet {
  let set = fontCache.get(dir);
  if (set) return set;
  const open = (base: string) => freshCodePoints(openFont(readFileSync(findFile(dir, base))));
  const latin = open(FONT_FILES.latin);
  const latinBold = open(FONT_FILES.latinBold);
  const arabic = splitRtlLigatures(open(FONT_FILES.arabic));
  const cjk = open(FONT_FILES.cjk);
  set = { regular: [latin, arabic, cjk], bold: [latinBold, arabic, cjk] };
  fontCache.set(dir, set);
  return set;
}

/**
 * fontkit caches Glyph objects by glyph id together with the code points of the *first* request. When a
 * glyph is first touched without code points (e.g. as a component of a composite glyph while pdfkit
 * writes a subset) and later produced by layout, pdfkit reads the stale empty `codePoints` and writes an
 * empty ToUnicode entry: the character vanishes from extracted text. Because these fontkit objects are
 * shared by all documents of the process, this really happens (2nd Arabic invoice lost a lam of "الله").
 * Fix: hand out a view with the requested code points whenever they differ from the cached ones.
 */
function freshCodePoints(font: FkFont): FkFont {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const g = getGlyph(id, codePoints);
    if (!g || !codePoints.length || (g.codePoints.length === codePoints.length && g.codePoints.every((c: number, i: number) => c === codePoints[i]))) return g;
    return Object.create(g, { codePoints: { value: codePoints } });
  };
  return font;
}

/**
 * Text extraction of RTL ligatures is not portable: a glyph like lam-alef maps to two characters, and
 * pdf.js <= 2 (inside pdf-parse 1.x) reverses them, pdf.js >= 3 (pdfjs-dist 5, pdf-parse 2.x) and poppler
 * don't, so one of them always returns e.g. "ليىل" instead of "ليلى". Fix: give every character its own
 * glyph. The ligature glyph keeps the first character; each further character gets an empty, zero-width
 * helper glyph (1/1000 em wide, added by make-fonts.py at U+E000+cp) placed before it in visual order. Rendering is
 * unchanged and every extractor sees one character per glyph in visual order, which it reverses correctly.
 */
function splitRtlLigatures(font: FkFont): FkFont {
  const layout = font.layout.bind(font);
  const helper = new Map<number, { id: number; advanceWidth: number; codePoints: number[] }>();
  const helperFor = (cp: number) => {
    let h = helper.get(cp);
    if (!h && font.hasGlyphForCodePoint(0xe000 + cp)) {
      const g = font.glyphForCodePoint(0xe000 + cp);
      h = { id: g.id, advanceWidth: g.advanceWidth, codePoints: [cp] }; // advance = 1/1000 em (see make-fonts.py)
      helper.set(cp, h);
    }
    return h;
  };
  font.layout = (text: string, ...rest: unknown[]) => {
    const run = layout(text, ...rest);
    if (run.direction !== 'rtl' || !run.glyphs.some((g: any) => g.codePoints.length > 1)) return run;
    const glyphs: any[] = [];
    const positions: any[] = [];
    run.glyphs.forEach((g: any, i: number) => {
      const cps: number[] = g.codePoints;
      const helpers = cps.slice(1).map(helperFor);
      if (cps.length > 1 && helpers.every(Boolean)) {
        for (let k = helpers.length - 1; k >= 0; k--) {
          glyphs.push(helpers[k]);
          positions.push({ xAdvance: helpers[k]!.advanceWidth, yAdvance: 0, xOffset: 0, yOffset: 0 });
        }
        glyphs.push({ id: g.id, advanceWidth: g.advanceWidth, codePoints: [cps[0]] });
      } else {
        glyphs.push(g);
      }
      positions.push(run.positions[i]);
    });
    run.glyphs = glyphs; // GlyphRun.advanceWidth is a getter over positions, so it stays right
    run.positions = positions;
    return run;
  };
  return font;
}

// ---------------------------------------------------------------------------------------------
// Mixed-script, bidi-aware single-line text

const bidi = bidiFactory();
type Doc = InstanceType<typeof PDFDocument>;
interface Run {
  text: string;
  font: FkFont;
  level: number;
}
interface Style {
  bold?: boolean;
  size: number;
  color?: string;
}

const NEUTRAL = /[\s\p{P}\p{S}\p{N}\p{M}\p{Cf}]/u;

/** Split a line into runs of one font and one bidi level, in visual (left-to-right) order. */
function visualRuns(text: string, chain: FkFont[], missing: Set<string>): Run[] {
  text = text.normalize('NFC');
  const { levels } = bidi.getEmbeddingLevels(text);
  const runs: Run[] = [];
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const level = levels[i] ?? 0;
    i += ch.length;
    const prev = runs[runs.length - 1];
    let font: FkFont | undefined;
    // neutrals (spaces, punctuation, digits, marks) stay in the current font if it has them
    if (prev && NEUTRAL.test(ch) && prev.font.hasGlyphForCodePoint(cp)) font = prev.font;
    font ??= chain.find((f) => f.hasGlyphForCodePoint(cp));
    if (!font) {
      if (!/\s/.test(ch)) missing.add(ch);
      font = prev?.font ?? chain[0];
    }
    if (prev && prev.font === font && prev.level === level) prev.text += ch;
    else runs.push({ text: ch, font, level });
  }
  // UAX #9 rule L2: from the highest level down to the lowest odd level, reverse every maximal
  // sequence of runs at that level or higher. (Glyphs inside an RTL run are reversed by fontkit.)
  const max = Math.max(0, ...runs.map((r) => r.level));
  const minOdd = Math.min(...runs.map((r) => r.level).filter((l) => l % 2 === 1), max + 1);
  for (let lvl = max; lvl >= minOdd && lvl >= 1; lvl--) {
    for (let s = 0; s < runs.length; ) {
      if (runs[s]!.level < lvl) {
        s++;
        continue;
      }
      let e = s;
      while (e < runs.length && runs[e]!.level >= lvl) e++;
      const rev = runs.slice(s, e).reverse();
      runs.splice(s, e - s, ...rev);
      s = e;
    }
  }
  return runs;
}

const SHAPE = { features: [] as string[] }; // truthy `features` => pdfkit shapes the whole run at once

class Writer {
  missing = new Set<string>();
  constructor(
    readonly doc: Doc,
    readonly fonts: FontSet,
  ) {}

  private runs(text: string, style: Style): Run[] {
    return visualRuns(text, style.bold ? this.fonts.bold : this.fonts.regular, this.missing);
  }

  private runWidth(run: Run, size: number): number {
    return this.doc.font(this.fontKey(run.font)).fontSize(size).widthOfString(run.text, SHAPE as any);
  }

  private keys = new Map<FkFont, string>();
  private fontKey(font: FkFont): string {
    let k = this.keys.get(font);
    if (!k) {
      k = `f${this.keys.size}`;
      this.keys.set(font, k);
      this.doc.registerFont(k, font);
    }
    return k;
  }

  width(text: string, style: Style): number {
    return this.runs(text, style).reduce((w, r) => w + this.runWidth(r, style.size), 0);
  }

  /** Draw one line (no wrapping). `y` is the top of the line box. */
  line(text: string, x: number, y: number, style: Style & { align?: 'left' | 'right' | 'center'; width?: number }) {
    const runs = this.runs(text, style);
    const widths = runs.map((r) => this.runWidth(r, style.size));
    const total = widths.reduce((a, b) => a + b, 0);
    const w = style.width ?? 0;
    let cx = style.align === 'right' ? x + w - total : style.align === 'center' ? x + (w - total) / 2 : x;
    this.doc.fillColor(style.color ?? '#1a1a1a');
    runs.forEach((r, i) => {
      // common baseline: pdfkit positions text by the top of each font's own ascender, so
      // convert our line-top to a baseline using the Latin font, then back per run font.
      const base = y + this.ascent(this.fonts.regular[0], style.size);
      const top = base - this.ascent(r.font, style.size);
      this.doc.font(this.fontKey(r.font)).fontSize(style.size).text(r.text, cx, top, { lineBreak: false, ...SHAPE } as any);
      cx += widths[i]!;
    });
  }

  private ascent(font: FkFont, size: number) {
    return (font.ascent / font.unitsPerEm) * size;
  }

  /** Greedy word wrap (spaces, and between CJK characters); returns the lines. */
  wrap(text: string, style: Style, maxWidth: number): string[] {
    const tokens = text.match(/[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF][\p{P}]*|[^\s\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]+\s*|\s+/gu) ?? [];
    const lines: string[] = [];
    let cur = '';
    for (const t of tokens) {
      const next = cur + t;
      if (cur && this.width(next.trimEnd(), style) > maxWidth) {
        lines.push(cur.trimEnd());
        cur = t.trimStart();
      } else cur = next;
    }
    if (cur.trim()) lines.push(cur.trimEnd());
    return lines;
  }

  /** Draw wrapped text; returns the y below the last line. */
  para(text: string, x: number, y: number, width: number, style: Style & { align?: 'left' | 'right'; leading?: number }) {
    const lh = style.size * (style.leading ?? 1.45);
    for (const l of this.wrap(text, style, width)) {
      this.line(l, x, y, { ...style, width });
      y += lh;
    }
    return y;
  }
}

// ---------------------------------------------------------------------------------------------
// The invoice

const A4 = { w: 595.28, h: 841.89 };
const M = 50; // page margin
const INK = '#1a1a1a';
const MUTED = '#6b6b6b';
const ACCENT = '#1f4e79';
const RULE = '#d0d0d0';

export async function renderInvoicePdf(facts: InvoiceFacts, options: RenderOptions = {}): Promise<Uint8Array> {
  const fonts = loadFonts(options.fontsDir ?? defaultFontsDir());
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    font: fonts.regular[0], // never let pdfkit load its default Helvetica (AFM files read at run time)
    info: {
      Title: `Invoice ${facts.number}`,
      Author: facts.agency.name,
      Subject: `Invoice ${facts.number} to ${facts.institution.name}`,
      CreationDate: new Date(0), // deterministic output; the issue date is in the content
    },
    displayTitle: true,
    lang: 'en',
  } as any);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((res, rej) => {
    doc.on('end', () => res());
    doc.on('error', rej);
  });

  const w = new Writer(doc, fonts);
  const right = A4.w - M;
  const contentW = right - M;

  // ---- header band
  doc.rect(0, 0, A4.w, 6).fill(ACCENT);
  let y = M;
  w.line(facts.agency.name, M, y, { bold: true, size: 16, color: ACCENT });
  w.line('INVOICE', M, y - 2, { bold: true, size: 24, color: INK, align: 'right', width: contentW });
  y += 24;
  let ay = y;
  for (const l of facts.agency.address) {
    w.line(l, M, ay, { size: 9, color: MUTED });
    ay += 13;
  }
  w.line(`No. ${facts.number}`, M, y + 8, { size: 11, color: INK, align: 'right', width: contentW });
  y = Math.max(ay, y + 30) + 14;
  doc.moveTo(M, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
  y += 18;

  // ---- bill to (left) / dates (right)
  const colR = M + contentW * 0.6;
  w.line('BILL TO', M, y, { bold: true, size: 8, color: MUTED });
  let by = y + 14;
  by = w.para(facts.institution.name, M, by, contentW * 0.55, { bold: true, size: 11, leading: 1.35 });
  for (const l of facts.institution.address ?? []) {
    w.line(l, M, by, { size: 10, color: INK });
    by += 14;
  }
  const meta: [string, string][] = [
    ['Invoice number', facts.number],
    ['Invoice date', facts.issuedOn],
    ['Due date', facts.dueOn],
  ];
  let my = y;
  for (const [k, v] of meta) {
    w.line(k, colR, my, { size: 9.5, color: MUTED });
    w.line(v, colR, my, { size: 9.5, color: INK, align: 'right', width: right - colR });
    my += 16;
  }
  y = Math.max(by, my) + 26;

  // ---- line table
  const amountW = 110;
  const descW = contentW - amountW - 20;
  doc.rect(M, y, contentW, 22).fill('#eef2f7');
  w.line('DESCRIPTION', M + 10, y + 7, { bold: true, size: 8, color: ACCENT });
  w.line('AMOUNT', right - amountW - 10, y + 7, { bold: true, size: 8, color: ACCENT, align: 'right', width: amountW });
  y += 32;
  const desc = `Commission: ${facts.student.name}, ${facts.course}, intake ${facts.intake}`;
  const rowTop = y;
  y = w.para(desc, M + 10, y, descW, { size: 10.5, leading: 1.5 });
  w.line(facts.amount, right - amountW - 10, rowTop, { size: 10.5, align: 'right', width: amountW });
  y += 6;
  doc.moveTo(M, y).lineTo(right, y).lineWidth(0.75).strokeColor(RULE).stroke();
  y += 12;
  w.line('Total due', right - amountW - 150, y, { bold: true, size: 12, align: 'right', width: 130 });
  w.line(facts.amount, right - amountW - 10, y, { bold: true, size: 12, align: 'right', width: amountW });
  y += 22;
  doc.moveTo(right - amountW - 150, y).lineTo(right, y).lineWidth(1.5).strokeColor(ACCENT).stroke();
  y += 36;

  // ---- payment terms & notes
  w.line('PAYMENT TERMS', M, y, { bold: true, size: 8, color: MUTED });
  y += 14;
  y = w.para(
    `Payment is due by ${facts.dueOn}. Please quote invoice number ${facts.number} as the payment reference. ` +
      `Commission is payable in the currency shown, net of bank charges.`,
    M,
    y,
    contentW,
    { size: 10 },
  );
  if (facts.notes) {
    y += 12;
    w.line('NOTES', M, y, { bold: true, size: 8, color: MUTED });
    y += 14;
    y = w.para(facts.notes, M, y, contentW, { size: 10 });
  }

  // ---- footer
  const fy = A4.h - M;
  doc.moveTo(M, fy - 8).lineTo(right, fy - 8).lineWidth(0.5).strokeColor(RULE).stroke();
  w.line(`${facts.agency.name} · Invoice ${facts.number}`, M, fy, { size: 8, color: MUTED });
  w.line('Page 1 of 1', M, fy, { size: 8, color: MUTED, align: 'right', width: contentW });

  if (w.missing.size) {
    const chars = [...w.missing];
    (options.onMissingGlyphs ?? ((c) => log.warn('an invoice has characters no shipped font draws: they show as empty boxes', { invoice: facts.number, characters: c.join(' ') })))(chars, desc);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Characters of `text` that none of the shipped fonts can draw (for validating names up front). */
export function uncoveredChars(text: string, options: RenderOptions = {}): string[] {
  const chain = loadFonts(options.fontsDir ?? defaultFontsDir()).regular;
  return [...new Set([...text.normalize('NFC')].filter((c) => !/\s/.test(c) && !chain.some((f) => f.hasGlyphForCodePoint(c.codePointAt(0)!))))];
}
