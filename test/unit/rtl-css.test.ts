// The site's style sheets name directions logically (inline start and end), so an Arabic page, drawn right to left
// (server/ssr/document.ts writes dir="rtl"), is the mirror of an English one. A physical direction (margin-left,
// left:, text-align: right, a shorthand whose left and right differ…) is allowed only where mirroring would be wrong,
// and then a comment containing `physical:` on its line or ending on the line before says why.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

const STYLES = path.join(process.cwd(), 'client/styles');

/** client/styles/*.css, and the style sheets of other folders that site.css imports (the gallery's, the editors'). */
function styleSheets(): string[] {
  const own = fs
    .readdirSync(STYLES)
    .filter((name) => name.endsWith('.css'))
    .map((name) => path.join(STYLES, name));
  const site = fs.readFileSync(path.join(STYLES, 'site.css'), 'utf8');
  const imported = [...site.matchAll(/@import\s+['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => path.join(STYLES, m[1]!));
  return [...new Set([...own, ...imported])].sort();
}

/** The values of a declaration, split on spaces outside brackets: `calc(1px + 2px) 0` → ['calc(1px + 2px)', '0']. */
function values(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text.trim()) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (/\s/.test(ch) && depth === 0) {
      if (current) out.push(current);
      current = '';
    } else current += ch;
  }
  if (current) out.push(current);
  return out;
}

const PHYSICAL_NAMES: Array<[RegExp, string]> = [
  [/(^|[^-\w])(margin|padding|scroll-margin|scroll-padding)-(left|right)\b/, 'margin/padding left or right'],
  [/(^|[^-\w])border-(left|right)\b/, 'border-left/right'],
  [/(^|[^-\w])border-(top|bottom)-(left|right)-radius\b/, 'a physical corner radius'],
  [/(^|[^-\w])(left|right)\s*:/, 'left:/right: (positioning)'],
  [/(^|[^-\w])text-align\s*:\s*(left|right)\b/, 'text-align: left/right'],
  [/(^|[^-\w])(float|clear)\s*:\s*(left|right)\b/, 'float/clear: left/right'],
];

/** Why one declaration (comments removed) is physical, or null. */
function physical(declaration: string): string | null {
  for (const [pattern, what] of PHYSICAL_NAMES) if (pattern.test(declaration)) return what;
  const shorthand = /(^|[^-\w])(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color|border-radius)\s*:\s*([^;]+)/.exec(declaration);
  if (!shorthand) return null;
  const name = shorthand[2]!;
  const v = values(shorthand[3]!.replace(/!important/, '').split('/')[0]!);
  if (name === 'border-radius') {
    // top-left, top-right, bottom-right, bottom-left: the mirror swaps left and right.
    const [tl, tr = tl, br = tl, bl = tr] = v;
    return tl !== tr || br !== bl ? 'a border-radius whose left and right corners differ' : null;
  }
  // top, right, bottom, left
  return v.length === 4 && v[1] !== v[3] ? `a ${name} shorthand whose right and left differ` : null;
}

interface Finding {
  line: number;
  text: string;
  why: string;
}

/** The physical declarations of a style sheet without a `physical:` comment on their line or ending on the one before. */
export function physicalDirections(css: string): Finding[] {
  const lines = css.split('\n');
  const excused = new Set<number>(); // lines (0-based) where a `physical:` comment ends
  const code: string[] = [];
  let inComment = false;
  let comment = '';
  lines.forEach((line, index) => {
    let kept = '';
    let i = 0;
    while (i < line.length) {
      if (inComment) {
        const end = line.indexOf('*/', i);
        comment += end === -1 ? line.slice(i) : line.slice(i, end);
        if (end === -1) break;
        if (comment.includes('physical:')) excused.add(index);
        inComment = false;
        comment = '';
        i = end + 2;
      } else {
        const start = line.indexOf('/*', i);
        if (start === -1) {
          kept += line.slice(i);
          break;
        }
        kept += line.slice(i, start);
        inComment = true;
        i = start + 2;
      }
    }
    if (inComment) comment += '\n';
    code.push(kept);
  });
  const findings: Finding[] = [];
  code.forEach((text, index) => {
    for (const declaration of text.split(/[;{}]/)) {
      const why = physical(declaration);
      if (why && !excused.has(index) && !excused.has(index - 1)) findings.push({ line: index + 1, text: lines[index]!.trim(), why });
    }
  });
  return findings;
}

describe('style sheets: logical directions, so right-to-left pages mirror', () => {
  const files = styleSheets();

  it('checks client/styles and the style sheets site.css imports from other folders', () => {
    const names = files.map((f) => path.relative(process.cwd(), f));
    expect(names).to.include('client/styles/header.css');
    expect(names).to.include('client/components/gallery/gallery.css');
    for (const f of files) expect(fs.existsSync(f), f).to.equal(true);
  });

  it('no style sheet uses a physical direction without a `physical:` comment saying why', () => {
    const found = files.flatMap((file) =>
      physicalDirections(fs.readFileSync(file, 'utf8')).map((f) => `${path.relative(process.cwd(), file)}:${f.line}: ${f.text} (${f.why})`),
    );
    expect(found, found.join('\n')).to.deep.equal([]);
  });

  describe('the check', () => {
    const flagged = (css: string) => physicalDirections(css).length > 0;

    it('flags physical properties and values', () => {
      for (const css of [
        '.a { margin-left: 1rem; }',
        '.a {\n  padding-right: 0;\n}',
        '.a { border-left: 1px solid; }',
        '.a { border-right-color: red; }',
        '.a { border-top-left-radius: 4px; }',
        '.a { left: 0; }',
        '.a {\n  right: 1rem;\n}',
        '.a { text-align: left; }',
        '.a { text-align:right }',
        '.a { float: right; }',
        '.a { padding: 0 0 0 1rem; }',
        '.a { margin: 0 auto 0 calc(1rem + 2px); }',
        '.a { border-radius: 0 4px 4px 0; }',
        '.a { border-radius: 4px 0; }',
      ])
        expect(flagged(css), css).to.equal(true);
    });

    it('passes logical and symmetric ones, and words in comments', () => {
      for (const css of [
        '.a { margin-inline-start: 1rem; inset-inline-end: 0; inset-inline: 0; text-align: start; }',
        '.a { border-inline-start: 1px solid; border-start-end-radius: 4px; }',
        '.a { padding: 0 1rem; margin: 0 auto 1rem; padding: 1rem 2rem 0 2rem; }',
        '.a { border-radius: 4px 4px 0 0; border-radius: 50%; inset: 0 0 auto; }',
        '.push-right { margin-inline-start: auto; }',
        '/* fades out right of the text: left: 0 would not */\n.a { color: red; }',
      ])
        expect(physicalDirections(css), css).to.deep.equal([]);
    });

    it('lets a `physical:` comment excuse its line or the next one, not further', () => {
      expect(physicalDirections('.a {\n  left: 50%; /* physical: centred */\n}')).to.deep.equal([]);
      expect(physicalDirections('.a {\n  /* physical: centred\n     on the page */\n  left: 50%;\n}')).to.deep.equal([]);
      expect(physicalDirections('.a {\n  /* physical: centred */\n  color: red;\n  left: 50%;\n}')).to.have.length(1);
      expect(physicalDirections('.a {\n  /* centred */\n  left: 50%;\n}')).to.have.length(1);
    });
  });
});
