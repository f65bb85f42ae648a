// Demo artwork (demo/art, written by index.ts): flat, geometric editorial illustrations drawn as SVG strings
// (rendered by sharp/librsvg into JPEG/WebP when seeded). Pure and deterministic; no text, no external refs.

// ---------------------------------------------------------------------------------------------
// Core: number formatting, element builders, seeded PRNG, colours, per-call gradient registry
// ---------------------------------------------------------------------------------------------

type AttrValue = string | number | undefined | null | false;
type Attrs = Record<string, AttrValue>;

/** Prints a coordinate compactly: whole units for large values, one decimal for small ones. */
function fmt(v: number): string {
  const r = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Template tag for path data: interpolated numbers are rounded. */
function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < vals.length; i++) out += fmt(vals[i] ?? 0) + (strings[i + 1] ?? '');
  return out;
}

function attrs(a: Attrs): string {
  let s = '';
  for (const k of Object.keys(a)) {
    const v = a[k];
    if (v === undefined || v === null || v === false) continue;
    const exact = k === 'offset' || k.endsWith('opacity');
    s += ` ${k}="${typeof v === 'number' ? (exact ? String(Math.round(v * 1000) / 1000) : fmt(v)) : v}"`;
  }
  return s;
}

function tag(name: string, a: Attrs, inner?: string): string {
  return inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;
}

type Parts = string | Parts[];
function join(p: Parts): string {
  return typeof p === 'string' ? p : p.map(join).join('');
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  tag('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra });
const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}): string =>
  rect(x, y, w, h, fill, { rx: r, ...extra });
const circ = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  tag('circle', { cx, cy, r: Math.max(0, r), fill, ...extra });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  tag('ellipse', { cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), fill, ...extra });
const path = (dd: string, fill: string, extra: Attrs = {}): string => tag('path', { d: dd, fill, ...extra });
const poly = (pts: number[], fill: string, extra: Attrs = {}): string =>
  tag('polygon', { points: pts.map(fmt).join(' '), fill, ...extra });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w: number, extra: Attrs = {}): string =>
  tag('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, ...extra });
const stroke = (dd: string, color: string, w: number, extra: Attrs = {}): string =>
  tag('path', { d: dd, fill: 'none', stroke: color, 'stroke-width': w, ...extra });
const g = (inner: Parts, a: Attrs = {}): string => tag('g', a, join(inner));
/** Path data for an ellipse (or a circle when ry is omitted), to merge same-coloured shapes. */
const ellD = (cx: number, cy: number, rx: number, ry = rx): string => d`M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;
const tr = (x: number, y: number, s = 1, rot = 0): string =>
  `translate(${fmt(x)} ${fmt(y)})${rot ? ` rotate(${fmt(rot)})` : ''}${s !== 1 ? ` scale(${Math.round(s * 1000) / 1000})` : ''}`;

/** FNV-1a string hash. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Small seeded PRNG (mulberry32). */
class Rand {
  private state: number;
  constructor(seed: string) {
    this.state = hash(seed) || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(a: number, b: number): number {
    return a + (b - a) * this.next();
  }
  int(a: number, b: number): number {
    return Math.floor(this.range(a, b + 1));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.next() * arr.length) % arr.length] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

function parseHex(c: string): [number, number, number] {
  const h = c.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (m) => m + m) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(r: number, gg: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(gg)}${c(b)}`;
}
/** Linear mix of two hex colours (t = 0 gives a, 1 gives b). */
function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parseHex(a);
  const [r2, g2, b2] = parseHex(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}
const dark = (c: string, t: number): string => mix(c, '#000000', t);
const light = (c: string, t: number): string => mix(c, '#ffffff', t);

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Per-call drawing context: seeded randomness plus uniquely-prefixed gradient/clip definitions. */
class Ctx {
  readonly defs: string[] = [];
  readonly rand: Rand;
  private n = 0;
  constructor(readonly prefix: string) {
    this.rand = new Rand(prefix);
  }
  private id(): string {
    return `${this.prefix}${(this.n++).toString(36)}`;
  }
  private stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) => tag('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op }))
      .join('');
  }
  /** Linear gradient in the shape's bounding box; default is top-to-bottom. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(tag('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** Linear gradient in user space coordinates (safe for any shape). */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number, repeat = false): string {
    const id = this.id();
    this.defs.push(tag('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse', spreadMethod: repeat ? 'repeat' : undefined }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** A clip path from the given shapes; returns the clip-path attribute value. */
  clip(shapes: string): string {
    const id = this.id();
    this.defs.push(tag('clipPath', { id }, shapes));
    return `url(#${id})`;
  }
}

function doc(w: number, h: number, ctx: Ctx, body: Parts): string {
  const defs = ctx.defs.length ? `<defs>${ctx.defs.join('')}</defs>` : '';
  // Round caps and joins are inherited by every stroke in the picture.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">${defs}${join(body)}</svg>`;
}

/** Non-negative integer index (NaN and negatives are folded to something sensible). */
function normIndex(index: number): number {
  const i = Math.trunc(Number.isFinite(index) ? index : 0);
  return Math.abs(i);
}

function slug(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

// ---------------------------------------------------------------------------------------------
// Avatars (480x480 head-and-shoulders portraits)
// ---------------------------------------------------------------------------------------------

type HairStyle =
  | 'short'
  | 'sidepart'
  | 'buzz'
  | 'long'
  | 'bob'
  | 'afro'
  | 'curly'
  | 'bun'
  | 'ponytail'
  | 'puffs'
  | 'waves'
  | 'hijab';
type Clothing = 'crew' | 'vneck' | 'collar' | 'hoodie' | 'blazer';

interface AvatarSpec {
  skin: string;
  hair: string; // hair colour, or the headscarf colour for 'hijab'
  style: HairStyle;
  bg: string;
  top: string;
  clothing: Clothing;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  grin?: boolean;
}

const SKINS = ['#f9dcc4', '#f1c7a5', '#e5b08a', '#d39a6a', '#b97a4f', '#9a5f3a', '#7a4a2c', '#5c3720'] as const;
const HAIRS = ['#1f1a1c', '#3b2619', '#6b4226', '#8e3b1f', '#d9a94e', '#2a2433', '#a8a6ad'] as const;
const TOPS = ['#0f4c81', '#f5a524', '#2e8b74', '#e2665a', '#6c5ce7', '#1f2937', '#0b3560', '#c0504d', '#f2efe9'] as const;
const AVATAR_BGS = ['#cfe6fb', '#fde7c2', '#d7f0e5', '#f9d9d3', '#e6e0fb', '#fff1cc', '#dceefa', '#f3e1d7'] as const;

const AVATARS: readonly AvatarSpec[] = [
  { skin: '#f1c7a5', hair: '#3b2619', style: 'long', bg: '#cfe6fb', top: '#f5a524', clothing: 'crew', earrings: true, grin: true },
  { skin: '#7a4a2c', hair: '#1f1a1c', style: 'short', bg: '#fde7c2', top: '#0f4c81', clothing: 'collar', beard: true },
  { skin: '#c68c5f', hair: '#2e8b74', style: 'hijab', bg: '#f9d9d3', top: '#1f3b57', clothing: 'crew', grin: true },
  { skin: '#f9dcc4', hair: '#d9a94e', style: 'bob', bg: '#d7f0e5', top: '#e2665a', clothing: 'crew', glasses: true },
  { skin: '#9a5f3a', hair: '#1f1a1c', style: 'afro', bg: '#e6e0fb', top: '#f5a524', clothing: 'hoodie', earrings: true, grin: true },
  { skin: '#e5b08a', hair: '#231f2e', style: 'sidepart', bg: '#fff1cc', top: '#1f2937', clothing: 'blazer', glasses: true },
  { skin: '#d39a6a', hair: '#3b2619', style: 'bun', bg: '#dceefa', top: '#6c5ce7', clothing: 'vneck', earrings: true },
  { skin: '#5c3720', hair: '#1f1a1c', style: 'buzz', bg: '#f3e1d7', top: '#2e8b74', clothing: 'hoodie', grin: true },
  { skin: '#f1c7a5', hair: '#8e3b1f', style: 'ponytail', bg: '#cfe6fb', top: '#2e8b74', clothing: 'vneck', grin: true },
  { skin: '#b97a4f', hair: '#1f1a1c', style: 'curly', bg: '#fde7c2', top: '#0b3560', clothing: 'collar', glasses: true },
  { skin: '#f9dcc4', hair: '#6b4226', style: 'short', bg: '#e6e0fb', top: '#f5a524', clothing: 'hoodie', grin: true },
  { skin: '#7a4a2c', hair: '#6c5ce7', style: 'hijab', bg: '#d7f0e5', top: '#f2efe9', clothing: 'crew', glasses: true },
  { skin: '#e5b08a', hair: '#1f1a1c', style: 'long', bg: '#f9d9d3', top: '#0f4c81', clothing: 'blazer' },
  { skin: '#d39a6a', hair: '#4a4550', style: 'sidepart', bg: '#dceefa', top: '#c0504d', clothing: 'crew', beard: true, grin: true },
  { skin: '#9a5f3a', hair: '#2a1d17', style: 'puffs', bg: '#fff1cc', top: '#0f4c81', clothing: 'crew', grin: true },
  { skin: '#f1c7a5', hair: '#d9a94e', style: 'waves', bg: '#f3e1d7', top: '#1f2937', clothing: 'vneck', earrings: true },
];

/** How many hand-picked portraits there are (indices beyond them are seeded remixes). */
export const AVATAR_COUNT = AVATARS.length;

function avatarSpec(i: number): AvatarSpec {
  const base = AVATARS[i % AVATARS.length] as AvatarSpec;
  if (i < AVATARS.length) return base;
  // Beyond the hand-picked sixteen: a seeded remix that keeps the pleasant combinations.
  const r = new Rand(`avatar-remix-${i}`);
  const style = r.pick(['short', 'sidepart', 'buzz', 'long', 'bob', 'afro', 'curly', 'bun', 'ponytail', 'puffs', 'waves', 'hijab'] as const);
  return {
    skin: r.pick(SKINS),
    hair: style === 'hijab' ? r.pick(['#2e8b74', '#6c5ce7', '#0f4c81', '#c0504d', '#d98e04']) : r.pick(HAIRS),
    style,
    bg: r.pick(AVATAR_BGS),
    top: r.pick(TOPS),
    clothing: r.pick(['crew', 'vneck', 'collar', 'hoodie', 'blazer'] as const),
    glasses: r.chance(0.3),
    beard: ['short', 'sidepart', 'buzz', 'curly'].includes(style) && r.chance(0.35),
    earrings: r.chance(0.3),
    grin: r.chance(0.5),
  };
}

/** Hair cap covering the top of the head, with a hairline at `hl` and sideburns down to `side`. */
function hairCap(top: number, hl: number, side: number, fill: string): string {
  return path(
    d`M164 ${side}C160 ${top + 22} 198 ${top} 240 ${top}C282 ${top} 320 ${top + 22} 316 ${side}C309 ${side - 32} 298 ${hl + 8} 284 ${hl}Q240 ${hl - 12} 196 ${hl}C182 ${hl + 8} 171 ${side - 32} 164 ${side}Z`,
    fill,
  );
}

function avatarHair(spec: AvatarSpec): { back: string; front: string } {
  const h = spec.hair;
  const hl = light(h, 0.18);
  switch (spec.style) {
    case 'short':
      return {
        back: '',
        front: path(
          'M161 214C150 128 192 92 246 95C300 98 334 136 319 214L311 214C310 184 302 166 293 157C262 171 208 167 186 150C176 166 170 186 169 214Z',
          h,
        ) + stroke('M200 120Q235 104 275 116', hl, 6, { opacity: 0.5 }),
      };
    case 'sidepart':
      return {
        back: '',
        front: path(
          'M160 220C147 128 196 88 252 93C308 98 338 142 320 220L312 220C313 188 306 166 297 153C266 152 222 143 198 126C188 150 174 172 168 220Z',
          h,
        ) + stroke('M205 112Q250 124 300 140', hl, 6, { opacity: 0.45 }),
      };
    case 'buzz':
      return {
        back: '',
        front: path(
          'M166 196C164 130 200 108 240 108C280 108 316 130 314 196C307 170 297 154 288 148Q240 138 192 148C183 154 173 170 166 196Z',
          h,
          { opacity: 0.92 },
        ),
      };
    case 'long':
      return {
        back: path('M150 210C140 110 195 86 240 86C285 86 340 110 330 210L344 402Q240 424 136 402Z', dark(h, 0.12)),
        front: path(
          'M142 342C154 312 160 280 160 228C150 122 198 94 240 94C282 94 330 122 320 228C320 280 326 312 338 342L300 302C307 242 304 184 286 152C270 138 252 132 240 140C228 132 210 138 194 152C176 184 173 242 180 302Z',
          h,
        ) + stroke('M226 104Q200 112 186 140', hl, 6, { opacity: 0.45 }),
      };
    case 'bob':
      return {
        back: path('M148 200C140 110 195 88 240 88C285 88 340 110 332 200L338 300Q240 318 142 300Z', dark(h, 0.14)),
        front: path(
          'M144 300C146 262 150 240 150 200C150 120 200 94 240 94C280 94 330 120 330 200C330 240 334 262 336 300Q318 312 300 298C306 250 308 204 303 172Q240 184 177 172C172 204 174 250 180 298Q162 312 144 300Z',
          h,
        ) + stroke('M200 112Q240 100 282 114', hl, 6, { opacity: 0.5 }),
      };
    case 'afro': {
      let cloud = circ(240, 150, 100, h);
      for (let k = 0; k < 11; k++) {
        const a = Math.PI * (0.94 + (k / 10) * 1.12);
        cloud += circ(240 + Math.cos(a) * 104, 160 + Math.sin(a) * 92, 38, h);
      }
      return { back: cloud, front: hairCap(104, 150, 204, h) };
    }
    case 'curly': {
      let top = hairCap(112, 150, 206, h);
      for (let k = 0; k < 9; k++) {
        const a = Math.PI * (1.02 + (k / 8) * 0.96);
        top += circ(240 + Math.cos(a) * 78, 168 + Math.sin(a) * 62, 26, h);
      }
      return { back: '', front: top };
    }
    case 'bun':
      return {
        back: circ(240, 84, 40, h) + stroke('M212 108Q240 118 268 108', dark(h, 0.3), 6),
        front: hairCap(108, 146, 206, h) + stroke('M204 122Q240 110 278 124', hl, 6, { opacity: 0.45 }),
      };
    case 'ponytail':
      return {
        back: path('M286 128C356 130 380 230 352 330C344 356 318 350 322 326C338 250 326 186 280 156Z', dark(h, 0.08)),
        front: path(
          'M164 210C158 130 196 104 244 104C290 104 322 132 316 210C310 180 298 160 284 150C252 150 214 140 196 124C184 146 170 172 164 210Z',
          h,
        ) + stroke('M206 118Q246 124 292 142', hl, 6, { opacity: 0.45 }),
      };
    case 'puffs':
      return {
        back: circ(166, 118, 46, h) + circ(314, 118, 46, h),
        front: hairCap(106, 148, 204, h) + stroke('M240 108L240 142', dark(h, 0.35), 4),
      };
    case 'waves': {
      let back = path('M150 200C146 112 196 86 240 86C284 86 334 112 330 200L340 360Q240 380 140 360Z', dark(h, 0.1));
      for (let k = 0; k < 5; k++) {
        back += circ(150 - k * 2, 200 + k * 40, 30, dark(h, 0.1)) + circ(330 + k * 2, 200 + k * 40, 30, dark(h, 0.1));
      }
      return {
        back,
        front: path(
          'M146 318C152 290 156 262 156 226C150 122 200 94 244 96C288 98 330 122 324 226C324 262 328 290 334 318L300 296C306 240 302 186 290 156C268 150 228 142 206 126C186 156 176 236 180 296Z',
          h,
        ) + stroke('M214 114Q256 122 296 146', hl, 6, { opacity: 0.45 }),
      };
    }
    case 'hijab':
      return {
        back: path('M128 480C130 404 148 362 164 322C150 282 146 240 148 202C148 120 194 84 240 84C286 84 332 120 332 202C334 240 330 282 316 322C332 362 350 404 352 480Z', h),
        front:
          path('M158 262C148 158 192 102 240 102C288 102 332 158 322 262L306 250C312 176 284 132 240 132C196 132 168 176 174 250Z', dark(h, 0.1)) +
          stroke('M176 306Q240 352 304 306', dark(h, 0.16), 6) +
          stroke('M170 380Q200 420 186 470', dark(h, 0.12), 6),
      };
  }
}

function avatarClothes(spec: AvatarSpec, neck: string): string {
  const c = spec.top;
  const cd = dark(c, 0.18);
  const body = path('M58 480C60 398 122 352 200 338L280 338C358 352 420 398 422 480Z', c);
  switch (spec.clothing) {
    case 'crew':
      return body + path('M206 336Q240 372 274 336Z', neck) + stroke('M204 338Q240 378 276 338', cd, 8);
    case 'vneck':
      return body + poly([204, 336, 240, 392, 276, 336], neck) + stroke('M202 338L240 396L278 338', cd, 8);
    case 'collar':
      return (
        body +
        poly([206, 336, 240, 388, 274, 336], neck) +
        poly([200, 332, 240, 392, 214, 408, 188, 356], light(c, 0.85)) +
        poly([280, 332, 240, 392, 266, 408, 292, 356], light(c, 0.85)) +
        line(240, 400, 240, 480, cd, 4) +
        circ(240, 428, 4, cd) +
        circ(240, 458, 4, cd)
      );
    case 'hoodie':
      return (
        body +
        path('M176 342Q240 420 304 342L292 336Q240 384 188 336Z', cd) +
        path('M204 336Q240 366 276 336Z', neck) +
        line(222, 372, 218, 430, light(c, 0.7), 5) +
        line(258, 372, 262, 430, light(c, 0.7), 5) +
        circ(218, 432, 5, light(c, 0.7)) +
        circ(262, 432, 5, light(c, 0.7))
      );
    case 'blazer':
      return (
        body +
        poly([198, 338, 282, 338, 240, 440], '#f4f1ea') +
        path('M206 336Q240 366 274 336Z', neck) +
        poly([196, 336, 240, 440, 214, 440, 172, 360], dark(c, 0.3)) +
        poly([284, 336, 240, 440, 266, 440, 308, 360], dark(c, 0.3)) +
        circ(252, 462, 5, light(c, 0.3))
      );
  }
}

/** A 480x480 illustrated portrait (head and shoulders, flat style) for a student testimonial. */
export function avatarArtwork(index: number): string {
  const i = normIndex(index);
  const ctx = new Ctx(`av${i}-`);
  const s = avatarSpec(i);
  const W = 480;
  const skin = s.skin;
  const neck = dark(skin, 0.1);
  const shadow = dark(skin, 0.2);
  const hair = avatarHair(s);
  const browColor = s.style === 'hijab' ? '#2a1d17' : dark(s.hair, 0.25);
  const eye = '#26222b';
  const out: string[] = [];

  // Background: soft diagonal wash, a large disc and a quiet geometric accent.
  out.push(rect(0, 0, W, W, ctx.lin([[0, light(s.bg, 0.25)], [1, dark(s.bg, 0.06)]], 0, 0, 1, 1)));
  out.push(circ(240, 250, 196, light(s.bg, 0.4)));
  const accent = i % 4;
  const acc = dark(s.bg, 0.12);
  if (accent === 0) out.push(circ(392, 96, 26, acc, { opacity: 0.7 }));
  else if (accent === 1) out.push(circ(84, 110, 18, 'none', { stroke: acc, 'stroke-width': 8, opacity: 0.8 }));
  else if (accent === 2) for (let k = 0; k < 3; k++) out.push(circ(380 + k * 22, 84, 6, acc));
  else out.push(path('M60 150L84 110L108 150Z', acc, { opacity: 0.7 }));

  if (s.style !== 'hijab') out.push(hair.back);
  // Neck with a soft shadow under the jaw.
  out.push(path('M210 240L210 336Q240 356 270 336L270 240Z', neck));
  out.push(path('M210 272Q240 300 270 272L270 296Q240 318 210 296Z', shadow, { opacity: 0.35 }));
  out.push(avatarClothes(s, neck));
  if (s.style !== 'hijab') {
    out.push(circ(168, 214, 16, skin) + circ(312, 214, 16, skin));
    out.push(circ(170, 216, 7, shadow, { opacity: 0.45 }) + circ(310, 216, 7, shadow, { opacity: 0.45 }));
    if (s.earrings) out.push(circ(166, 240, 6, '#f5a524') + circ(314, 240, 6, '#f5a524'));
  } else {
    // The scarf drapes over the shoulders: redraw it above the clothes.
    out.push(hair.back);
  }
  // Face
  out.push(path('M168 205C168 140 198 118 240 118C282 118 312 140 312 205C312 262 282 298 240 298C198 298 168 262 168 205Z', skin));
  if (s.beard) {
    out.push(
      path('M169 212C170 272 200 306 240 306C280 306 310 272 311 212C302 244 288 262 272 262Q240 248 208 262C192 262 178 244 169 212Z', s.hair),
    );
  }
  out.push(ell(198, 250, 15, 9, '#ff7b7b', { opacity: 0.2 }) + ell(282, 250, 15, 9, '#ff7b7b', { opacity: 0.2 }));
  out.push(ell(210, 214, 8.5, 10.5, eye) + ell(270, 214, 8.5, 10.5, eye));
  out.push(circ(213, 210, 2.6, '#ffffff') + circ(273, 210, 2.6, '#ffffff'));
  out.push(stroke('M194 188Q210 178 226 186', browColor, 6) + stroke('M254 186Q270 178 286 188', browColor, 6));
  out.push(stroke('M240 222Q234 238 245 241', dark(skin, 0.28), 5));
  if (s.grin) out.push(path('M212 257Q240 292 268 257Q240 266 212 257Z', '#7f2f36') + path('M222 262Q240 268 258 262L256 266Q240 271 224 266Z', '#ffffff'));
  else out.push(stroke('M216 260Q240 280 264 260', s.beard ? '#e3a0a0' : '#7f2f36', 6));
  out.push(hair.front);
  if (s.glasses) {
    const gc = '#2b2b35';
    const lens = { 'fill-opacity': 0.16, stroke: gc, 'stroke-width': 5 };
    out.push(rrect(182, 192, 54, 44, 16, '#ffffff', lens) + rrect(244, 192, 54, 44, 16, '#ffffff', lens));
    out.push(stroke('M236 210Q240 205 244 210', gc, 5) + line(182, 206, 170, 204, gc, 5) + line(298, 206, 310, 204, gc, 5));
  }
  return doc(W, W, ctx, out);
}

// ---------------------------------------------------------------------------------------------
// Scene primitives shared by the gallery, blog and service illustrations
// ---------------------------------------------------------------------------------------------

const BRAND = { blue: '#0f4c81', navy: '#0b3560', sky: '#cfe6fb', amber: '#f5a524' } as const;
const FESTIVE = ['#f5a524', '#e2665a', '#2e8b74', '#0f4c81', '#6c5ce7', '#f7d154', '#4fb3d9'] as const;
const PEOPLE_SKINS = ['#f6d5bc', '#eab98f', '#d39a6a', '#b47748', '#8d5634', '#61391f'] as const;
const PEOPLE_HAIR = ['#1f1a1c', '#3b2619', '#6b4226', '#8e3b1f', '#d9a94e', '#2a2433'] as const;
const PEOPLE_TOPS = ['#0f4c81', '#f5a524', '#2e8b74', '#e2665a', '#6c5ce7', '#f2efe9', '#4fb3d9', '#c0504d', '#2f3e4e'] as const;
const PEOPLE_BOTTOMS = ['#2f3e4e', '#1f2937', '#3d5a80', '#5b4a3f', '#4a4e69'] as const;

function skyRect(ctx: Ctx, w: number, h: number, stops: readonly Stop[]): string {
  return rect(0, 0, w, h, ctx.lin(stops));
}

/** A flat cumulus cloud centred near (x, y). */
function cloud(x: number, y: number, s: number, fill = '#ffffff', opacity = 0.95): string {
  return path(
    d`M${x - 70 * s} ${y + 18 * s}C${x - 92 * s} ${y + 18 * s} ${x - 92 * s} ${y - 14 * s} ${x - 66 * s} ${y - 12 * s}C${x - 62 * s} ${y - 42 * s} ${x - 24 * s} ${y - 46 * s} ${x - 12 * s} ${y - 28 * s}C${x - 2 * s} ${y - 62 * s} ${x + 52 * s} ${y - 58 * s} ${x + 54 * s} ${y - 18 * s}C${x + 84 * s} ${y - 24 * s} ${x + 96 * s} ${y + 18 * s} ${x + 66 * s} ${y + 18 * s}Z`,
    fill,
    { opacity },
  );
}

function sunDisc(x: number, y: number, r: number, color: string, halo = 0.18): string {
  return circ(x, y, r * 2.1, color, { opacity: halo * 0.6 }) + circ(x, y, r * 1.5, color, { opacity: halo }) + circ(x, y, r, color);
}

/** A smooth band of hills across [x0, x1] whose top wanders around y, filled down to `bottom`. */
function hills(rand: Rand, x0: number, x1: number, y: number, amp: number, bottom: number, fill: string, bumps = 4): string {
  const step = (x1 - x0) / bumps;
  let dd = d`M${x0} ${bottom}L${x0} ${y + rand.range(-amp, amp)}`;
  let px = x0;
  for (let k = 1; k <= bumps; k++) {
    const nx = x0 + step * k;
    const ny = y + rand.range(-amp, amp);
    const cy = y - amp * rand.range(0.6, 1.4);
    dd += d`C${px + step * 0.4} ${cy} ${nx - step * 0.4} ${cy} ${nx} ${ny}`;
    px = nx;
  }
  return path(dd + d`L${x1} ${bottom}Z`, fill);
}

type TreeKind = 'round' | 'cone' | 'tall' | 'cluster';
/** A flat tree standing at (x, ground) of total height h, shaded on its right half. */
function tree(x: number, ground: number, h: number, color: string, kind: TreeKind = 'round', trunk = '#6b4a33'): string {
  const shade = dark(color, 0.16);
  const tw = Math.max(4, h * 0.06);
  let out = rect(x - tw / 2, ground - h * 0.42, tw, h * 0.42, trunk);
  if (kind === 'round') {
    const r = h * 0.32;
    const cy = ground - h + r;
    out += circ(x, cy, r, color) + path(d`M${x} ${cy - r}A${r} ${r} 0 0 1 ${x} ${cy + r}Z`, shade);
  } else if (kind === 'cone') {
    out += poly([x, ground - h, x + h * 0.24, ground - h * 0.18, x - h * 0.24, ground - h * 0.18], color);
    out += poly([x, ground - h, x + h * 0.24, ground - h * 0.18, x, ground - h * 0.18], shade);
  } else if (kind === 'tall') {
    const rx = h * 0.17;
    const ry = h * 0.4;
    const cy = ground - h + ry;
    out += ell(x, cy, rx, ry, color) + path(d`M${x} ${cy - ry}A${rx} ${ry} 0 0 1 ${x} ${cy + ry}Z`, shade);
  } else {
    const r = h * 0.2;
    const cy = ground - h + r * 1.6;
    out += circ(x - r * 0.9, cy + r * 0.5, r, color) + circ(x + r * 0.9, cy + r * 0.5, r, shade) + circ(x, cy - r * 0.2, r * 1.15, color);
    out += path(d`M${x} ${cy - r * 1.35}A${r * 1.15} ${r * 1.15} 0 0 1 ${x} ${cy + r * 0.95}Z`, shade, { opacity: 0.6 });
  }
  return out;
}

/** Rows x cols of window rectangles (optionally arch-topped) as one compact path. */
function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number, fill: string, arched = false, extra: Attrs = {}): string {
  let dd = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * (w + gx);
      const wy = y + r * (h + gy);
      if (arched) dd += d`M${wx} ${wy + h}V${wy + w / 2}A${w / 2} ${w / 2} 0 0 1 ${wx + w} ${wy + w / 2}V${wy + h}Z`;
      else dd += d`M${wx} ${wy}h${w}v${h}h${-w}Z`;
    }
  }
  return path(dd, fill, extra);
}

/** A shadow ellipse under objects or people. */
const groundShadow = (x: number, y: number, rx: number, ry = rx * 0.18, opacity = 0.16): string => ell(x, y, rx, ry, '#000000', { opacity });

// People ---------------------------------------------------------------------------------------

type HairDo = 'short' | 'long' | 'bun' | 'curly' | 'hijab' | 'bald';
type Pose = 'stand' | 'walk' | 'wave' | 'cheer' | 'hold' | 'jump' | 'point' | 'photo';

interface Look {
  skin: string;
  hair: string;
  hairDo: HairDo;
  top: string;
  bottom: string;
  shoes?: string;
  gown?: string;
  stole?: string;
  cap?: boolean;
  bag?: string;
}

function randomLook(r: Rand, over: Partial<Look> = {}): Look {
  const hairDo = r.pick(['short', 'long', 'bun', 'curly', 'short', 'long', 'hijab'] as const);
  return {
    skin: r.pick(PEOPLE_SKINS),
    hair: hairDo === 'hijab' ? r.pick(['#2e8b74', '#6c5ce7', '#c0504d', '#0f4c81', '#d98e04']) : r.pick(PEOPLE_HAIR),
    hairDo,
    top: r.pick(PEOPLE_TOPS),
    bottom: r.pick(PEOPLE_BOTTOMS),
    shoes: r.pick(['#1f2937', '#f2efe9', '#5b4a3f']),
    ...over,
  };
}

/** Head (faceless) with hair, at (0, cy) radius 14 in figure units; back = seen from behind. */
function head(look: Look, cy: number, back = false): string {
  const { skin, hair } = look;
  const r = 14;
  switch (look.hairDo) {
    case 'hijab':
      return circ(0, cy + 1, r + 4, hair) + path(d`M-18 ${cy + 6}Q-22 ${cy + 24} -20 ${cy + 30}L20 ${cy + 30}Q22 ${cy + 24} 18 ${cy + 6}Z`, hair) + (back ? '' : ell(0, cy + 2, 10, 12, skin));
    case 'long':
      if (back) return circ(0, cy, r + 1, hair) + path(d`M-15 ${cy}V${cy + 26}Q0 ${cy + 30} 15 ${cy + 26}V${cy}Z`, hair);
      return circ(0, cy, r, skin) + path(d`M-17 ${cy + 26}L-15 ${cy + 2}C-17 ${cy - 20} 17 ${cy - 20} 15 ${cy + 2}L17 ${cy + 26}L9 ${cy + 26}L10 ${cy}C8 ${cy - 8} -8 ${cy - 8} -10 ${cy}L-9 ${cy + 26}Z`, hair);
    case 'bun':
      return circ(0, cy - 15, 7, hair) + circ(0, cy, r, back ? hair : skin) + path(d`M-14.5 ${cy + 2}C-16 ${cy - 18} 16 ${cy - 18} 14.5 ${cy + 2}C10 ${cy - 7} -10 ${cy - 7} -14.5 ${cy + 2}Z`, hair);
    case 'curly':
      return (
        circ(0, cy - 2, r + 4, hair) +
        circ(-10, cy - 11, 7, hair) +
        circ(10, cy - 11, 7, hair) +
        (back ? '' : ell(0, cy + 3, 11.5, 11, skin))
      );
    case 'bald':
      return circ(0, cy, r, skin);
    case 'short':
      return circ(0, cy, r, back ? hair : skin) + path(d`M-14.5 ${cy + 1}C-16 ${cy - 19} 16 ${cy - 19} 14.5 ${cy + 1}C11 ${cy - 6} -4 ${cy - 9} -14.5 ${cy + 1}Z`, hair);
  }
}

function mortarboardOnHead(cy: number, color = '#1b2333', tassel: string = BRAND.amber): string {
  return path(d`M-11 ${cy - 12}V${cy - 5}Q0 ${cy - 1} 11 ${cy - 5}V${cy - 12}ZM-22 ${cy - 13}L0 ${cy - 20}L22 ${cy - 13}L0 ${cy - 6}Z`, color) + stroke(d`M0 ${cy - 13}L16 ${cy - 10}L17 ${cy + 2}`, tassel, 2);
}

interface Limbs {
  armL: [number, number, number, number];
  armR: [number, number, number, number];
  legL: [number, number, number, number];
  legR: [number, number, number, number];
}

const POSES: Record<Pose, Limbs> = {
  stand: { armL: [-24, -104, -25, -78], armR: [24, -104, 25, -78], legL: [-9, -44, -10, -4], legR: [9, -44, 10, -4] },
  walk: { armL: [-26, -106, -18, -80], armR: [26, -104, 32, -80], legL: [-14, -44, -22, -4], legR: [10, -44, 16, -4] },
  wave: { armL: [-24, -104, -25, -78], armR: [36, -146, 40, -176], legL: [-9, -44, -10, -4], legR: [9, -44, 10, -4] },
  cheer: { armL: [-34, -156, -40, -186], armR: [34, -156, 40, -186], legL: [-10, -44, -12, -4], legR: [10, -44, 12, -4] },
  hold: { armL: [-26, -106, -8, -96], armR: [26, -106, 8, -96], legL: [-9, -44, -10, -4], legR: [9, -44, 10, -4] },
  jump: { armL: [-36, -156, -46, -184], armR: [36, -158, 44, -188], legL: [-22, -58, -10, -30], legR: [20, -54, 30, -26] },
  point: { armL: [-24, -104, -25, -78], armR: [46, -130, 72, -142], legL: [-9, -44, -10, -4], legR: [9, -44, 10, -4] },
  photo: { armL: [-30, -128, 18, -146], armR: [40, -128, 40, -148], legL: [-10, -44, -11, -4], legR: [10, -44, 11, -4] },
};

/**
 * A standing flat figure with feet at (x, y), about 190*s tall.
 * `back` draws them from behind; `silhouette` paints everything in one colour.
 */
function person(x: number, y: number, s: number, look: Look, pose: Pose = 'stand', opts: { back?: boolean; silhouette?: string; flip?: boolean; hold?: string } = {}): string {
  const L = POSES[pose];
  const sil = opts.silhouette;
  const lk: Look = sil ? { ...look, skin: sil, hair: sil, top: sil, bottom: sil, shoes: sil, gown: look.gown ? sil : undefined, stole: look.stole ? sil : undefined } : look;
  const topC = lk.gown ?? lk.top;
  const sleeve = sil ?? dark(topC, 0.12);
  const shoes = lk.shoes ?? '#1f2937';
  const o: string[] = [];
  // legs
  let legs = '';
  let feet = '';
  for (const [kx, ky, fx, fy] of [L.legL, L.legR]) {
    legs += d`M${kx < 0 || fx < 0 ? -8 : 8} -84L${kx} ${ky}L${fx} ${fy}`;
    feet += ellD(fx + (fx < 0 ? -3 : 3), fy + 1, 10, 5);
  }
  o.push(stroke(legs, lk.bottom, 14), path(feet, shoes));
  if (lk.bag && !opts.back) o.push(rrect(-26, -136, 52, 56, 12, dark(lk.bag, 0.1)));
  // arms behind the torso
  const arm = (a: [number, number, number, number], side: number) => d`M${side * 17} -134L${a[0]} ${a[1]}L${a[2]} ${a[3]}`;
  o.push(stroke(arm(L.armL, -1) + arm(L.armR, 1), sleeve, lk.gown ? 14 : 11), path(ellD(L.armL[2], L.armL[3], 6) + ellD(L.armR[2], L.armR[3], 6), lk.skin));
  if (lk.gown) {
    o.push(path(pose === 'jump' ? 'M-20 -142L-42 -66Q0 -54 42 -66L20 -142Z' : 'M-20 -142L-32 -22Q0 -14 32 -22L20 -142Z', lk.gown));
    if (lk.stole && !opts.back) o.push(path('M-13 -142L-9 -86L-3 -86L-4 -142ZM13 -142L9 -86L3 -86L4 -142Z', lk.stole));
    if (opts.back && lk.stole) o.push(path('M-16 -142Q0 -116 16 -142Z', lk.stole));
  } else {
    o.push(path('M-19 -142Q-23 -142 -23 -132L-19 -78L19 -78L23 -132Q23 -142 19 -142Z', lk.top));
    if (lk.bag && opts.back) o.push(rrect(-20, -136, 40, 50, 10, lk.bag));
    if (lk.bag && !opts.back) o.push(stroke('M-14 -142L-12 -100M14 -142L12 -100', dark(lk.bag, 0.1), 4));
  }
  o.push(rect(-5, -152, 10, 12, lk.skin));
  o.push(head(lk, -162, opts.back));
  if (lk.cap) o.push(mortarboardOnHead(-162, sil ?? '#1b2333', sil ?? BRAND.amber));
  if (opts.hold) o.push(g(rrect(-16, -104, 32, 10, 5, opts.hold) + rrect(14, -105, 5, 12, 2, BRAND.amber), {}));
  return g(o, { transform: tr(x, y, s) + (opts.flip ? ' scale(-1 1)' : '') });
}

/** A seated person seen from the front, cut by a table top at (x, y); about 130*s tall above it. */
function bust(x: number, y: number, s: number, look: Look, opts: { back?: boolean } = {}): string {
  const o: string[] = [];
  o.push(path('M-44 20L-44 -40Q-42 -72 -10 -76L10 -76Q42 -72 44 -40L44 20Z', look.gown ?? look.top));
  if (!opts.back) o.push(path('M-10 -76Q0 -62 10 -76Z', dark(look.skin, 0.08)));
  o.push(rect(-7, -92, 14, 18, look.skin));
  o.push(g(head(look, -104, opts.back), { transform: 'translate(0 -104) scale(1.55) translate(0 104)' }));
  return g(o, { transform: tr(x, y, s) });
}

/** Collects many same-coloured shapes into one path per colour (keeps busy scenes small). */
class Batch {
  private readonly m = new Map<string, string>();
  add(fill: string, dd: string): this {
    this.m.set(fill, (this.m.get(fill) ?? '') + dd);
    return this;
  }
  circle(fill: string, cx: number, cy: number, r: number): this {
    return this.add(fill, ellD(cx, cy, r));
  }
  rect(fill: string, x: number, y: number, w: number, h: number): this {
    return this.add(fill, d`M${x} ${y}h${w}v${h}h${-w}Z`);
  }
  flush(extra: Attrs = {}): string {
    let out = '';
    for (const [fill, dd] of this.m) out += path(dd, fill, extra);
    this.m.clear();
    return out;
  }
}

/** A row of seated people seen from behind (shoulders and heads), drawn compactly. */
function audience(r: Rand, pts: readonly (readonly [number, number, number])[], opts: { cap?: boolean; gown?: string; dim?: number } = {}): string {
  const bodies = new Batch();
  const skin = new Batch();
  const hair = new Batch();
  const caps = new Batch();
  for (const [x, y, s] of pts) {
    const lk = randomLook(r);
    const top = opts.gown ?? lk.top;
    const c = (col: string) => (opts.dim ? mix(col, '#141a2e', opts.dim) : col);
    bodies.add(c(top), d`M${x - 46 * s} ${y + 40 * s}V${y - 8 * s}Q${x - 44 * s} ${y - 40 * s} ${x} ${y - 42 * s}Q${x + 44 * s} ${y - 40 * s} ${x + 46 * s} ${y - 8 * s}V${y + 40 * s}Z`);
    skin.rect(c(dark(lk.skin, 0.1)), x - 8 * s, y - 52 * s, 16 * s, 12 * s);
    const hc = c(lk.hair);
    const hy = y - 64 * s;
    if (lk.hairDo === 'hijab') {
      hair.circle(hc, x, hy, 24 * s).add(hc, d`M${x - 24 * s} ${hy}L${x - 36 * s} ${y - 26 * s}Q${x} ${y - 14 * s} ${x + 36 * s} ${y - 26 * s}L${x + 24 * s} ${hy}Z`);
    } else if (lk.hairDo === 'curly') {
      hair.circle(hc, x, hy - 2 * s, 25 * s);
    } else {
      hair.circle(hc, x, hy, 21 * s);
      if (lk.hairDo === 'long') hair.add(hc, d`M${x - 21 * s} ${hy}L${x - 27 * s} ${hy + 44 * s}Q${x} ${hy + 54 * s} ${x + 27 * s} ${hy + 44 * s}L${x + 21 * s} ${hy}Z`);
      if (lk.hairDo === 'bun') hair.circle(hc, x, hy - 24 * s, 11 * s);
    }
    if (opts.cap) caps.add(c('#1b2333'), d`M${x - 32 * s} ${hy - 18 * s}L${x} ${hy - 30 * s}L${x + 32 * s} ${hy - 18 * s}L${x} ${hy - 6 * s}Z`);
  }
  return bodies.flush() + skin.flush() + hair.flush() + caps.flush();
}

// Objects --------------------------------------------------------------------------------------

/** A mortarboard cap in 3/4 view, centred at (x, y). */
function mortarboard(x: number, y: number, s: number, rot: number, color = '#1b2333', tassel: string = BRAND.amber): string {
  return g(
    [
      path('M-38 6L-38 34Q0 50 38 34L38 6Z', dark(color, 0.25)),
      poly([-74, 0, 0, -26, 74, 0, 0, 26], color),
      poly([-74, 0, 0, 26, 74, 0, 0, 30], dark(color, 0.3)),
      circ(0, 0, 5, tassel),
      stroke('M0 0Q30 6 48 12L50 46', tassel, 4),
      path('M44 44L56 44L58 66L42 66Z', tassel),
    ],
    { transform: tr(x, y, s, rot) },
  );
}

/** A side-view airliner pointing right, centred at (x, y). */
function plane(x: number, y: number, s: number, rot: number, body = '#ffffff', accent: string = BRAND.blue): string {
  return g(
    [
      path('M-20 -4L30 -4L-10 -56L-26 -56Z', dark(body, 0.12)),
      path('M-150 -14Q-150 -26 -132 -26L120 -26Q160 -24 172 -6Q160 10 120 10L-132 10Q-150 10 -150 -2Z', body),
      path('M-150 -10L-166 -62L-146 -62L-110 -26L-150 -26Z', accent),
      path('M-20 2L40 2L0 58L-18 58Z', dark(body, 0.06)),
      windows(-110, -18, 14, 1, 6, 8, 12, 0, accent, false, { opacity: 0.7 }),
      path('M146 -20Q160 -18 166 -10L146 -10Z', accent),
      line(-140, 2, 150, 2, accent, 4, { opacity: 0.8 }),
    ],
    { transform: tr(x, y, s, rot) },
  );
}

function suitcase(x: number, y: number, w: number, h: number, color: string, opts: { stripes?: string } = {}): string {
  const hx = x + w / 2;
  return (
    rrect(hx - w * 0.18, y - h * 0.16, w * 0.36, h * 0.2, 6, 'none', { stroke: dark(color, 0.35), 'stroke-width': Math.max(4, w * 0.05) }) +
    rrect(x, y, w, h, Math.min(18, w * 0.12), color) +
    rect(x + w * 0.22, y, w * 0.08, h, dark(color, 0.12)) +
    rect(x + w * 0.7, y, w * 0.08, h, dark(color, 0.12)) +
    (opts.stripes ? rect(x, y + h * 0.42, w, h * 0.1, opts.stripes) : '') +
    circ(x + w * 0.2, y + h + 6, 7, '#2a2a33') +
    circ(x + w * 0.8, y + h + 6, 7, '#2a2a33')
  );
}

function passport(x: number, y: number, s: number, rot: number, color: string = BRAND.navy): string {
  return g(
    [
      rrect(-60, -82, 120, 164, 10, dark(color, 0.25), { transform: 'translate(5 6)', opacity: 0.35 }),
      rrect(-60, -82, 120, 164, 10, color),
      rect(-60, -82, 10, 164, dark(color, 0.2)),
      circ(5, -8, 28, 'none', { stroke: '#e9c46a', 'stroke-width': 5 }),
      circ(5, -8, 12, '#e9c46a'),
      rrect(-25, 40, 60, 7, 3.5, '#e9c46a'),
      rrect(-15, -62, 40, 6, 3, '#e9c46a', { opacity: 0.8 }),
    ],
    { transform: tr(x, y, s, rot) },
  );
}

function balloon(x: number, y: number, r: number, color: string, stringTo?: [number, number]): string {
  const sx = stringTo?.[0] ?? x;
  const sy = stringTo?.[1] ?? y + r * 4;
  return (
    stroke(d`M${x} ${y + r * 1.18}Q${(x + sx) / 2 + r * 0.4} ${(y + sy) / 2} ${sx} ${sy}`, '#7a7f8a', 2.5) +
    ell(x, y, r, r * 1.18, color) +
    poly([x - r * 0.16, y + r * 1.28, x + r * 0.16, y + r * 1.28, x, y + r * 1.12], dark(color, 0.15)) +
    ell(x - r * 0.38, y - r * 0.42, r * 0.16, r * 0.28, '#ffffff', { opacity: 0.45, transform: `rotate(30 ${fmt(x - r * 0.38)} ${fmt(y - r * 0.42)})` })
  );
}

/** Triangular pennants hanging from a sagging string between two points. */
function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, n: number, colors: readonly string[], size = 34): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  const out = stroke(d`M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}`, '#5b5f6b', 2.5);
  const flags = new Batch();
  for (let k = 0; k < n; k++) {
    const t = (k + 0.5) / n;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * cx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * cy + t * t * y2;
    const dx = 2 * (1 - t) * (cx - x1) + 2 * t * (x2 - cx);
    const dy = 2 * (1 - t) * (cy - y1) + 2 * t * (y2 - cy);
    const len = Math.hypot(dx, dy) || 1;
    const ux = (dx / len) * size * 0.5;
    const uy = (dy / len) * size * 0.5;
    flags.add(colors[k % colors.length] ?? BRAND.amber, d`M${px - ux} ${py - uy}L${px + ux} ${py + uy}L${px - uy * 2.4} ${py + ux * 2.4}Z`);
  }
  return out + flags.flush();
}

/** Scattered confetti rectangles and dots within a box. */
function confetti(r: Rand, n: number, x: number, y: number, w: number, h: number, colors: readonly string[], size = 1): string {
  const b = new Batch();
  for (let k = 0; k < n; k++) {
    const c = r.pick(colors);
    const px = x + r.next() * w;
    const py = y + r.next() * h;
    if (r.chance(0.3)) {
      b.circle(c, px, py, 5 * size);
    } else {
      const a = r.range(0, Math.PI);
      const ux = Math.cos(a) * 9 * size;
      const uy = Math.sin(a) * 9 * size;
      const vx = -uy * 0.5;
      const vy = ux * 0.5;
      b.add(c, d`M${px - ux - vx} ${py - uy - vy}l${2 * ux} ${2 * uy}l${2 * vx} ${2 * vy}l${-2 * ux} ${-2 * uy}Z`);
    }
  }
  return b.flush();
}

function plant(x: number, y: number, s: number, pot = '#e07a5f', leaf = '#3f8f5f'): string {
  const leaves: string[] = [];
  const angles = [-58, -30, -8, 14, 36, 60];
  angles.forEach((a, k) => {
    leaves.push(ell(0, -44, 13, 40, k % 2 ? leaf : dark(leaf, 0.15), { transform: `rotate(${a} 0 -6)` }));
  });
  return g([...leaves, path('M-30 -10L30 -10L24 40Q0 46 -24 40Z', pot), rect(-34, -16, 68, 12, dark(pot, 0.12), { rx: 4 })], { transform: tr(x, y - 40 * s, s) });
}

function mug(x: number, y: number, s: number, color: string, steam = true): string {
  return g(
    [
      circ(30, -28, 13, 'none', { stroke: color, 'stroke-width': 7 }),
      path('M-26 -50L26 -50L22 -4Q0 2 -22 -4Z', color),
      ell(0, -50, 26, 6, dark(color, 0.3)),
      steam ? stroke('M-8 -62Q-16 -74 -8 -86Q0 -98 -8 -108M8 -64Q0 -76 8 -88', '#ffffff', 4, { opacity: 0.7 }) : '',
    ],
    { transform: tr(x, y, s) },
  );
}

function laptop(x: number, y: number, s: number, color = '#c9ced6', screen: string = BRAND.sky, back = false): string {
  if (back) {
    return g([path('M-70 0L-62 -96L62 -96L70 0Z', color), circ(0, -50, 9, light(color, 0.5)), rect(-80, 0, 160, 8, dark(color, 0.2), { rx: 3 })], { transform: tr(x, y, s) });
  }
  return g(
    [
      rrect(-70, -100, 140, 96, 6, dark(color, 0.45)),
      rect(-62, -92, 124, 80, screen),
      rect(-54, -82, 52, 10, light(screen, 0.5)),
      rect(-54, -64, 100, 6, dark(screen, 0.12)),
      rect(-54, -52, 84, 6, dark(screen, 0.12)),
      rect(-54, -40, 60, 14, BRAND.amber, { rx: 3 }),
      path('M-86 -4L86 -4L78 6L-78 6Z', color),
    ],
    { transform: tr(x, y, s) },
  );
}

function paper(x: number, y: number, w: number, h: number, rot: number, lines = 5, color = '#ffffff', ink = '#c4cbd6'): string {
  let inner = rect(-w / 2 + 5, -h / 2 + 6, w, h, '#000000', { opacity: 0.08 }) + rect(-w / 2, -h / 2, w, h, color, { rx: 3 });
  for (let k = 0; k < lines; k++) inner += rect(-w / 2 + w * 0.12, -h / 2 + h * 0.16 + k * h * 0.14, w * (k === 0 ? 0.5 : k % 3 === 2 ? 0.6 : 0.76), Math.max(3, h * 0.04), k === 0 ? BRAND.blue : ink, { rx: 2 });
  return g(inner, { transform: tr(x, y, 1, rot) });
}

function boardingPass(x: number, y: number, s: number, rot: number, color: string = BRAND.blue): string {
  const bars = new Batch();
  for (let k = 0; k < 14; k++) bars.rect('#2f3e4e', 96 + k * 6, 20, k % 3 ? 3 : 5, 40);
  return g(
    [
      rrect(-140, -50, 296, 116, 10, '#000000', { opacity: 0.1 }),
      rrect(-150, -60, 300, 120, 10, '#ffffff'),
      path('M-150 -50Q-150 -60 -140 -60H150V-30H-150Z', color),
      rect(-150, -34, 300, 4, color),
      stroke('M70 -20V50', '#c4cbd6', 3, { 'stroke-dasharray': '6 8' }),
      rect(-130, -6, 110, 10, '#c4cbd6', { rx: 5 }),
      rect(-130, 18, 150, 10, '#c4cbd6', { rx: 5 }),
      path('M-20 -50L4 -44L28 -56L34 -52L16 -40L30 -34L26 -30L8 -36L-14 -32Z', '#ffffff'),
      g(bars.flush(), { transform: 'translate(-12 -10)' }),
      circ(120, -45, 8, BRAND.amber),
    ],
    { transform: tr(x, y, s, rot) },
  );
}

function book(x: number, y: number, w: number, h: number, color: string): string {
  return rect(x, y, w, h, color, { rx: 2 }) + rect(x + w * 0.15, y + h * 0.12, w * 0.7, Math.max(3, h * 0.06), light(color, 0.5)) + rect(x + w * 0.15, y + h * 0.8, w * 0.7, Math.max(3, h * 0.05), dark(color, 0.2));
}

/** A horizontal shelf with a run of book spines of varied heights. */
function bookRow(r: Rand, x: number, y: number, w: number, hMax: number, colors: readonly string[]): string {
  let out = '';
  let cx = x;
  while (cx < x + w - 16) {
    const bw = r.range(14, 26);
    const bh = hMax * r.range(0.7, 1);
    if (r.chance(0.12) && cx + bh < x + w) {
      out += rect(cx, y - bw, bh, bw, r.pick(colors), { rx: 2 });
      cx += bh + 4;
      continue;
    }
    out += book(cx, y - bh, bw, bh, r.pick(colors));
    cx += bw + 2;
  }
  return out;
}

function pendantLamp(x: number, y: number, len: number, color: string, glow = false): string {
  return (
    line(x, 0, x, y + len, '#3b3f4a', 3) +
    (glow ? circ(x, y + len + 34, 60, '#fff4cc', { opacity: 0.18 }) : '') +
    path(d`M${x - 44} ${y + len + 36}Q${x - 40} ${y + len} ${x} ${y + len}Q${x + 40} ${y + len} ${x + 44} ${y + len + 36}Z`, color) +
    ell(x, y + len + 38, 12, 7, '#fff2b8')
  );
}

/** A framed window with a clipped outdoor view (sky, a cloud and treetops) and mullions. */
function outdoorWindow(ctx: Ctx, x: number, y: number, w: number, h: number, opts: { frame?: string; border?: number; leaf?: string; crossbar?: boolean } = {}): string {
  const b = opts.border ?? 16;
  const frame = opts.frame ?? '#ffffff';
  const leaf = opts.leaf ?? '#7fb36a';
  const ix = x + b;
  const iy = y + b;
  const iw = w - 2 * b;
  const ih = h - 2 * b;
  const view = [
    rect(ix, iy, iw, ih, ctx.lin([[0, '#a9d8f5'], [1, '#e6f5fc']])),
    cloud(ix + iw * 0.66, iy + ih * 0.28, iw / 500),
    circ(ix + iw * 0.18, iy + ih * 1.02, iw * 0.36, leaf),
    circ(ix + iw * 0.7, iy + ih * 1.12, iw * 0.32, dark(leaf, 0.1)),
  ];
  return (
    rect(x, y, w, h, frame) +
    g(view, { 'clip-path': ctx.clip(rect(ix, iy, iw, ih, '#000')) }) +
    rect(x + w / 2 - b * 0.4, iy, b * 0.8, ih, frame) +
    (opts.crossbar ? rect(ix, y + h / 2 - b * 0.4, iw, b * 0.8, frame) : '')
  );
}

function pictureFrame(x: number, y: number, w: number, h: number, frame: string, art: readonly string[]): string {
  return (
    rect(x, y, w, h, frame) +
    rect(x + 10, y + 10, w - 20, h - 20, '#fbf8f2') +
    circ(x + w * 0.35, y + h * 0.42, Math.min(w, h) * 0.16, art[0] ?? BRAND.amber) +
    path(d`M${x + 14} ${y + h - 14}L${x + w * 0.45} ${y + h * 0.5}L${x + w * 0.7} ${y + h * 0.72}L${x + w - 14} ${y + h * 0.46}L${x + w - 14} ${y + h - 14}Z`, art[1] ?? BRAND.blue)
  );
}

function clockFace(x: number, y: number, r: number, face = '#fbf6ea', rim = '#2d3440'): string {
  let ticks = '';
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    const r1 = r * (k % 3 === 0 ? 0.7 : 0.8);
    ticks += d`M${x + Math.cos(a) * r1} ${y + Math.sin(a) * r1}L${x + Math.cos(a) * r * 0.88} ${y + Math.sin(a) * r * 0.88}`;
  }
  return (
    circ(x, y, r, face, { stroke: rim, 'stroke-width': r * 0.12 }) +
    stroke(ticks, rim, r * 0.06) +
    stroke(d`M${x} ${y}L${x} ${y - r * 0.62}M${x} ${y}L${x + r * 0.45} ${y + r * 0.12}`, rim, r * 0.08) +
    circ(x, y, r * 0.08, rim)
  );
}

// ---------------------------------------------------------------------------------------------
// Gallery scenes (1600x1067)
// ---------------------------------------------------------------------------------------------

const GW = 1600;
const GH = 1067;
type Scene = (ctx: Ctx, r: Rand, v: number) => Parts;

/** Quadratic arc helper: y on a symmetric Q curve from (x0, y0) to (x1, y0) with control depth `cy`. */
function arcY(x: number, x0: number, x1: number, y0: number, cy: number): number {
  const t = (x - x0) / (x1 - x0);
  return (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y0;
}

function walkers(r: Rand, spots: readonly [number, number, number, Pose?, boolean?][], over: Partial<Look> = {}): string {
  return spots
    .map(([x, y, s, pose, back]) => groundShadow(x, y, 34 * s) + person(x, y, s, randomLook(r, { bag: r.chance(0.5) ? r.pick(FESTIVE) : undefined, ...over }), pose ?? 'stand', { back: back ?? false, flip: r.chance(0.5) }))
    .join('');
}

// Campus visits ----------------------------------------------------------------------------------

const campusQuad: Scene = (ctx, r) => {
  const stone = '#dcb984';
  const stoneD = '#c49d66';
  const stoneL = '#efd9b0';
  const roof = '#5f6b78';
  const glass = '#4d5d70';
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#6fb4e6'], [0.55, '#cfe8f7'], [0.75, '#fdf1dc']]));
  o.push(sunDisc(1330, 170, 50, '#fff6dc', 0.3));
  o.push(cloud(300, 170, 1.3), cloud(1060, 110, 0.9, '#ffffff', 0.85), cloud(1460, 320, 0.7, '#ffffff', 0.8));
  o.push(hills(r, 0, GW, 560, 30, 760, '#6f9e5a', 7));
  for (const x0 of [60, 940]) {
    o.push(rect(x0, 420, 600, 320, stone));
    o.push(rect(x0, 428, 600, 10, stoneD));
    o.push(rect(x0 - 12, 406, 624, 18, stoneL));
    o.push(windows(x0 - 10, 382, 16, 1, 22, 26, 18, 0, stoneL));
    o.push(rect(x0, 598, 600, 12, stoneL));
    o.push(windows(x0 + 43, 456, 6, 2, 44, 110, 50, 52, glass, true));
    o.push(windows(x0 + 43, 456, 6, 2, 44, 110, 50, 52, 'none', true, { stroke: stoneL, 'stroke-width': 5 }));
  }
  // tower
  o.push(rect(690, 250, 220, 490, stone), rect(860, 250, 50, 490, stoneD));
  o.push(rect(676, 244, 248, 16, stoneL));
  o.push(rect(710, 150, 180, 100, stone), rect(850, 150, 40, 100, stoneD));
  o.push(windows(734, 172, 3, 1, 34, 64, 22, 0, '#39424f', true));
  o.push(rect(698, 140, 204, 14, stoneL));
  o.push(poly([702, 142, 800, 22, 898, 142], roof), poly([800, 22, 898, 142, 800, 142], dark(roof, 0.18)));
  o.push(poly([676, 246, 690, 190, 704, 246], stoneD), poly([896, 246, 910, 190, 924, 246], stoneD));
  o.push(clockFace(800, 340, 58));
  o.push(windows(770, 430, 1, 1, 60, 150, 0, 0, glass, true));
  o.push(path('M744 742V672A56 56 0 0 1 856 672V742Z', '#3b3330'), stroke('M744 742V672A56 56 0 0 1 856 672V742', stoneL, 8));
  // lawn, paths and hedges
  o.push(rect(0, 740, GW, GH - 740, ctx.lin([[0, '#8cc466'], [1, '#5c9a45']])));
  o.push(poly([0, 806, GW, 806, GW, 840, 0, 840], '#ecdcbc'));
  o.push(poly([752, 740, 848, 740, 1090, GH, 510, GH], '#efe0c2'));
  for (const x0 of [70, 950]) o.push(rrect(x0, 712, 580, 34, 16, '#4d8a3e'));
  o.push(groundShadow(150, 860, 110, 18), groundShadow(1470, 880, 120, 20));
  o.push(tree(150, 860, 430, '#4f8f43', 'round'), tree(1470, 880, 470, '#5a9a48', 'round'));
  o.push(walkers(r, [[690, 900, 0.62, 'walk'], [905, 990, 0.78, 'walk', true], [1150, 850, 0.5, 'stand'], [1210, 852, 0.5, 'wave'], [420, 830, 0.45, 'walk']]));
  return o;
};

const campusLibrary: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#4f9fdc'], [0.7, '#dcefff']]));
  o.push(cloud(260, 150, 1.1), cloud(1250, 120, 1.3, '#ffffff', 0.9));
  o.push(hills(r, 0, GW, 640, 26, 780, '#7fae6a', 5));
  // solid block with fins
  o.push(rect(150, 236, 560, 24, '#e0dbd1'), rect(160, 260, 540, 500, '#f3f1ec'));
  o.push(windows(190, 292, 9, 1, 34, 440, 24, 0, '#35597a'));
  o.push(windows(190, 292, 9, 1, 12, 440, 46, 0, '#ffffff', false, { opacity: 0.12 }));
  // cantilevered glass box
  const gx = 620;
  const gy = 380;
  const gw = 820;
  const gh = 380;
  const clip = ctx.clip(rect(gx, gy, gw, gh, '#000'));
  o.push(rect(gx, gy, gw, gh, ctx.lin([[0, '#a9d3ee'], [1, '#3c7cb0']], 0, 0, 0.4, 1)));
  o.push(
    g(
      [
        windows(gx + 30, gy + 200, 10, 2, 60, 50, 20, 18, '#2c5a82', false, { opacity: 0.45 }),
        poly([gx + 60, gy, gx + 260, gy, gx + 60, gy + gh], '#ffffff', { opacity: 0.16 }),
        poly([gx + 330, gy, gx + 400, gy, gx + 200, gy + gh, gx + 130, gy + gh], '#ffffff', { opacity: 0.12 }),
        poly([gx + 640, gy, gx + 820, gy, gx + 620, gy + gh, gx + 440, gy + gh], '#ffffff', { opacity: 0.1 }),
      ],
      { 'clip-path': clip },
    ),
  );
  let mull = '';
  for (let x = gx + 82; x < gx + gw; x += 82) mull += d`M${x} ${gy}V${gy + gh}`;
  o.push(stroke(mull, '#eef3f6', 4, { opacity: 0.8 }));
  for (const y of [gy - 16, gy + 120, gy + 250]) o.push(rect(gx - 20, y, gw + 40, 18, '#f4f3ef'));
  o.push(rect(gx - 20, gy + 250, gw + 40, 6, '#cfd4d8'));
  // entrance
  o.push(rect(1020, 660, 200, 100, '#244766'), line(1120, 664, 1120, 760, '#9cc0dc', 4), rect(990, 640, 260, 20, '#f4f3ef'));
  // plaza, steps and planters
  o.push(rect(0, 760, GW, GH - 760, ctx.lin([[0, '#ebe6dc'], [1, '#d3ccbe']])));
  let pave = '';
  for (let k = -8; k <= 8; k++) pave += d`M${800 + k * 110} 800L${800 + k * 320} ${GH}`;
  o.push(stroke(pave, '#ffffff', 3, { opacity: 0.45 }));
  o.push(rect(560, 760, 960, 14, '#f7f5f0'), rect(540, 774, 1000, 14, '#d7d0c2'), rect(520, 788, 1040, 14, '#f7f5f0'));
  for (const [x, y, h] of [[150, 900, 300], [1450, 930, 330]] as const) {
    o.push(tree(x, y - 40, h, '#4f9a4f', 'round'), rrect(x - 90, y - 60, 180, 70, 8, '#b9b2a4'), rect(x - 90, y - 60, 180, 12, '#a59d8e'));
  }
  o.push(rrect(620, 900, 240, 16, 6, '#8b6a4f'), rect(640, 916, 10, 30, '#5b4a3f'), rect(830, 916, 10, 30, '#5b4a3f'));
  o.push(walkers(r, [[960, 960, 0.8, 'walk'], [1180, 870, 0.6, 'walk', true], [400, 860, 0.55, 'stand'], [455, 862, 0.55, 'wave'], [700, 905, 0.62, 'hold']]));
  return o;
};

const lectureTheatre: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 560, ctx.lin([[0, '#efe4d4'], [1, '#dfcdb4']])));
  o.push(windows(0, 0, 6, 1, 36, 560, 14, 0, '#c8a27a'), windows(1300, 0, 6, 1, 36, 560, 14, 0, '#c8a27a'));
  for (const x of [420, 800, 1180]) o.push(rrect(x - 120, 24, 240, 14, 7, '#fff8e6'));
  // screen with a slide
  o.push(rect(430, 70, 740, 420, '#2b3440'), rect(446, 86, 708, 388, '#f7fafc'));
  o.push(rect(490, 122, 300, 26, BRAND.blue, { rx: 4 }), rect(490, 160, 200, 12, '#b8c4d2', { rx: 4 }));
  const bars = [120, 180, 150, 230, 200];
  bars.forEach((h, k) => o.push(rect(500 + k * 58, 430 - h, 40, h, k === 3 ? BRAND.amber : '#6aa3d4', { rx: 4 })));
  o.push(line(486, 432, 800, 432, '#8795a6', 3));
  o.push(circ(970, 310, 110, '#6aa3d4'), path('M970 310L970 200A110 110 0 0 1 1075 344Z', BRAND.amber), path('M970 310L1075 344A110 110 0 0 1 920 408Z', BRAND.blue));
  // stage, lectern and presenter
  o.push(rect(0, 540, GW, 44, '#b07a50'), rect(0, 540, GW, 6, '#c99468'), rect(0, 584, GW, 20, '#7a5236'));
  o.push(person(1240, 566, 0.78, randomLook(r, { top: '#2e8b74' }), 'point', { flip: true }));
  o.push(poly([1300, 430, 1420, 430, 1404, 566, 1316, 566], '#8a5a3b'), rect(1290, 420, 140, 16, '#a06c48', { rx: 4 }), circ(1360, 490, 18, BRAND.amber));
  // carpeted rake with curved rows of seats, seen from the back
  o.push(rect(0, 604, GW, GH - 604, ctx.lin([[0, '#6a3f3a'], [1, '#4a2c2c']])));
  const rows = [650, 740, 845, 965];
  rows.forEach((y0, k) => {
    const sc = 0.62 + k * 0.2;
    const cy = y0 + 90 * sc;
    const step = 135 * sc;
    o.push(stroke(d`M-60 ${y0 - 34 * sc}Q800 ${cy - 34 * sc} 1660 ${y0 - 34 * sc}`, '#c99a66', 16 * sc));
    const seats: [number, number, number][] = [];
    for (let x = -60 + 59 * sc; x < GW + 40; x += step) if (r.chance(0.64)) seats.push([x, arcY(x, -60, 1660, y0, cy) - 14 * sc, sc * 0.85]);
    o.push(audience(r, seats));
    const dash = { 'stroke-dasharray': `${fmt(118 * sc)} ${fmt(17 * sc)}`, 'stroke-linecap': 'butt' };
    o.push(stroke(d`M-60 ${y0 + 18 * sc}Q800 ${cy + 18 * sc} 1660 ${y0 + 18 * sc}`, '#1f5f99', 48 * sc, dash));
    o.push(stroke(d`M-60 ${y0 - 2 * sc}Q800 ${cy - 2 * sc} 1660 ${y0 - 2 * sc}`, '#3a7fc0', 8 * sc, dash));
  });
  return o;
};

function flask(x: number, y: number, s: number, liquid: string, level = 0.45): string {
  const glass = '#eef7fa';
  return g(
    [
      path('M-16 -200L-16 -120L-72 -14Q-78 0 -62 0L62 0Q78 0 72 -14L16 -120L16 -200Z', glass, { opacity: 0.85, stroke: '#9fbac6', 'stroke-width': 4 }),
      path(d`M${-72 + 56 * (1 - level)} ${-120 * level}L-72 -14Q-78 0 -62 0L62 0Q78 0 72 -14L${72 - 56 * (1 - level)} ${-120 * level}Z`, liquid, { opacity: 0.9 }),
      circ(-18, -22, 7, '#ffffff', { opacity: 0.6 }),
      circ(12, -36, 5, '#ffffff', { opacity: 0.6 }),
      circ(26, -16, 4, '#ffffff', { opacity: 0.6 }),
      rect(-22, -206, 44, 10, '#9fbac6', { rx: 4 }),
      path('M-42 -60L-60 -24', 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.7, 'stroke-linecap': 'round' }),
    ],
    { transform: tr(x, y, s) },
  );
}

const scienceLab: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 700, ctx.lin([[0, '#e9f2f3'], [1, '#d6e5e8']])));
  // window
  o.push(outdoorWindow(ctx, 90, 90, 420, 440, { border: 20, crossbar: true }), rect(74, 524, 452, 20, '#f4f6f7'));
  // poster with a grid of coloured tiles
  o.push(rect(570, 110, 180, 240, '#ffffff'), rect(590, 130, 140, 16, BRAND.blue));
  const tiles = [BRAND.amber, '#6aa3d4', '#2e8b74', '#e2665a'];
  tiles.forEach((c, k) => {
    let dd = '';
    for (let row = 0; row < 6; row++) for (let col = 0; col < 5; col++) if ((row * 5 + col) % 4 === k) dd += d`M${592 + col * 28} ${160 + row * 30}h22v24h-22Z`;
    o.push(path(dd, c, { opacity: 0.85 }));
  });
  // shelves
  for (const y of [260, 440]) {
    o.push(rect(820, y, 680, 14, '#b58a60'), rect(840, y + 14, 12, 24, '#8e6a48'), rect(1468, y + 14, 12, 24, '#8e6a48'));
  }
  const jarCols = ['#7cc6b4', '#f5a524', '#e2665a', '#6c5ce7', '#4fb3d9'];
  for (let k = 0; k < 7; k++) {
    const x = 860 + k * 88;
    const h = r.range(70, 120);
    o.push(rrect(x, 260 - h, 54, h, 10, '#eef7fa', { opacity: 0.9 }), rrect(x + 6, 260 - h * 0.6, 42, h * 0.6 - 6, 6, jarCols[k % 5] ?? BRAND.amber), rect(x + 12, 246 - h, 30, 16, '#55606c', { rx: 3 }));
  }
  o.push(bookRow(r, 860, 440, 380, 110, ['#0f4c81', '#2e8b74', '#f5a524', '#e2665a', '#6c5ce7']), plant(1380, 440, 0.9, '#f2efe9', '#3f8f5f'));
  // bench
  o.push(rect(0, 700, GW, 38, '#2f3b45'), rect(0, 700, GW, 7, '#4a5866'), rect(0, 738, GW, GH - 738, '#dfe5ea'));
  o.push(windows(40, 770, 5, 1, 280, 300, 40, 0, 'none', false, { stroke: '#c3ccd4', 'stroke-width': 5 }));
  o.push(windows(140, 792, 5, 1, 80, 10, 240, 0, '#9aa7b3', false, { rx: 5 }));
  // microscope
  o.push(
    g(
      [
        rrect(-90, -26, 180, 26, 10, '#3a4652'),
        stroke('M40 -26Q70 -120 20 -190', '#e9edf1', 34),
        rect(-70, -110, 120, 16, '#3a4652', { rx: 4 }),
        rect(-48, -250, 40, 130, '#e9edf1', { rx: 8, transform: 'rotate(-18 -28 -185)' }),
        rect(-70, -300, 36, 60, '#3a4652', { rx: 6, transform: 'rotate(-18 -52 -270)' }),
        circ(34, -150, 16, '#3a4652'),
      ],
      { transform: tr(300, 700, 1) },
    ),
  );
  o.push(flask(620, 700, 1, '#2ec4a6', 0.5), flask(790, 700, 1.25, BRAND.amber, 0.4));
  // test tube rack
  o.push(rect(930, 610, 260, 22, '#b58a60'), rect(930, 680, 260, 20, '#b58a60'), rect(940, 632, 12, 48, '#8e6a48'), rect(1168, 632, 12, 48, '#8e6a48'));
  ['#e2665a', '#6c5ce7', '#4fb3d9', '#f5a524', '#2e8b74'].forEach((c, k) => {
    const x = 962 + k * 44;
    o.push(rrect(x, 540, 26, 150, 13, '#eef7fa', { opacity: 0.9, stroke: '#9fbac6', 'stroke-width': 3 }), path(d`M${x + 3} ${600 + k * 6}H${x + 23}V${676}A10 10 0 0 1 ${x + 3} ${676}Z`, c));
  });
  o.push(rect(930, 604, 260, 10, '#c99a66'));
  // beaker and notebook
  o.push(path('M1250 540L1400 540L1392 700L1258 700Z', '#eef7fa', { opacity: 0.85, stroke: '#9fbac6', 'stroke-width': 4 }), path('M1255 610L1395 610L1392 700L1258 700Z', '#8e7ae6', { opacity: 0.85 }));
  o.push(stroke('M1262 570H1290M1262 600H1280M1262 630H1290', '#9fbac6', 4));
  o.push(poly([1430, 690, 1580, 690, 1560, 660, 1450, 660], '#f5f1e6'), line(1456, 674, 1550, 674, '#c4cbd6', 4), line(1440, 700, 1580, 670, BRAND.blue, 6));
  return o;
};

const redBrick: Scene = (ctx, r) => {
  const brick = '#b4533d';
  const brickD = '#96402f';
  const trim = '#f1e6d2';
  const slate = '#56606c';
  const glass = '#3e5366';
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#7cc0ec'], [0.6, '#e6f4fc']]));
  o.push(cloud(220, 130, 1), cloud(760, 90, 0.8, '#ffffff', 0.85), cloud(1330, 170, 1.2));
  o.push(hills(r, 0, GW, 520, 30, 740, '#5e9150', 6));
  // wings
  for (const x0 of [90, 1000]) {
    o.push(poly([x0 - 10, 402, x0 + 30, 322, x0 + 490, 322, x0 + 520, 402], slate), rect(x0 - 14, 396, 538, 12, trim));
    o.push(rect(x0 + 70, 270, 34, 60, brickD), rect(x0 + 400, 270, 34, 60, brickD), rect(x0 + 64, 264, 46, 10, trim), rect(x0 + 394, 264, 46, 10, trim));
    o.push(rect(x0, 408, 510, 312, brick));
    let mortar = '';
    for (let y = 424; y < 720; y += 16) mortar += d`M${x0} ${y}h510`;
    o.push(stroke(mortar, brickD, 2, { opacity: 0.35 }));
    o.push(windows(x0 + 34, 438, 7, 1, 52, 92, 18, 0, trim), windows(x0 + 40, 444, 7, 1, 40, 80, 30, 0, glass));
    o.push(line(x0, 568, x0 + 510, 568, trim, 10));
    o.push(windows(x0 + 30, 598, 7, 1, 52, 122, 16, 0, '#4a2a22', true), windows(x0 + 30, 598, 7, 1, 52, 122, 16, 0, 'none', true, { stroke: trim, 'stroke-width': 6 }));
  }
  // central gabled hall
  o.push(poly([576, 318, 800, 150, 1024, 318], slate), stroke('M566 324L800 146L1034 324', trim, 14));
  o.push(rect(600, 316, 400, 404, brick));
  o.push(rect(780, 96, 40, 54, trim), path('M770 100Q800 56 830 100Z', slate), rect(776, 146, 48, 10, trim));
  let quoins = '';
  for (let y = 330; y < 720; y += 44) quoins += d`M600 ${y}h26v22h-26ZM974 ${y}h26v22h-26Z`;
  o.push(path(quoins, trim));
  o.push(circ(800, 270, 30, trim), circ(800, 270, 20, glass));
  o.push(path('M716 560V400A84 84 0 0 1 884 400V560Z', trim), path('M732 552V404A68 68 0 0 1 868 404V552Z', glass));
  o.push(stroke('M800 340V552M732 450H868', trim, 8));
  o.push(path('M752 720V644A48 48 0 0 1 848 644V720Z', '#4a2a22'), stroke('M752 720V644A48 48 0 0 1 848 644V720', trim, 8));
  // ivy
  const ivy = new Batch();
  for (let k = 0; k < 26; k++) {
    const t = k / 25;
    ivy.circle(k % 3 ? '#4a7f3f' : '#5a8f4a', 92 + r.range(0, 40 + 110 * t), 420 + t * 290 + r.range(-6, 6), r.range(9, 15));
  }
  o.push(ivy.flush());
  // striped lawn with a path
  o.push(rect(0, 720, GW, GH - 720, '#69a94c'));
  let stripes = '';
  for (let k = -8; k <= 8; k += 2) stripes += d`M${800 + k * 90} 720L${800 + (k + 1) * 90} 720L${800 + (k + 1) * 290} ${GH}L${800 + k * 290} ${GH}Z`;
  o.push(path(stripes, '#7dbb5c'));
  o.push(rect(0, 716, GW, 26, '#e7dbc1'), poly([760, 742, 840, 742, 980, GH, 620, GH], '#e7dbc1'));
  o.push(tree(70, 760, 430, '#3f7a4a', 'tall'), tree(1530, 770, 450, '#447f4c', 'tall'), tree(1420, 750, 300, '#5a9a48', 'round'));
  o.push(walkers(r, [[560, 830, 0.62, 'walk'], [1100, 880, 0.7, 'walk', true], [1160, 878, 0.7, 'walk', true], [300, 960, 0.8, 'wave']]));
  return o;
};

const autumnPath: Scene = (ctx, r) => {
  const o: Parts[] = [];
  const leaves = ['#e0782f', '#c8442f', '#f2b33d', '#d95d2b', '#b5452f'];
  o.push(skyRect(ctx, GW, GH, [[0, '#bfdcec'], [0.45, '#fbe6c6'], [0.5, '#fbe6c6']]));
  o.push(sunDisc(800, 430, 60, '#fff4d6', 0.35));
  // distant college silhouette
  const far = '#e3c9a2';
  o.push(rect(540, 430, 520, 110, far), rect(760, 330, 80, 210, far), poly([750, 334, 800, 260, 850, 334], far), windows(555, 400, 12, 1, 22, 30, 21, 0, far));
  o.push(rect(0, 530, GW, GH - 530, ctx.lin([[0, '#c4bd74'], [1, '#8f9a4d']])));
  o.push(poly([770, 530, 830, 530, 1240, GH, 360, GH], '#e8d6b4'), stroke('M770 530L360 1067M830 530L1240 1067', '#cdb68d', 6));
  // trees and lamps, drawn from the far end of the path to the near end
  const items: [number, string][] = [];
  [0.05, 0.14, 0.28, 0.5, 0.86].forEach((p, k) => {
    for (const side of [-1, 1]) {
      const x = 800 + side * (140 + 760 * p) + r.range(-20, 20);
      const y = 530 + 560 * p;
      const h = 140 + 820 * p;
      items.push([p, groundShadow(x, y, 70 + 300 * p, 10 + 40 * p, 0.12) + tree(x, y, h, leaves[(k * 2 + (side > 0 ? 1 : 0)) % leaves.length] ?? '#e0782f', 'cluster', '#5a3b2a')]);
    }
  });
  for (const p of [0.1, 0.36]) {
    for (const side of [-1, 1]) {
      const x = 800 + side * (50 + 470 * p);
      const y = 530 + 537 * p;
      const h = 60 + 420 * p;
      items.push([p + 0.01, line(x, y, x, y - h, '#3b3f4a', 3 + 8 * p) + circ(x, y - h, 6 + 16 * p, '#fff1c4') + rect(x - 7 - 12 * p, y - h - 4 - 16 * p, 14 + 24 * p, 6 + 6 * p, '#3b3f4a')]);
    }
  }
  items.sort((a, b) => a[0] - b[0]);
  o.push(items.map((it) => it[1]));
  o.push(fallenLeaves(r, 60, 0, 560, GW, 507, leaves));
  o.push(rrect(1120, 800, 200, 18, 6, '#8b5a3c'), rrect(1120, 760, 200, 14, 6, '#8b5a3c'), rect(1132, 818, 10, 50, '#3b3f4a'), rect(1298, 818, 10, 50, '#3b3f4a'));
  o.push(walkers(r, [[760, 690, 0.42, 'walk', true], [800, 694, 0.42, 'walk', true], [900, 930, 0.85, 'walk']]));
  return o;
};

/** Leaves lying on the ground, larger towards the viewer. */
function fallenLeaves(r: Rand, n: number, x: number, y: number, w: number, h: number, colors: readonly string[]): string {
  const b = new Batch();
  for (let k = 0; k < n; k++) {
    const px = x + r.next() * w;
    const py = y + r.next() * h;
    const s = 4 + ((py - y) / h) * 10;
    const a = r.range(-0.6, 0.6);
    const dx = Math.cos(a) * s;
    const dy = Math.sin(a) * s;
    b.add(r.pick(colors), d`M${px - dx} ${py - dy}Q${px - dy * 0.8} ${py + dx * 0.5} ${px + dx} ${py + dy}Q${px + dy * 0.8} ${py - dx * 0.5} ${px - dx} ${py - dy}Z`);
  }
  return b.flush();
}

function tent(x: number, base: number, w: number, stripeA: string, stripeB: string, cloth: string): string {
  const top = base - 300;
  let stripes = '';
  for (let k = 0; k < 6; k += 2) stripes += d`M${x} ${top}L${x - w / 2 + (k * w) / 6} ${top + 90}L${x - w / 2 + ((k + 1) * w) / 6} ${top + 90}Z`;
  let scallop = '';
  for (let k = 0; k < 6; k++) scallop += d`M${x - w / 2 + (k * w) / 6} ${top + 90}h${w / 6}l${-w / 12} 26Z`;
  return (
    line(x - w / 2 + 10, top + 90, x - w / 2 + 10, base, '#8a8f99', 6) +
    line(x + w / 2 - 10, top + 90, x + w / 2 - 10, base, '#8a8f99', 6) +
    poly([x, top, x - w / 2, top + 90, x + w / 2, top + 90], stripeB) +
    path(stripes, stripeA) +
    path(scallop, stripeA) +
    rect(x - w / 2 + 30, base - 90, w - 60, 90, cloth) +
    rect(x - w / 2 + 30, base - 96, w - 60, 12, light(cloth, 0.3))
  );
}

const studentUnion: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#6bbbee'], [0.7, '#dff2fc']]));
  o.push(cloud(1240, 110, 1.1), cloud(380, 90, 0.8));
  o.push(tree(110, 700, 360, '#4f9a4f', 'round'), tree(1500, 700, 380, '#4f9a4f', 'round'));
  // building
  o.push(rect(230, 200, 1140, 500, '#f4f1ea'), rect(220, 186, 1160, 20, '#e2ddd2'));
  o.push(rect(230, 250, 1140, 120, '#35597a'), windows(230, 250, 19, 1, 4, 120, 56, 0, '#f4f1ea'));
  const panels = [BRAND.amber, '#2e8b74', '#e2665a', '#4fb3d9'];
  panels.forEach((c, k) => o.push(rect(260 + k * 70, 420, 56, 280, c)));
  panels.forEach((c, k) => o.push(rect(1080 + k * 70, 420, 56, 280, panels[(k + 2) % 4] ?? c)));
  o.push(rect(600, 470, 400, 230, '#2c4a66'), stroke('M700 470V700M800 470V700M900 470V700', '#9cc0dc', 4), rect(570, 446, 460, 26, '#e2ddd2'));
  o.push(rrect(640, 386, 320, 46, 10, BRAND.navy), circ(676, 409, 14, BRAND.amber), rect(704, 400, 220, 8, '#cfe6fb', { rx: 4 }), rect(704, 414, 150, 6, '#cfe6fb', { rx: 3, opacity: 0.6 }));
  o.push(rect(0, 700, GW, GH - 700, ctx.lin([[0, '#ece5d7'], [1, '#d8cfbd']])));
  o.push(bunting(0, 110, 800, 150, 40, 14, FESTIVE), bunting(800, 150, 1600, 90, 40, 14, FESTIVE.slice(2)));
  o.push(tent(330, 880, 420, '#e2665a', '#ffffff', '#0f4c81'), tent(1270, 880, 420, '#2e8b74', '#ffffff', BRAND.amber));
  o.push(balloon(560, 600, 26, '#e2665a', [545, 760]), balloon(590, 560, 26, BRAND.amber, [545, 760]), balloon(530, 570, 24, '#4fb3d9', [545, 760]));
  o.push(walkers(r, [[170, 1010, 1.15, 'stand'], [480, 960, 1.05, 'walk'], [760, 900, 0.95, 'wave', true], [860, 1030, 1.2, 'walk'], [1090, 970, 1.08, 'stand', true], [1420, 1020, 1.15, 'stand']]));
  return o;
};

function rowingBoat(x: number, y: number, s: number, rowers: number, hull: string, kit: string): string {
  const o: string[] = [];
  const len = 70 * rowers;
  const seat = (k: number) => -len / 2 + 40 + k * 70;
  let far = '';
  let near = '';
  let blades = '';
  for (let k = 0; k < rowers; k++) {
    const px = seat(k);
    if (k % 2) far += d`M${px + 10} -24L${px - 80} -52`;
    else {
      near += d`M${px + 10} -20L${px - 70} 40`;
      blades += d`M${px - 84} 34h22v16h-22Z`;
    }
  }
  o.push(stroke(far, dark('#f2efe9', 0.15), 5));
  const b = new Batch();
  for (let k = 0; k < rowers; k++) {
    const px = seat(k);
    b.add(kit, d`M${px - 14} -10L${px - 6} -48Q${px + 4} -56 ${px + 14} -46L${px + 14} -10Z`);
    b.circle('#2a2433', px + 6, -64, 11);
    b.add(light(kit, 0.25), d`M${px + 10} -40L${px + 16} -20L${px + 26} -20`);
  }
  o.push(b.flush());
  o.push(stroke(near, '#f2efe9', 5), path(blades, kit));
  o.push(path(d`M${-len / 2 - 60} -12L${len / 2 + 70} -12Q${len / 2 + 40} 10 ${len / 2} 10L${-len / 2 - 30} 10Z`, hull));
  o.push(rect(-len / 2 - 30, -12, len + 60, 5, kit));
  return g(o, { transform: tr(x, y, s) });
}

const riverside: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#79b3e0'], [0.5, '#fde2bf']]));
  o.push(sunDisc(1230, 380, 44, '#fff2d0', 0.3), cloud(420, 160, 1.1, '#ffffff', 0.85), cloud(980, 110, 0.8, '#ffffff', 0.7));
  const bank: Parts[] = [
    hills(r, 0, GW, 480, 24, 570, '#6b9a5e', 6),
    tree(130, 560, 220, '#5a8f50', 'round'),
    // boathouse
    rect(200, 470, 260, 90, '#f4efe6'),
    poly([186, 476, 330, 410, 474, 476], '#2e6b4f'),
    windows(220, 500, 3, 1, 64, 60, 20, 0, '#3d4b5a', true),
    // college with chapel
    rect(600, 400, 460, 160, '#e2c08d'),
    windows(626, 430, 9, 2, 24, 36, 24, 22, '#5a6b7d', true),
    rect(860, 250, 80, 160, '#d5b17b'),
    poly([852, 254, 900, 150, 948, 254], '#5f6b78'),
    windows(874, 280, 2, 1, 18, 44, 16, 0, '#5a6b7d', true),
    rect(1060, 440, 230, 120, '#d5b17b'),
    poly([1050, 444, 1175, 380, 1300, 444], '#5f6b78'),
    windows(1090, 470, 5, 1, 24, 50, 20, 0, '#5a6b7d', true),
    tree(1380, 560, 260, '#4f8a48', 'round'),
    tree(1510, 560, 200, '#5a9a50', 'tall'),
    tree(560, 560, 180, '#4f8a48', 'tall'),
  ];
  o.push(bank);
  o.push(rect(0, 556, GW, 16, '#7aa35f'));
  o.push(rect(0, 572, GW, GH - 572, ctx.lin([[0, '#9cc9e4'], [1, '#2f6e9e']])));
  o.push(g(bank, { transform: 'translate(0 1144) scale(1 -1)', opacity: 0.22 }));
  let ripples = '';
  for (let k = 0; k < 40; k++) {
    const y = 590 + r.next() * 470;
    const x = r.next() * GW;
    const w = 20 + (y - 570) * 0.15;
    ripples += d`M${x} ${y}h${w}`;
  }
  o.push(stroke(ripples, '#ffffff', 3, { opacity: 0.35 }));
  o.push(rowingBoat(1200, 660, 0.45, 4, '#f7f4ee', BRAND.navy));
  o.push(rowingBoat(720, 840, 0.95, 8, '#f7f4ee', '#c0504d'));
  // near bank with reeds
  o.push(path('M0 960Q300 920 520 1067L0 1067Z', '#5f8f4a'));
  o.push(stroke('M60 980Q56 930 70 900M100 978Q104 920 92 880M140 990Q150 940 170 910M200 1000Q196 950 210 930', '#3f6f3a', 6));
  return o;
};

// Pre-departure briefings ------------------------------------------------------------------------

const briefingTable: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 640, ctx.lin([[0, '#eef3f8'], [1, '#e0e8f0']])));
  o.push(rect(1040, 80, 480, 420, '#ffffff'), rect(1056, 96, 448, 388, ctx.lin([[0, '#9fd0f2'], [1, '#e4f3fc']])));
  o.push(windows(1070, 330, 6, 1, 50, 160, 22, 0, '#c3d9ea'), windows(1110, 260, 3, 1, 60, 230, 70, 0, '#b3cde2'));
  o.push(rect(1272, 96, 16, 388, '#ffffff'), rect(1024, 494, 512, 18, '#f4f6f7'));
  o.push(pictureFrame(150, 130, 240, 170, '#2f3e4e', [BRAND.amber, BRAND.blue]), pictureFrame(420, 160, 140, 110, '#2f3e4e', ['#e2665a', '#2e8b74']));
  o.push(rect(0, 640, GW, GH - 640, ctx.lin([[0, '#d9cbb8'], [1, '#c8b7a0']])));
  o.push(pendantLamp(660, 0, 150, BRAND.navy), pendantLamp(900, 0, 110, BRAND.amber));
  const faces = [430, 680, 930, 1180];
  o.push(faces.map((x) => bust(x, 716, 1.5, randomLook(r))));
  o.push(poly([240, 700, 1360, 700, 1480, 860, 120, 860], '#f7f4ee'), poly([120, 860, 1480, 860, 1480, 886, 120, 886], '#cfc6b8'));
  o.push(rect(170, 886, 22, 170, '#9e927f'), rect(1408, 886, 22, 170, '#9e927f'));
  o.push(laptop(430, 760, 0.9, '#c9ced6', BRAND.sky, true), laptop(930, 760, 0.9, '#2f3e4e', BRAND.sky, true));
  o.push(paper(680, 760, 130, 80, -8, 4), paper(1180, 770, 140, 86, 6, 4), paper(560, 820, 120, 74, 12, 3));
  o.push(mug(300, 790, 0.9, BRAND.amber, false), mug(1320, 800, 0.9, '#2e8b74', false), mug(800, 830, 0.8, '#e2665a', false));
  o.push(passport(1040, 820, 0.45, 70), plant(1050, 742, 0.7, '#f2efe9'));
  o.push(audience(r, [[300, 1010, 2.3], [1300, 1020, 2.4]]));
  return o;
};

const airportBoard: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, GH, '#e4e9ef'));
  // view through the glass
  o.push(rect(0, 120, GW, 580, ctx.lin([[0, '#7fc0ef'], [0.75, '#e6f4fc']])));
  o.push(cloud(300, 250, 1.1), cloud(1350, 200, 0.8, '#ffffff', 0.8));
  o.push(windows(560, 470, 9, 1, 40, 80, 18, 0, '#b9d4e8'), windows(600, 430, 4, 1, 30, 120, 90, 0, '#a9c8e0'));
  o.push(rect(180, 380, 30, 180, '#c4ccd4'), rrect(160, 350, 70, 40, 8, '#3b4654'), rect(166, 356, 58, 16, '#9cd0f0'));
  o.push(rect(0, 540, GW, 30, '#a8c98a'), rect(0, 570, GW, 130, '#8e98a2'));
  o.push(stroke('M40 640H300M420 640H680M800 640H1060M1180 640H1440', '#ffffff', 8));
  o.push(plane(1080, 330, 1.45, -12));
  let mull = '';
  for (let x = 0; x <= GW; x += 200) mull += d`M${x} 120V700`;
  o.push(stroke(mull, '#3b4654', 14), rect(0, 110, GW, 16, '#3b4654'), rect(0, 694, GW, 16, '#3b4654'));
  o.push(rect(0, 0, GW, 110, '#d3dae2'), windows(120, 40, 5, 1, 160, 14, 150, 0, '#fffbea', false, { rx: 7 }));
  // departure board
  o.push(line(220, 110, 220, 170, '#3b4654', 5), line(560, 110, 560, 170, '#3b4654', 5));
  o.push(rrect(150, 170, 480, 320, 14, '#18202d'), rect(150, 170, 480, 44, BRAND.amber, { rx: 14 }), rect(150, 196, 480, 18, BRAND.amber));
  o.push(rect(176, 184, 120, 16, '#18202d', { rx: 4, opacity: 0.35 }));
  const rows = new Batch();
  for (let k = 0; k < 7; k++) {
    const y = 232 + k * 36;
    rows.rect('#f5c95a', 176, y, 56, 18).rect('#e9eef4', 248, y, 150 + ((k * 53) % 90), 18).rect(k % 3 === 1 ? '#e2665a' : '#4cc38a', 540, y, 64, 18);
  }
  o.push(rows.flush());
  // floor with reflections
  o.push(rect(0, 710, GW, GH - 710, ctx.lin([[0, '#d4dbe3'], [1, '#b9c2cc']])));
  o.push(rect(0, 710, GW, 120, '#ffffff', { opacity: 0.25 }));
  // seats
  for (const [x0, n] of [[1020, 5]] as const) {
    o.push(rect(x0, 900, n * 100, 14, '#3b4654'), rect(x0 + 40, 914, 12, 60, '#3b4654'), rect(x0 + n * 100 - 60, 914, 12, 60, '#3b4654'));
    o.push(windows(x0 + 6, 780, n, 1, 88, 110, 12, 0, BRAND.blue, false, { rx: 18 }), windows(x0 + 6, 870, n, 1, 88, 32, 12, 0, '#1d6bb0', false, { rx: 10 }));
  }
  o.push(groundShadow(700, 1000, 80, 12));
  o.push(person(700, 1000, 1.25, randomLook(r, { bag: BRAND.amber }), 'stand', { back: true }));
  o.push(suitcase(780, 850, 110, 150, '#e2665a', { stripes: '#f2efe9' }));
  o.push(groundShadow(330, 960, 50, 8), person(330, 960, 0.95, randomLook(r), 'walk'), suitcase(380, 850, 80, 108, '#2e8b74'));
  return o;
};

const packingBedroom: Scene = (ctx) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 760, ctx.lin([[0, '#f6ebde'], [1, '#efdfcc']])));
  o.push(rect(0, 760, GW, GH - 760, '#c9a987'));
  let planks = '';
  for (let y = 800; y < GH; y += 60) planks += d`M0 ${y}H${GW}`;
  o.push(stroke(planks, '#b8946f', 3));
  // window with curtains
  o.push(outdoorWindow(ctx, 130, 110, 380, 400), rect(110, 504, 420, 18, '#f4f6f7'));
  o.push(path('M90 90H200Q170 300 210 560H90Z', '#2e8b74'), path('M550 90H440Q470 300 430 560H550Z', '#2e8b74'), rect(80, 80, 480, 12, '#8b5a3c', { rx: 6 }));
  o.push(pictureFrame(780, 170, 200, 150, '#ffffff', [BRAND.amber, '#4fb3d9']), pictureFrame(1010, 200, 150, 120, '#ffffff', ['#e2665a', '#2e8b74']));
  // bed (side view): headboard on the right
  o.push(rrect(1420, 360, 90, 470, 20, '#6d7f95'), rrect(600, 560, 60, 270, 16, '#6d7f95'));
  o.push(rrect(620, 580, 860, 70, 20, '#ffffff'), path('M610 620H1430V760Q1020 790 610 760Z', BRAND.sky), stroke('M640 700Q1020 730 1400 700', light(BRAND.sky, 0.5), 8));
  o.push(rrect(1250, 520, 170, 70, 30, '#ffffff'), rrect(1200, 540, 150, 60, 28, '#f3f1ec'));
  // open suitcase on the bed
  o.push(rrect(720, 380, 400, 210, 20, dark(BRAND.amber, 0.2)), rrect(740, 400, 360, 180, 14, '#fbe7bd'));
  o.push(rect(760, 560, 320, 40, '#f2efe9'), rect(770, 548, 140, 30, '#e2665a', { rx: 6 }), rect(920, 552, 150, 26, '#4fb3d9', { rx: 6 }), rect(800, 532, 110, 22, '#2e8b74', { rx: 6 }));
  o.push(rrect(720, 570, 400, 120, 18, BRAND.amber), rect(760, 570, 14, 120, dark(BRAND.amber, 0.12)), rect(1066, 570, 14, 120, dark(BRAND.amber, 0.12)));
  o.push(passport(1210, 660, 0.55, -14), passport(1290, 670, 0.55, 10, '#7a1f2b'), paper(1150, 712, 130, 56, 4, 3, '#ffffff'));
  // floor luggage and rug
  o.push(ell(560, 950, 420, 60, '#e2665a', { opacity: 0.35 }));
  o.push(groundShadow(390, 892, 110, 16), suitcase(300, 640, 180, 245, '#2e8b74', { stripes: '#f2efe9' }));
  o.push(rect(1516, 640, 90, 190, '#8b5a3c'), rect(1516, 700, 90, 8, '#6d4a30'), path('M1534 560H1586L1598 612H1522Z', '#fff1c4'), rect(1556, 612, 8, 28, '#3b3f4a'));
  o.push(plant(180, 1040, 1.1, '#f2efe9'));
  return o;
};

const duskWindow: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, GH, '#2b2d4a'));
  o.push(rect(160, 80, 1280, 740, ctx.lin([[0, '#1d2657'], [0.45, '#5b4a8a'], [0.78, '#e9866a'], [1, '#f7c279']])));
  const view: Parts[] = [];
  const stars = new Batch();
  for (let k = 0; k < 30; k++) stars.circle('#ffffff', 180 + r.next() * 1240, 100 + r.next() * 260, r.range(1.5, 3.5));
  view.push(stars.flush({ opacity: 0.75 }));
  view.push(path('M1180 170A46 46 0 1 0 1236 236A38 38 0 1 1 1180 170Z', '#fbe6b5'));
  const far = new Batch();
  let x = 160;
  while (x < 1440) {
    const w = r.range(60, 130);
    far.rect('#4b437a', x, 820 - r.range(140, 330), w + 4, 400);
    x += w;
  }
  view.push(far.flush());
  view.push(rect(540, 300, 70, 520, '#3a3366'), line(575, 300, 575, 220, '#3a3366', 6), circ(575, 218, 6, '#f5a524'));
  const near = new Batch();
  const lit = new Batch();
  x = 150;
  while (x < 1440) {
    const w = r.range(90, 170);
    const h = r.range(100, 260);
    near.rect('#26234a', x, 820 - h, w, h + 10);
    for (let wy = 820 - h + 20; wy < 800; wy += 34) for (let wx = x + 14; wx < x + w - 20; wx += 30) if (r.chance(0.35)) lit.rect('#ffc765', wx, wy, 14, 18);
    x += w + r.range(6, 20);
  }
  view.push(near.flush(), lit.flush({ opacity: 0.9 }));
  o.push(g(view, { 'clip-path': ctx.clip(rect(160, 80, 1280, 740, '#000')) }));
  // frame, sill and objects
  o.push(rect(160, 80, 1280, 740, 'none', { stroke: '#1d1f36', 'stroke-width': 28 }), rect(790, 80, 20, 740, '#1d1f36'), rect(160, 440, 1280, 14, '#1d1f36'));
  o.push(path('M0 0H230Q200 420 250 1067H0Z', '#8e3b46'), path('M230 0Q200 420 250 1067', 'none', { stroke: '#6f2d37', 'stroke-width': 10 }));
  o.push(rect(120, 820, 1400, 44, '#45486e'), rect(120, 864, 1400, 14, '#34375a'));
  o.push(plant(420, 822, 1.1, '#e2665a', '#4f9a6a'), book(840, 790, 200, 30, '#f5a524'), book(860, 762, 170, 28, '#4fb3d9'), mug(1180, 822, 1, '#f2efe9'));
  o.push(passport(1320, 812, 0.35, 84));
  return o;
};

/** A simplified world map in a 1000x500 box, drawn with rounded joins. */
function worldMap(x: number, y: number, s: number, fill: string): string {
  const land =
    'M60 90L120 70L200 62L260 70L300 60L330 78L318 110L290 130L282 158L258 172L240 196L226 226L204 240L186 232L168 206L140 190L120 160L96 140L70 124Z' +
    'M338 40L392 34L402 60L378 92L352 88Z' +
    'M246 262L290 264L326 290L338 320L316 360L296 400L278 440L266 462L258 430L250 380L238 330L232 292Z' +
    'M452 120L470 92L500 78L536 70L566 82L556 104L530 118L520 140L496 146L474 142ZM436 98L450 84L458 104L446 112Z' +
    'M454 176L492 160L540 162L566 182L600 204L618 226L596 262L584 300L560 344L540 378L516 384L502 340L494 290L470 254L446 230L444 200Z' +
    'M566 82L620 62L700 52L780 56L860 76L900 100L880 128L858 150L842 176L810 190L790 212L770 240L748 238L730 214L706 236L690 214L664 196L630 190L610 170L590 140L568 120Z' +
    'M790 330L830 312L872 318L896 350L884 384L846 392L810 380L790 360Z';
  return path(land, fill, { stroke: fill, 'stroke-width': 14, transform: tr(x, y, s) });
}

function pin(x: number, y: number, s: number, color: string): string {
  return path(d`M${x} ${y}C${x - 4 * s} ${y - 14 * s} ${x - 16 * s} ${y - 20 * s} ${x - 16 * s} ${y - 32 * s}A${16 * s} ${16 * s} 0 1 1 ${x + 16 * s} ${y - 32 * s}C${x + 16 * s} ${y - 20 * s} ${x + 4 * s} ${y - 14 * s} ${x} ${y}Z`, color) + circ(x, y - 32 * s, 6 * s, '#ffffff');
}

const mapPresentation: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, GH, ctx.lin([[0, '#22344f'], [1, '#152238']])));
  o.push(poly([340, 90, 1260, 90, 1600, 700, 0, 700], '#ffffff', { opacity: 0.04 }));
  o.push(rect(324, 74, 952, 532, '#0e1828'), rect(340, 90, 920, 500, '#eaf3fb'));
  o.push(worldMap(380, 130, 0.84, '#9cc4e6'));
  const pts: [number, number][] = [[560, 250], [800, 215], [1050, 300], [1080, 420], [640, 420]];
  let routes = '';
  for (const [k, [px, py]] of pts.entries()) {
    if (k === 1) continue;
    const [hx, hy] = pts[1] as [number, number];
    routes += d`M${hx} ${hy}Q${(hx + px) / 2} ${Math.min(hy, py) - 90} ${px} ${py}`;
  }
  o.push(stroke(routes, BRAND.blue, 5, { 'stroke-dasharray': '2 14' }));
  o.push(pts.map(([px, py], k) => pin(px, py, 1.1, k === 1 ? '#e2665a' : BRAND.amber)));
  o.push(rect(340, 90, 920, 40, BRAND.blue), circ(370, 110, 10, BRAND.amber), rect(392, 104, 180, 12, '#cfe6fb', { rx: 6 }));
  o.push(rect(0, 700, GW, GH - 700, '#1a2740'));
  o.push(groundShadow(1380, 740, 70, 10, 0.3), person(1380, 740, 1.2, randomLook(r, { top: BRAND.amber }), 'point', { flip: true }));
  for (const [k, y] of [820, 920, 1040].entries()) {
    const sc = 1 + k * 0.35;
    const pts2: [number, number, number][] = [];
    for (let x = 80 + (k % 2) * 60 * sc; x < GW; x += 120 * sc) pts2.push([x + r.range(-8, 8), y, sc]);
    o.push(audience(r, pts2, { dim: 0.55 - k * 0.12 }));
  }
  return o;
};

const coffeeMeetup: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 560, '#f4e3cf'), rect(0, 560, GW, GH - 560, '#2e6b5f'), rect(0, 556, GW, 12, '#e6d2b9'));
  let tiles = '';
  for (let x = 0; x < GW; x += 80) tiles += d`M${x} 568V${GH}`;
  o.push(stroke(tiles, '#275c52', 3));
  o.push(outdoorWindow(ctx, 80, 130, 380, 360));
  o.push(rrect(600, 110, 400, 250, 14, '#8b5a3c'), rect(614, 124, 372, 222, '#2f3a36'));
  o.push(stroke('M660 300Q720 180 800 250T930 190', '#ffffff', 5, { opacity: 0.7, 'stroke-dasharray': '4 14' }), path('M930 170L968 186L930 202L940 186Z', '#ffffff', { opacity: 0.85 }));
  o.push(stroke('M670 150H730L724 200Q700 210 676 200ZM730 162Q748 168 730 184', BRAND.amber, 5), stroke('M640 330H960', '#ffffff', 4, { opacity: 0.35 }));
  o.push(rect(1100, 260, 400, 14, '#8b5a3c'), rect(1100, 420, 400, 14, '#8b5a3c'));
  ['#e2665a', '#f2efe9', BRAND.amber, '#4fb3d9', '#f2efe9'].forEach((c, k) => o.push(mug(1140 + k * 76, 260, 0.7, c, false)));
  o.push(bookRow(r, 1120, 420, 360, 100, [BRAND.blue, '#e2665a', '#2e8b74', BRAND.amber]));
  o.push(pendantLamp(430, 0, 150, BRAND.amber), pendantLamp(1150, 0, 110, '#2e6b5f'));
  const looks = [randomLook(r), randomLook(r), randomLook(r)];
  o.push(bust(510, 776, 1.9, looks[0] as Look), bust(800, 766, 1.8, looks[1] as Look), bust(1090, 776, 1.9, looks[2] as Look));
  o.push(ell(800, 780, 420, 70, '#e9d8c0'), ell(800, 790, 420, 70, '#cdb79a'), ell(800, 778, 420, 66, '#efe2cd'));
  o.push(rect(780, 850, 40, 217, '#3b3f4a'));
  for (const [x, c] of [[600, '#ffffff'], [800, BRAND.amber], [1000, '#ffffff']] as const) {
    o.push(ell(x, 790, 56, 12, '#e6e1d8'), path(d`M${x - 30} 740H${x + 30}L${x + 24} 786Q${x} 794 ${x - 24} 786Z`, c), ell(x, 742, 30, 7, '#7a4a2c'), circ(x + 38, 762, 12, 'none', { stroke: c, 'stroke-width': 6 }));
  }
  o.push(path('M680 800Q700 770 730 800Q740 812 700 812Q660 812 680 800Z', '#e0a13a'), paper(920, 800, 110, 50, -6, 3, '#ffffff'));
  o.push(plant(110, 1000, 1.3, '#f2efe9'));
  return o;
};

const packingFlatLay: Scene = (ctx, r, v) => {
  const bg = v % 2 ? '#f3e1d7' : '#dfe9f3';
  const sh = (x: number, y: number, w: number, h: number, rr: number) => rrect(x + 10, y + 14, w, h, rr, '#000000', { opacity: 0.1 });
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, GH, bg));
  o.push(circ(1600, 0, 300, light(bg, 0.4)));
  // clipboard checklist
  o.push(sh(560, 170, 440, 600, 22), rrect(560, 170, 440, 600, 22, '#b07a50'), rect(592, 232, 376, 508, '#ffffff'), rrect(700, 146, 160, 64, 14, '#8a96a3'), rect(740, 162, 80, 16, '#5b6672', { rx: 8 }));
  const checks = new Batch();
  let ticks = '';
  for (let k = 0; k < 7; k++) {
    const y = 280 + k * 62;
    checks.rect('#dfe5ec', 624, y, 34, 34).rect('#c4cbd6', 680, y + 12, 180 + ((k * 37) % 90), 10);
    if (k < 4) ticks += d`M630 ${y + 18}L640 ${y + 28}L660 ${y + 4}`;
  }
  o.push(checks.flush(), stroke(ticks, '#2e8b74', 7));
  // folded t-shirt
  o.push(sh(140, 150, 310, 230, 20), rrect(140, 150, 310, 230, 20, '#e2665a'), path('M240 150Q295 214 350 150Z', '#f2efe9'), path('M256 150Q295 196 334 150Z', dark('#e2665a', 0.25)));
  o.push(stroke('M196 200V372M394 200V372', dark('#e2665a', 0.14), 5), rrect(350, 230, 50, 56, 6, dark('#e2665a', 0.1)));
  // jeans
  o.push(sh(150, 440, 290, 190, 16), rrect(150, 440, 290, 190, 16, '#3d5a80'), stroke('M295 440V630M170 470Q200 500 240 470', '#6d8ab0', 5, { 'stroke-dasharray': '8 8' }));
  // toiletry bag
  o.push(sh(160, 700, 270, 170, 40), rrect(160, 700, 270, 170, 40, '#2e8b74'), line(190, 740, 400, 740, '#f5a524', 6), circ(400, 740, 10, '#f5a524'));
  // sneakers
  for (const x of [1070, 1210]) {
    o.push(path(d`M${x + 34} 140C${x + 78} 140 ${x + 80} 200 ${x + 72} 262C${x + 66} 330 ${x + 70} 404 ${x + 36} 412C${x + 4} 412 ${x + 2} 340 ${x} 270C${x - 4} 200 ${x - 8} 140 ${x + 34} 140Z`, '#d9dde3'));
    o.push(path(d`M${x + 34} 152C${x + 68} 152 ${x + 70} 204 ${x + 63} 262C${x + 57} 324 ${x + 60} 396 ${x + 36} 400C${x + 12} 400 ${x + 11} 336 ${x + 10} 270C${x + 6} 204 ${x + 2} 152 ${x + 34} 152Z`, BRAND.blue));
    o.push(ell(x + 35, 190, 26, 30, '#f2efe9'), ell(x + 36, 360, 17, 30, dark(BRAND.blue, 0.45)));
    o.push(stroke(d`M${x + 20} 240h32M${x + 18} 268h34M${x + 18} 296h34`, '#ffffff', 6));
  }
  o.push(passport(1420, 300, 0.95, 12));
  // sunglasses
  o.push(g([sh(-110, -40, 220, 80, 40), ell(-58, 0, 54, 42, '#2f3e4e'), ell(58, 0, 54, 42, '#2f3e4e'), stroke('M-6 -8Q0 -18 6 -8', '#2f3e4e', 8), ell(-72, -12, 16, 10, '#ffffff', { opacity: 0.25 }), ell(44, -12, 16, 10, '#ffffff', { opacity: 0.25 })], { transform: tr(1230, 540, 1, -8) }));
  // camera
  o.push(sh(1090, 660, 300, 190, 26), rrect(1090, 660, 300, 190, 26, '#3b4654'), rect(1090, 700, 300, 24, '#2a323d'), circ(1240, 760, 66, '#e9edf1'), circ(1240, 760, 46, '#2a323d'), circ(1226, 746, 12, '#ffffff', { opacity: 0.5 }), rrect(1320, 676, 44, 22, 6, BRAND.amber));
  o.push(boardingPass(790, 920, 1, -4));
  // leaves reaching in from the corner
  o.push([[-10, '#3f8f5f'], [35, '#4f9a6a'], [75, '#2f7a4f']].map(([a, c]) => g([ell(0, -170, 58, 150, c as string), stroke('M0 -40V-300', light(c as string, 0.25), 5)], { transform: tr(20, GH + 30, 1, a as number) })));
  return o;
};

const welcomeRoom: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 780, ctx.lin([[0, '#fdf4e3'], [1, '#f6e7cc']])), rect(0, 780, GW, GH - 780, '#c99a6e'));
  let planks = '';
  for (let y = 820; y < GH; y += 56) planks += d`M0 ${y}H${GW}`;
  o.push(stroke(planks, '#b5875d', 3));
  // banner with the brand's meridian globe
  o.push(poly([300, 150, 380, 150, 380, 300, 300, 300, 330, 225], dark(BRAND.navy, 0.2)), poly([1300, 150, 1220, 150, 1220, 300, 1300, 300, 1270, 225], dark(BRAND.navy, 0.2)));
  o.push(rect(360, 120, 880, 160, BRAND.navy, { rx: 8 }));
  o.push(circ(800, 200, 52, 'none', { stroke: BRAND.amber, 'stroke-width': 8 }), ell(800, 200, 22, 52, 'none', { stroke: BRAND.amber, 'stroke-width': 6 }), line(748, 200, 852, 200, BRAND.amber, 6));
  const stars = (cx: number) => path(d`M${cx} 176L${cx + 7} 193L${cx + 25} 194L${cx + 11} 206L${cx + 16} 224L${cx} 214L${cx - 16} 224L${cx - 11} 206L${cx - 25} 194L${cx - 7} 193Z`, '#ffffff');
  o.push(stars(500), stars(620), stars(980), stars(1100));
  o.push(bunting(60, 360, 800, 380, 30, 12, FESTIVE), bunting(800, 380, 1540, 360, 30, 12, FESTIVE.slice(3)));
  // balloons
  const bl = (cx: number, base: number, cols: readonly string[]) => cols.map((c, k) => balloon(cx + (k - 1) * 64 + (k === 1 ? 0 : 0), base - 170 - (k % 2) * 70, 44, c, [cx, base])).join('') + rect(cx - 16, base - 4, 32, 24, '#8a96a3', { rx: 6 });
  o.push(bl(180, 820, ['#e2665a', BRAND.amber, '#4fb3d9']), bl(1420, 820, ['#2e8b74', '#e2665a', BRAND.amber]));
  // snack table
  o.push(rect(540, 700, 520, 20, '#ffffff'), path('M540 720H1060L1040 860H560Z', '#f2efe9'), stroke('M560 760H1040', BRAND.amber, 10));
  o.push(path('M640 700L640 640H740L740 700Z', '#e2665a'), rect(630, 620, 120, 24, '#ffffff', { rx: 10 }), circ(690, 606, 12, '#e2665a'));
  for (const x of [800, 850, 900]) o.push(path(d`M${x - 16} 700L${x - 20} 650H${x + 20}L${x + 16} 700Z`, '#4fb3d9', { opacity: 0.8 }));
  o.push(ell(990, 690, 48, 12, '#d8d2c6'), circ(970, 676, 14, '#f5a524'), circ(1000, 674, 14, '#e2665a'), circ(990, 662, 12, '#f5a524'));
  o.push(confetti(r, 40, 0, 880, GW, 180, FESTIVE, 1.4));
  o.push(walkers(r, [[330, 1020, 1.65, 'stand'], [490, 1040, 1.7, 'wave'], [1120, 1030, 1.66, 'stand', true], [1280, 1050, 1.72, 'walk']]));
  return o;
};

// Graduation days --------------------------------------------------------------------------------

const GOWN_STOLES = [BRAND.amber, '#e2665a', '#4fb3d9', '#2e8b74', '#f2efe9'] as const;
const gownLook = (r: Rand, over: Partial<Look> = {}): Look => randomLook(r, { gown: r.pick(['#1b2333', BRAND.navy, '#1b2333']), stole: r.pick(GOWN_STOLES), cap: true, bag: undefined, ...over });

const capsInSky: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#2a7fd0'], [0.6, '#8fcdf5'], [1, '#dcf0fc']]));
  o.push(sunDisc(1330, 170, 64, '#fff6da', 0.25));
  o.push(cloud(240, 200, 1.3), cloud(900, 130, 1, '#ffffff', 0.85), cloud(1200, 470, 0.9, '#ffffff', 0.75), cloud(520, 520, 0.7, '#ffffff', 0.7));
  o.push(confetti(r, 60, 60, 60, 1480, 700, FESTIVE, 1.3));
  const caps: [number, number, number, number][] = [[300, 330, 1.25, -18], [600, 170, 0.95, 14], [820, 380, 1.55, -6], [1100, 230, 1.05, 24], [1350, 430, 1.2, -14], [170, 620, 0.9, 28], [600, 600, 1.1, -28], [1050, 620, 0.95, 12], [1480, 200, 0.8, -30]];
  o.push(caps.map(([x, y, s, a], k) => mortarboard(x, y, s, a, k % 3 === 1 ? BRAND.navy : '#1b2333', k % 2 ? BRAND.amber : '#f7d154')));
  // graduates below with arms raised
  const pts: [number, number, number][] = [];
  for (let x = 60; x < GW; x += 170) pts.push([x + r.range(-20, 20), 1010 + r.range(-20, 20), 2.1]);
  const arms = new Batch();
  let armPath = '';
  pts.forEach(([x, y, s], k) => {
    if (k % 3 !== 1) {
      const side = k % 2 ? -1 : 1;
      armPath += d`M${x + side * 30 * s} ${y - 14 * s}L${x + side * 54 * s} ${y - 62 * s}L${x + side * 46 * s} ${y - 108 * s}`;
      arms.circle(r.pick(PEOPLE_SKINS), x + side * 46 * s, y - 114 * s, 9 * s);
    }
  });
  o.push(stroke(armPath, '#2a3446', 34), arms.flush());
  o.push(audience(r, pts, { gown: '#1b2333' }));
  return o;
};

function crest(x: number, y: number, s: number, field: string, charge: string): string {
  return g(
    [
      path('M-70 -80H70V0Q70 70 0 100Q-70 70 -70 0Z', field),
      path('M-70 -80H70V-50H-70Z', dark(field, 0.15)),
      path('M-40 20Q-20 6 0 20Q20 6 40 20V56Q20 42 0 56Q-20 42 -40 56Z', charge),
      path('M0 -40L8 -22L27 -20L13 -8L17 11L0 1L-17 11L-13 -8L-27 -20L-8 -22Z', charge),
    ],
    { transform: tr(x, y, s) },
  );
}

const ceremonyStage: Scene = (ctx, r) => {
  const o: Parts[] = [];
  // curtain folds as a repeating gradient
  o.push(rect(0, 0, GW, 700, ctx.linU([[0, '#0a3057'], [0.5, '#11497f'], [1, '#0a3057']], 0, 0, 100, 0, true)));
  o.push(rect(0, 0, GW, 70, '#082a4c'), path(`M0 70${'q40 50 80 0'.repeat(20)}Z`, '#082a4c'), stroke('M0 70H1600', BRAND.amber, 6));
  o.push(crest(800, 250, 1.2, BRAND.amber, BRAND.navy));
  for (const x of [280, 1320]) o.push(path(d`M${x - 60} 70H${x + 60}V420L${x} 380L${x - 60} 420Z`, '#f2efe9'), circ(x, 200, 34, BRAND.amber), rect(x - 60, 90, 120, 10, BRAND.amber));
  o.push(poly([500, 0, 640, 0, 900, 700, 420, 700], '#ffffff', { opacity: 0.06 }), poly([960, 0, 1100, 0, 1180, 700, 700, 700], '#ffffff', { opacity: 0.06 }));
  // graduates standing on stage
  const left = [300, 450];
  const right = [1150, 1300];
  o.push([...left, ...right].map((x) => person(x, 660, 1.15, gownLook(r), r.chance(0.3) ? 'wave' : 'stand')));
  o.push(person(800, 612, 1.2, gownLook(r, { stole: BRAND.amber }), 'stand'));
  o.push(poly([700, 480, 900, 480, 880, 660, 720, 660], '#8a5a3b'), rect(690, 466, 220, 20, '#a06c48', { rx: 6 }), crest(800, 560, 0.45, BRAND.amber, '#8a5a3b'), stroke('M760 470L740 410', '#3b3f4a', 5), circ(738, 404, 8, '#3b3f4a'));
  o.push(rect(0, 640, GW, 30, '#c08a5c'), rect(0, 670, GW, 100, '#8a5a3b'));
  for (const x of [160, 1440]) {
    const f = new Batch();
    for (let k = 0; k < 9; k++) f.circle(r.pick(['#e2665a', '#f7d154', '#ffffff', '#f5a524', '#e98fa6']), x + r.range(-80, 80), 620 + r.range(-40, 20), r.range(16, 26));
    o.push(ell(x, 650, 100, 40, '#3f7f4f'), f.flush(), path(d`M${x - 60} 640H${x + 60}L${x + 44} 700H${x - 44}Z`, '#e9e1d2'));
  }
  o.push(rect(0, 770, GW, GH - 770, '#1a2740'));
  for (const [k, y] of [880, 1030].entries()) {
    const sc = 1.5 + k * 0.5;
    const pts: [number, number, number][] = [];
    for (let x = 60 + k * 40; x < GW; x += 130 * sc) pts.push([x + r.range(-10, 10), y, sc]);
    o.push(audience(r, pts, { cap: true, gown: '#1b2333', dim: 0.2 }));
  }
  return o;
};

const familyPhoto: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#9cd1f2'], [0.55, '#fde6c4']]));
  o.push(sunDisc(1250, 300, 50, '#fff3d2', 0.3), cloud(300, 150, 1), cloud(1000, 110, 0.8, '#ffffff', 0.85));
  const stone = '#e7cfa6';
  o.push(rect(140, 330, 1320, 380, stone), windows(190, 380, 14, 2, 40, 90, 50, 60, '#9fb2c4', true), rect(120, 312, 1360, 24, light(stone, 0.3)));
  o.push(rect(720, 200, 160, 510, stone), poly([710, 204, 800, 110, 890, 204], '#8c96a2'), windows(770, 250, 1, 3, 60, 80, 0, 40, '#9fb2c4', true));
  o.push(rect(0, 640, GW, 427, ctx.lin([[0, '#9fd070'], [1, '#6aa94f']])));
  o.push(tree(90, 700, 380, '#5a9a48', 'round'), tree(1510, 700, 400, '#4f8f43', 'round'));
  // the family lined up for the picture
  const grad = gownLook(r, { stole: BRAND.amber });
  const fam: [number, number, Look, Pose, boolean?][] = [
    [560, 1.3, randomLook(r, { hair: '#b8b8be', hairDo: 'short', top: '#6c5ce7' }), 'stand'],
    [690, 1.42, randomLook(r, { top: '#2e8b74', hairDo: 'short' }), 'stand'],
    [830, 1.4, grad, 'hold'],
    [960, 1.36, randomLook(r, { top: '#e2665a', hairDo: 'long' }), 'wave'],
    [1070, 1.0, randomLook(r, { top: BRAND.amber }), 'cheer'],
  ];
  o.push(fam.map(([x, s]) => groundShadow(x, 900, 40 * s, 8)));
  o.push(fam.map(([x, s, lk, pose]) => person(x, 900, s, lk, pose, { hold: pose === 'hold' ? '#f7efdc' : undefined })));
  // the photographer in the foreground
  o.push(person(1330, 1330, 3.1, randomLook(r, { top: '#4fb3d9', hairDo: 'bun' }), 'photo', { back: true }));
  o.push(g([rrect(8, -206, 40, 66, 6, '#1f2937'), rect(12, -200, 32, 54, '#9cd0f0'), rect(12, -168, 32, 22, '#8cc466'), rect(20, -184, 5, 18, '#1b2333'), rect(28, -182, 5, 16, '#e2665a'), rect(36, -180, 4, 14, '#2e8b74'), circ(20, -144, 6, PEOPLE_SKINS[1]), circ(40, -146, 6, PEOPLE_SKINS[1])], { transform: tr(1330, 1330, 3.1) }));
  return o;
};

function scroll(x: number, y: number, s: number, rot: number, paperC = '#f7efdc', ribbon = '#c0392b'): string {
  return g(
    [
      ell(6, 70, 380, 26, '#000000', { opacity: 0.14 }),
      rect(-380, -55, 760, 110, paperC),
      rect(-380, 20, 760, 35, dark(paperC, 0.08)),
      rect(-380, -55, 760, 18, light(paperC, 0.5)),
      ell(380, 0, 24, 55, dark(paperC, 0.12)),
      stroke('M380 -6a8 8 0 1 1 -6 10a14 14 0 1 1 12 -22', dark(paperC, 0.3), 4),
      rect(-40, -57, 60, 114, ribbon),
      ell(-56, -70, 50, 24, ribbon, { transform: 'rotate(-25 -56 -70)' }),
      ell(36, -70, 50, 24, ribbon, { transform: 'rotate(25 36 -70)' }),
      path('M-22 -60L-70 60L-52 52L-40 74L-6 -52Z', dark(ribbon, 0.12)),
      path('M2 -60L40 70L50 50L70 62L18 -56Z', dark(ribbon, 0.12)),
      circ(-10, -62, 18, dark(ribbon, 0.2)),
    ],
    { transform: tr(x, y, s, rot) },
  );
}

const diplomaTable: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, 620, ctx.lin([[0, '#f3e6d6'], [1, '#eddcc6']])));
  const bokeh = new Batch();
  for (let k = 0; k < 14; k++) bokeh.circle(r.pick(['#ffffff', '#fbd9a6', '#f7c5b8']), r.next() * GW, 60 + r.next() * 480, r.range(30, 90));
  o.push(bokeh.flush({ opacity: 0.45 }));
  o.push(rect(0, 600, GW, GH - 600, ctx.lin([[0, '#b98458'], [1, '#8a5a3b']])), rect(0, 600, GW, 12, '#cc9a6c'));
  let grain = '';
  for (let k = 0; k < 7; k++) grain += d`M0 ${660 + k * 64}Q800 ${640 + k * 64 + r.range(-20, 20)} 1600 ${670 + k * 64}`;
  o.push(stroke(grain, '#6d4a30', 3, { opacity: 0.25 }));
  // vase of flowers and a folder with a seal
  o.push(path('M240 620Q210 520 250 460H330Q370 520 340 620Z', '#cfe6fb'), stroke('M270 470L230 300M290 470L300 260M310 470L360 320', '#3f8f5f', 6));
  for (const [fx, fy, c] of [[230, 300, '#e2665a'], [300, 260, BRAND.amber], [360, 320, '#f7efdc']] as const) {
    const pet = new Batch();
    for (let k = 0; k < 6; k++) pet.circle(c, fx + Math.cos((k * Math.PI) / 3) * 20, fy + Math.sin((k * Math.PI) / 3) * 20, 16);
    o.push(pet.flush(), circ(fx, fy, 12, '#f5c04a'));
  }
  o.push(g([rrect(0, 0, 420, 300, 14, BRAND.navy), rrect(16, 16, 388, 268, 8, 'none', { stroke: '#e9c46a', 'stroke-width': 4 }), circ(320, 210, 42, '#e9c46a'), circ(320, 210, 28, 'none', { stroke: '#c99a2e', 'stroke-width': 4 })], { transform: tr(920, 640, 1, -6) }));
  o.push(mortarboard(1300, 560, 1.9, 6));
  o.push(scroll(720, 850, 1, -10));
  return o;
};

const cathedralHall: Scene = (ctx, r) => {
  const o: Parts[] = [];
  const stone = '#e9dfcf';
  const col = '#d3c3a6';
  o.push(rect(0, 0, GW, GH, stone));
  o.push(stroke('M0 0Q400 260 800 0M800 0Q1200 260 1600 0', '#d6c9b0', 10));
  // bays with pointed arches and stained glass in the centre
  const bays = [[180, 500], [540, 1060], [1100, 1420]] as const;
  for (const [x0, x1] of bays) {
    const cx = (x0 + x1) / 2;
    const w = x1 - x0;
    o.push(path(d`M${x0 + 30} 760V${300}Q${x0 + 30} ${120} ${cx} ${60}Q${x1 - 30} ${120} ${x1 - 30} ${300}V760Z`, '#ddd0b9'));
    const win = d`M${cx - w * 0.3} 620V${330}Q${cx - w * 0.3} ${200} ${cx} ${140}Q${cx + w * 0.3} ${200} ${cx + w * 0.3} ${330}V620Z`;
    const panes = new Batch();
    const pw = w * 0.6 / Math.max(3, Math.round((w * 0.6) / 64));
    for (let yy = 140; yy < 620; yy += 62) for (let xx = cx - w * 0.3; xx < cx + w * 0.3 - 1; xx += pw) panes.rect(r.pick(['#4f8fd1', '#e2665a', '#f5c04a', '#2e8b74', '#7d6fe0', '#9fd3f2']), xx, yy, pw - 3, 59);
    o.push(path(win, '#3b4654'), g(panes.flush({ opacity: 0.85 }), { 'clip-path': ctx.clip(path(win, '#000')) }), stroke(win + d`M${cx} 140V620`, '#6b6256', 8));
    o.push(poly([cx - w * 0.3, 620, cx + w * 0.3, 620, cx + w * 0.55, 1067, cx - w * 0.55, 1067], '#fff8e0', { opacity: 0.14 }));
  }
  for (const x of [150, 510, 1070, 1430]) o.push(rect(x, 0, 60, 800, col), rect(x + 40, 0, 20, 800, dark(col, 0.1)), rect(x - 10, 760, 80, 40, dark(col, 0.05)));
  o.push(rect(0, 800, GW, GH - 800, '#b9a88c'));
  for (const [k, y] of [900, 1050].entries()) {
    const sc = 1.3 + k * 0.5;
    const pts: [number, number, number][] = [];
    for (let x = 40 + (k % 2) * 50; x < GW; x += 115 * sc) pts.push([x + r.range(-6, 6), y, sc]);
    o.push(audience(r, pts, { cap: true, gown: k === 1 ? BRAND.navy : '#1b2333' }));
  }
  o.push(confetti(r, 60, 0, 0, GW, 980, FESTIVE, 1.7));
  return o;
};

const stoneSteps: Scene = (ctx, r) => {
  const o: Parts[] = [];
  const stone = '#ebdfc8';
  o.push(skyRect(ctx, GW, GH, [[0, '#86c3ec'], [0.6, '#e3f3fc']]));
  o.push(cloud(200, 140, 1), cloud(1400, 110, 0.9));
  o.push(rect(330, 270, 940, 360, '#d8c9ad'), windows(470, 420, 3, 1, 90, 180, 150, 0, '#5b5046', true));
  o.push(poly([360, 210, 800, 60, 1240, 210], stone), poly([430, 196, 800, 86, 1170, 196], dark(stone, 0.06)), rect(350, 206, 900, 64, stone), rect(350, 250, 900, 12, dark(stone, 0.08)));
  const cols = new Batch();
  for (let k = 0; k < 6; k++) {
    const x = 400 + k * 160;
    cols.rect(stone, x, 270, 60, 350).rect(dark(stone, 0.08), x + 40, 270, 20, 350).rect(light(stone, 0.3), x - 8, 270, 76, 14).rect(dark(stone, 0.04), x - 8, 606, 76, 16);
  }
  o.push(cols.flush());
  o.push(rect(0, 620, GW, GH - 620, ctx.lin([[0, '#9ccd76'], [1, '#79b35a']])));
  for (const x of [60, 1540]) o.push(rrect(x - 120, 600, 240, 60, 30, '#5f9a4a'));
  // steps widening towards the viewer
  const steps = 8;
  const treads = new Batch();
  for (let k = 0; k < steps; k++) {
    const y = 620 + k * 56;
    const spread = 420 - k * 70;
    treads.add(k % 2 ? '#ece2cf' : '#e2d6bf', d`M${spread} ${y}H${GW - spread}L${GW - spread + 10} ${y + 56}H${spread - 10}Z`).rect('#cdbd9f', spread - 10, y + 44, GW - 2 * spread + 20, 12);
  }
  o.push(treads.flush());
  for (const x of [250, 1350]) o.push(tree(x, 660, 260, '#4f8f43', 'cone', '#6b4a33'), rect(x - 40, 620, 80, 50, '#b7a78a'));
  const spots: [number, number, number, Pose][] = [
    [590, 702, 1.0, 'stand'], [1010, 704, 1.0, 'wave'],
    [420, 840, 1.25, 'cheer'], [800, 830, 1.25, 'hold'], [1190, 844, 1.25, 'stand'],
    [300, 1030, 1.5, 'stand'], [1000, 1040, 1.55, 'cheer'],
  ];
  o.push(spots.map(([x, y, s, pose]) => groundShadow(x, y, 30 * s, 6) + person(x, y, s, gownLook(r), pose, { hold: pose === 'hold' ? '#f7efdc' : undefined })));
  return o;
};

function bloom(b: Batch, x: number, y: number, rr: number, c: string): void {
  for (let k = 0; k < 6; k++) b.circle(c, x + Math.cos((k * Math.PI) / 3) * rr * 0.6, y + Math.sin((k * Math.PI) / 3) * rr * 0.6, rr * 0.55);
}

const bouquetCap: Scene = (ctx, r, v) => {
  const bg = v % 2 ? '#dff0e6' : '#f9ded5';
  const o: Parts[] = [];
  o.push(rect(0, 0, GW, GH, bg), circ(1250, 330, 260, light(bg, 0.35)), rect(0, 760, GW, GH - 760, dark(bg, 0.06)));
  // leaves behind the blooms
  const leaves = new Batch();
  for (let k = 0; k < 9; k++) {
    const a = -2.6 + k * 0.26;
    const lx = 600 + Math.cos(a) * 220;
    const ly = 470 + Math.sin(a) * 200;
    leaves.add(k % 2 ? '#3f8f5f' : '#56a06c', d`M600 520Q${(600 + lx) / 2 - 30} ${(520 + ly) / 2 - 30} ${lx} ${ly}Q${(600 + lx) / 2 + 30} ${(520 + ly) / 2 + 30} 600 520Z`);
  }
  o.push(leaves.flush());
  const blooms = new Batch();
  const centres = new Batch();
  const spots: [number, number, number, string][] = [[520, 380, 70, '#e2665a'], [650, 340, 78, '#f7efdc'], [760, 420, 64, BRAND.amber], [460, 480, 60, '#e98fa6'], [600, 460, 72, '#f5c04a'], [720, 520, 58, '#e2665a'], [540, 570, 50, '#f7efdc']];
  for (const [x, y, rr, c] of spots) {
    bloom(blooms, x, y, rr, c);
    centres.circle(dark(c, 0.25), x, y, rr * 0.28);
  }
  o.push(blooms.flush(), centres.flush());
  // kraft paper wrap and ribbon
  o.push(poly([420, 540, 800, 560, 640, 980, 600, 990], '#d9b48a'), poly([420, 540, 560, 600, 620, 990, 600, 990], '#c79c6d'), poly([800, 560, 700, 620, 640, 980], '#e4c39c'));
  o.push(ell(600, 770, 60, 20, '#0f4c81'), ell(560, 770, 50, 24, BRAND.blue, { transform: 'rotate(-20 560 770)' }), ell(650, 770, 50, 24, BRAND.blue, { transform: 'rotate(20 650 770)' }), path('M590 780L560 880L580 874L590 896L610 784Z', BRAND.navy));
  o.push(mortarboard(1180, 760, 2.6, -8));
  o.push(scroll(1120, 960, 0.5, 6));
  const petals = new Batch();
  for (let k = 0; k < 12; k++) petals.circle(r.pick(['#e2665a', '#f5c04a', '#e98fa6']), r.range(150, 1500), r.range(880, 1040), r.range(6, 10));
  o.push(petals.flush());
  return o;
};

const sunsetJump: Scene = (ctx, r) => {
  const o: Parts[] = [];
  o.push(skyRect(ctx, GW, GH, [[0, '#2d2a6e'], [0.4, '#9c4a7e'], [0.65, '#f08a5d'], [0.8, '#fbc26a']]));
  const stars = new Batch();
  for (let k = 0; k < 24; k++) stars.circle('#ffffff', r.next() * GW, r.next() * 240, r.range(1.5, 3));
  o.push(stars.flush({ opacity: 0.6 }));
  o.push(sunDisc(800, 760, 210, '#ffd98f', 0.22));
  o.push(stroke('M300 300q14 -12 28 0q14 -12 28 0M420 250q10 -9 20 0q10 -9 20 0M1180 330q12 -10 24 0q12 -10 24 0', '#3a2450', 4));
  o.push(hills(r, 0, GW, 740, 40, GH, '#8a4a78', 5), hills(r, 0, GW, 820, 40, GH, '#5d2f63', 4));
  o.push(path('M0 900Q400 840 800 860Q1200 880 1600 840V1067H0Z', '#2a1838'));
  const sil = '#1e1230';
  o.push(person(800, 760, 2.2, gownLook(r, { cap: false, hairDo: 'short' }), 'jump', { silhouette: sil }));
  o.push(mortarboard(1000, 230, 1.4, 28, sil, sil));
  o.push(person(380, 880, 1.3, gownLook(r, { hairDo: 'bun' }), 'cheer', { silhouette: sil }), person(1240, 870, 1.3, gownLook(r, { hairDo: 'short' }), 'wave', { silhouette: sil }));
  return o;
};

type GalleryName = 'campus-visits' | 'pre-departure-briefings' | 'graduation-days';
const GALLERY_SCENES: Record<GalleryName, readonly Scene[]> = {
  'campus-visits': [campusQuad, campusLibrary, lectureTheatre, scienceLab, redBrick, autumnPath, studentUnion, riverside],
  'pre-departure-briefings': [briefingTable, airportBoard, packingBedroom, duskWindow, mapPresentation, coffeeMeetup, packingFlatLay, welcomeRoom],
  'graduation-days': [capsInSky, ceremonyStage, familyPhoto, diplomaTable, cathedralHall, stoneSteps, bouquetCap, sunsetJump],
};

/** Each gallery drawn for, and how many pictures it has (one per scene). */
export const GALLERIES = Object.entries(GALLERY_SCENES).map(([name, scenes]) => ({ name: name as GalleryName, size: scenes.length }));

/** A 1600x1067 (3:2) illustration for a photo gallery. */
export function galleryArtwork(gallery: GalleryName, index: number): string {
  const i = normIndex(index);
  const scenes = GALLERY_SCENES[gallery] ?? GALLERY_SCENES['campus-visits'];
  const scene = scenes[i % scenes.length] as Scene;
  const ctx = new Ctx(`${slug(gallery).slice(0, 3)}${i}-`);
  return doc(GW, GH, ctx, scene(ctx, ctx.rand, Math.floor(i / scenes.length)));
}

// ---------------------------------------------------------------------------------------------
// Blog headers (1600x900)
// ---------------------------------------------------------------------------------------------

export type BlogTopic = 'visa' | 'scholarship' | 'personal-statement' | 'accommodation' | 'budget' | 'ielts' | 'first-week' | 'choosing-country';

interface Palette {
  bg: string;
  blob: string;
  main: string;
  deep: string;
  accent: string;
  pop: string;
}

const PALETTES: readonly Palette[] = [
  { bg: '#eaf3fc', blob: '#cfe6fb', main: BRAND.blue, deep: BRAND.navy, accent: BRAND.amber, pop: '#e2665a' },
  { bg: '#fdf4e4', blob: '#fbe2b6', main: BRAND.blue, deep: BRAND.navy, accent: '#e2665a', pop: '#2e8b74' },
  { bg: '#e8f5ef', blob: '#c9e9d9', main: '#2e8b74', deep: '#1d5c4d', accent: BRAND.amber, pop: BRAND.blue },
  { bg: '#f2eefd', blob: '#ddd4f8', main: '#5b4fd6', deep: '#332b86', accent: BRAND.amber, pop: '#e2665a' },
  { bg: '#fcece8', blob: '#f7d2c9', main: '#d9574b', deep: '#7d2f28', accent: BRAND.blue, pop: BRAND.amber },
];

const BW = 1600;
const BH = 900;

/** Soft editorial backdrop: a wash, a large blob and a few quiet geometric accents. */
function backdrop(ctx: Ctx, p: Palette, w: number, h: number, cx: number, cy: number, rr: number): string {
  const r = ctx.rand;
  const o: string[] = [rect(0, 0, w, h, ctx.lin([[0, light(p.bg, 0.3)], [1, p.bg]], 0, 0, 1, 1))];
  o.push(path(d`M${cx - rr} ${cy}C${cx - rr} ${cy - rr * 0.7} ${cx - rr * 0.5} ${cy - rr} ${cx + rr * 0.1} ${cy - rr * 0.95}C${cx + rr * 0.8} ${cy - rr * 0.9} ${cx + rr * 1.05} ${cy - rr * 0.3} ${cx + rr} ${cy + rr * 0.2}C${cx + rr * 0.95} ${cy + rr * 0.8} ${cx + rr * 0.3} ${cy + rr} ${cx - rr * 0.2} ${cy + rr * 0.95}C${cx - rr * 0.8} ${cy + rr * 0.9} ${cx - rr} ${cy + rr * 0.5} ${cx - rr} ${cy}Z`, p.blob));
  const dots = new Batch();
  const dx = r.chance(0.5) ? 90 : w - 250;
  const dy = r.chance(0.5) ? 80 : h - 220;
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) dots.circle(p.main, dx + i * 36, dy + j * 36, 5);
  o.push(dots.flush({ opacity: 0.18 }));
  o.push(circ(w - dx - 40 + r.range(-60, 60), h - dy + r.range(-40, 40), 34, 'none', { stroke: p.accent, 'stroke-width': 10, opacity: 0.55 }));
  const sx = r.range(w * 0.15, w * 0.3);
  const sy = r.range(h * 0.15, h * 0.3);
  o.push(stroke(d`M${sx - 16} ${sy}h32M${sx} ${sy - 16}v32`, p.pop, 8, { opacity: 0.6 }));
  o.push(stroke(d`M${w - sx - 40} ${sy + 20}q40 -50 80 0`, p.main, 6, { opacity: 0.25 }));
  return o.join('');
}

function sparkle(x: number, y: number, s: number, color: string): string {
  return path(d`M${x} ${y - 24 * s}Q${x + 4 * s} ${y - 4 * s} ${x + 24 * s} ${y}Q${x + 4 * s} ${y + 4 * s} ${x} ${y + 24 * s}Q${x - 4 * s} ${y + 4 * s} ${x - 24 * s} ${y}Q${x - 4 * s} ${y - 4 * s} ${x} ${y - 24 * s}Z`, color);
}

function stampMark(x: number, y: number, rr: number, color: string, rot: number): string {
  return g(
    [circ(0, 0, rr, 'none', { stroke: color, 'stroke-width': 6 }), circ(0, 0, rr * 0.74, 'none', { stroke: color, 'stroke-width': 3 }), rect(-rr * 0.5, -6, rr, 12, color, { rx: 4 }), path(d`M${-rr * 0.3} ${-rr * 0.3}L0 ${-rr * 0.5}L${rr * 0.3} ${-rr * 0.3}Z`, color)],
    { transform: tr(x, y, 1, rot), opacity: 0.85 },
  );
}

const blogVisa = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  o.push(stroke('M250 560C380 300 620 220 900 230', p.main, 6, { 'stroke-dasharray': '4 18', opacity: 0.6 }), plane(1010, 240, 0.9, -10, '#ffffff', p.main));
  // closed passport behind the open one
  o.push(passport(470, 520, 1.7, -14, p.deep));
  // open passport
  o.push(
    g(
      [
        rrect(-330, -200, 660, 420, 22, '#000000', { opacity: 0.1, transform: 'translate(12 16)' }),
        rrect(-330, -200, 660, 420, 22, p.deep),
        rrect(-312, -184, 306, 388, 12, '#fbf7ee'),
        rrect(6, -184, 306, 388, 12, '#f6f0e2'),
        rect(-6, -184, 12, 388, dark(p.deep, 0.2)),
        rrect(-280, -150, 110, 136, 10, p.blob),
        circ(-225, -104, 26, dark(p.blob, 0.25)),
        path('M-272 -14Q-272 -62 -225 -62Q-178 -62 -178 -14Z', dark(p.blob, 0.25)),
        stroke('M-150 -136H-40M-150 -104H-60M-150 -72H-50M-280 30H-40M-280 62H-80M-280 94H-60M-280 140H-40', '#cdd3dc', 10),
        stampMark(100, -80, 62, p.pop, -14),
        stampMark(220, 70, 52, p.main, 18),
        g([rrect(-70, -36, 140, 72, 10, 'none', { stroke: p.accent, 'stroke-width': 6 }), stroke('M-44 -8H44M-44 14H20', p.accent, 6)], { transform: tr(110, 110, 1, -8), opacity: 0.9 }),
      ],
      { transform: tr(860, 520, 1, -4) },
    ),
  );
  // rubber stamp
  o.push(g([rrect(-70, 60, 140, 40, 8, p.deep), rect(-60, 96, 120, 12, p.pop), rect(-18, -10, 36, 72, p.accent), circ(0, -40, 44, p.accent), ell(-14, -54, 12, 8, '#ffffff', { opacity: 0.4 })], { transform: tr(1340, 520, 1, 12) }));
  o.push(sparkle(1240, 240, 1, p.accent), sparkle(330, 300, 0.7, p.pop));
  return o;
};

function coinStack(x: number, y: number, n: number, rx: number, gold: string): string {
  let o = '';
  for (let k = 0; k < n; k++) {
    const cy = y - k * 20;
    o += rect(x - rx, cy - 10, rx * 2, 20, dark(gold, 0.2)) + ell(x, cy + 10, rx, rx * 0.32, dark(gold, 0.2)) + ell(x, cy - 10, rx, rx * 0.32, gold);
  }
  return o + ell(x, y - n * 20 + 10, rx * 0.6, rx * 0.18, light(gold, 0.35));
}

const blogScholarship = (ctx: Ctx, p: Palette): Parts => {
  const gold = '#f4b740';
  const o: Parts[] = [];
  // certificate
  o.push(
    g(
      [
        rect(-210, -150, 420, 300, '#000000', { opacity: 0.1, transform: 'translate(12 14)' }),
        rect(-210, -150, 420, 300, '#fffdf7'),
        rect(-190, -130, 380, 260, 'none', { stroke: p.main, 'stroke-width': 6 }),
        rect(-110, -96, 220, 16, p.deep, { rx: 8 }),
        stroke('M-140 -40H140M-140 -8H100M-140 24H120', '#cdd3dc', 10),
        path('M90 70L70 150L100 136L116 162L126 76Z', p.pop),
        path('M130 70L150 150L120 136L104 162L94 76Z', dark(p.pop, 0.15)),
        circ(110, 64, 40, gold),
        circ(110, 64, 28, 'none', { stroke: dark(gold, 0.2), 'stroke-width': 5 }),
      ],
      { transform: tr(1160, 470, 1, 6) },
    ),
  );
  // trophy
  o.push(
    g(
      [
        path('M-150 -180Q-210 -180 -200 -120Q-190 -60 -110 -40', 'none', { stroke: dark(gold, 0.1), 'stroke-width': 26 }),
        path('M150 -180Q210 -180 200 -120Q190 -60 110 -40', 'none', { stroke: dark(gold, 0.1), 'stroke-width': 26 }),
        path('M-150 -220H150V-120Q150 20 0 40Q-150 20 -150 -120Z', gold),
        path('M0 -220H150V-120Q150 20 0 40Z', dark(gold, 0.12)),
        rect(-30, 36, 60, 80, dark(gold, 0.15)),
        rrect(-110, 110, 220, 50, 10, p.deep),
        rrect(-140, 156, 280, 50, 10, dark(p.deep, 0.2)),
        rect(-50, 124, 100, 20, gold, { rx: 4 }),
        path('M0 -170L16 -134L56 -130L26 -104L35 -64L0 -86L-35 -64L-26 -104L-56 -130L-16 -134Z', '#fff3cf'),
      ],
      { transform: tr(720, 530, 1.15) },
    ),
  );
  o.push(coinStack(330, 770, 6, 90, gold), coinStack(490, 790, 4, 80, gold), ell(590, 800, 70, 22, dark(gold, 0.2)), ell(590, 794, 70, 22, gold));
  o.push(sparkle(980, 180, 1.2, p.accent), sparkle(420, 260, 0.8, gold), sparkle(1400, 760, 0.7, p.pop));
  return o;
};

const blogStatement = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  // open notebook
  const lines = (x0: number) => {
    let s = '';
    for (let k = 0; k < 9; k++) s += d`M${x0} ${-170 + k * 42}H${x0 + (k % 4 === 3 ? 180 : 260)}`;
    return s;
  };
  o.push(
    g(
      [
        path('M-400 -230Q-200 -260 0 -220Q200 -260 400 -230V250Q200 220 0 260Q-200 220 -400 250Z', '#000000', { opacity: 0.1, transform: 'translate(14 18)' }),
        path('M-400 -230Q-200 -260 0 -220Q200 -260 400 -230V250Q200 220 0 260Q-200 220 -400 250Z', p.deep),
        path('M-384 -214Q-200 -240 -6 -204V240Q-200 204 -384 232Z', '#fffdf7'),
        path('M384 -214Q200 -240 6 -204V240Q200 204 384 232Z', '#faf6ec'),
        stroke(lines(-330), '#cdd3dc', 8),
        stroke(lines(60), '#cdd3dc', 8),
        rect(56, -106, 210, 26, p.accent, { opacity: 0.45, rx: 6 }),
        stroke('M-330 110Q-280 80 -230 110T-130 110', p.pop, 6),
      ],
      { transform: tr(800, 520, 1, -3) },
    ),
  );
  // pen
  o.push(g([rrect(-200, -18, 400, 36, 18, p.main), rect(120, -18, 30, 36, p.accent), path('M200 -18L270 0L200 18Z', '#f1d9b5'), path('M250 -6L270 0L250 6Z', '#2b2b35'), rect(-160, -26, 120, 10, dark(p.main, 0.3), { rx: 5 })], { transform: tr(960, 600, 1, -32) }));
  // lightbulb with rays
  o.push(
    g(
      [
        circ(0, 0, 140, p.accent, { opacity: 0.15 }),
        path('M-80 10A90 90 0 1 1 80 10Q50 40 46 80H-46Q-50 40 -80 10Z', '#ffd56a'),
        path('M0 -90A90 90 0 0 1 80 10Q50 40 46 80H0Z', '#f6c343'),
        rrect(-48, 80, 96, 24, 8, '#8a96a3'),
        rrect(-40, 104, 80, 22, 8, '#6d7884'),
        path('M-20 126H20L10 140H-10Z', '#4a535e'),
        stroke('M-20 40V0L0 20L20 0V40', '#e08e1b', 6),
        stroke('M0 -130V-170M-100 -90L-128 -118M100 -90L128 -118M-140 0H-180M140 0H180', p.accent, 10),
      ],
      { transform: tr(1270, 240, 0.9) },
    ),
  );
  // mug and crumpled paper
  o.push(mug(320, 620, 2.2, p.pop));
  o.push(sparkle(560, 200, 0.9, p.pop));
  return o;
};

const blogAccommodation = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  const x0 = 260;
  const y0 = 110;
  const w = 1080;
  const h = 680;
  const clip = ctx.clip(rrect(x0, y0, w, h, 40, '#000'));
  const room: Parts[] = [];
  room.push(rect(x0, y0, w, h, light(p.blob, 0.35)), rect(x0, y0 + 500, w, h - 500, '#d8b894'));
  room.push(stroke(d`M${x0} ${y0 + 560}H${x0 + w}M${x0} ${y0 + 620}H${x0 + w}`, '#c9a67f', 4));
  // window
  room.push(outdoorWindow(ctx, x0 + 90, y0 + 80, 260, 280, { border: 14 }));
  room.push(path(d`M${x0 + 70} ${y0 + 60}H${x0 + 140}Q${x0 + 120} ${y0 + 220} ${x0 + 150} ${y0 + 400}H${x0 + 70}Z`, p.main), rect(x0 + 60, y0 + 52, 320, 12, '#8b5a3c', { rx: 6 }));
  // shelf with books and plant
  room.push(rect(x0 + 470, y0 + 170, 260, 12, '#8b5a3c'), bookRow(ctx.rand, x0 + 480, y0 + 170, 150, 90, [p.main, p.accent, p.pop, p.deep]), plant(x0 + 690, y0 + 170, 0.6, p.pop));
  room.push(pictureFrame(x0 + 800, y0 + 90, 170, 130, p.deep, [p.accent, p.main]));
  // bed
  room.push(rrect(x0 + 640, y0 + 330, 40, 260, 12, p.deep), rrect(x0 + 660, y0 + 420, 420, 60, 18, '#ffffff'), rrect(x0 + 680, y0 + 380, 140, 60, 26, '#f3f1ec'));
  room.push(path(d`M${x0 + 760} ${y0 + 440}H${x0 + 1080}V${y0 + 580}H${x0 + 760}Q${x0 + 740} ${y0 + 510} ${x0 + 760} ${y0 + 440}Z`, p.main), stroke(d`M${x0 + 800} ${y0 + 470}V${y0 + 570}`, light(p.main, 0.3), 6));
  // desk, lamp, laptop and chair
  room.push(rect(x0 + 90, y0 + 430, 420, 20, '#8b5a3c'), rect(x0 + 110, y0 + 450, 16, 150, '#6d4a30'), rect(x0 + 474, y0 + 450, 16, 150, '#6d4a30'));
  room.push(laptop(x0 + 300, y0 + 430, 0.9, '#c9ced6', p.blob), stroke(d`M${x0 + 150} ${y0 + 430}L${x0 + 170} ${y0 + 330}L${x0 + 220} ${y0 + 300}`, '#3b3f4a', 8), path(d`M${x0 + 200} ${y0 + 280}L${x0 + 260} ${y0 + 270}L${x0 + 250} ${y0 + 330}Z`, p.accent), mug(x0 + 440, y0 + 430, 0.6, p.pop, false));
  room.push(rrect(x0 + 250, y0 + 440, 100, 80, 18, p.accent), rrect(x0 + 236, y0 + 520, 128, 20, 10, dark(p.accent, 0.12)), rect(x0 + 292, y0 + 540, 16, 50, '#3b3f4a'), rect(x0 + 250, y0 + 586, 100, 10, '#3b3f4a', { rx: 5 }));
  room.push(ell(x0 + 560, y0 + 620, 200, 34, p.pop, { opacity: 0.4 }));
  o.push(rrect(x0 + 14, y0 + 20, w, h, 40, '#000000', { opacity: 0.08 }), g(room, { 'clip-path': clip }));
  o.push(sparkle(1440, 150, 0.9, p.accent), sparkle(180, 760, 0.7, p.pop));
  return o;
};

const blogBudget = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  // pie chart
  o.push(g([circ(0, 0, 150, p.blob), path('M0 0V-150A150 150 0 0 1 142 48Z', p.accent), path('M0 0L142 48A150 150 0 0 1 -96 115Z', p.main), circ(0, 0, 70, light(p.bg, 0.3))], { transform: tr(1190, 300, 1) }));
  // bar chart card
  o.push(g([rrect(-150, -110, 300, 220, 18, '#ffffff'), rect(-110, 10, 40, 70, p.blob), rect(-50, -30, 40, 110, p.main), rect(10, -60, 40, 140, p.accent), rect(70, -10, 40, 90, p.pop), line(-120, 80, 120, 80, '#cdd3dc', 4)], { transform: tr(1250, 650, 1) }));
  // calculator
  const keys = new Batch();
  for (let r2 = 0; r2 < 4; r2++) for (let c = 0; c < 4; c++) keys.add(c === 3 ? p.accent : r2 === 3 && c === 2 ? p.accent : '#e9edf1', d`M${-130 + c * 68} ${-20 + r2 * 64}h52v46h-52Z`);
  o.push(g([rrect(-160, -210, 320, 460, 30, '#000000', { opacity: 0.1, transform: 'translate(12 14)' }), rrect(-160, -210, 320, 460, 30, p.deep), rrect(-130, -180, 260, 120, 14, '#dff0e8'), rect(-20, -150, 130, 20, '#2f3e4e', { rx: 6 }), rect(40, -112, 70, 14, '#2f3e4e', { rx: 6, opacity: 0.5 }), keys.flush()], { transform: tr(430, 470, 1, -6) }));
  // piggy bank with a coin
  const pink = '#f4a7b9';
  o.push(
    g(
      [
        ell(0, 150, 170, 20, '#000000', { opacity: 0.1 }),
        rect(-110, 80, 44, 70, dark(pink, 0.12), { rx: 14 }),
        rect(60, 80, 44, 70, dark(pink, 0.12), { rx: 14 }),
        ell(0, 0, 190, 140, pink),
        path('M-60 -120L-20 -180L10 -126Z', dark(pink, 0.12)),
        rrect(170, -30, 60, 80, 26, dark(pink, 0.08)),
        circ(192, 0, 8, dark(pink, 0.4)),
        circ(212, 0, 8, dark(pink, 0.4)),
        circ(110, -40, 12, '#2b2b35'),
        rrect(-50, -130, 100, 16, 8, dark(pink, 0.35)),
        stroke('M-190 10Q-230 0 -220 -40', dark(pink, 0.12), 10),
        ell(-60, -50, 40, 20, '#ffffff', { opacity: 0.35 }),
      ],
      { transform: tr(830, 600, 1) },
    ),
  );
  o.push(circ(830, 380, 44, '#f4b740'), circ(830, 380, 30, 'none', { stroke: '#d99a22', 'stroke-width': 6 }), stroke('M830 300V330M790 312L804 336M870 312L856 336', '#f4b740', 6));
  return o;
};

const blogIelts = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  // answer sheet
  const bubbles = new Batch();
  const filled = new Batch();
  for (let k = 0; k < 6; k++) {
    for (let c = 0; c < 4; c++) (c === (k * 7) % 4 ? filled : bubbles).circle(c === (k * 7) % 4 ? p.main : '#dfe5ec', -40 + c * 56, -170 + k * 66, 18);
    bubbles.rect('#cdd3dc', -190, -178 + k * 66, 110, 14);
  }
  o.push(g([rect(-230, -270, 460, 560, '#000000', { opacity: 0.1, transform: 'translate(12 16)' }), rect(-230, -270, 460, 560, '#ffffff'), rect(-190, -236, 200, 20, p.deep, { rx: 6 }), circ(170, -226, 24, p.accent), bubbles.flush(), filled.flush()], { transform: tr(800, 470, 1, -3) }));
  // pencil
  o.push(g([rect(-170, -16, 300, 32, p.accent), rect(-200, -16, 40, 32, p.pop, { rx: 6 }), rect(-166, -16, 12, 32, '#c4cbd6'), path('M130 -16L190 0L130 16Z', '#f1d9b5'), path('M172 -5L190 0L172 5Z', '#2b2b35')], { transform: tr(1010, 700, 1, -40) }));
  // headphones
  o.push(
    g(
      [
        path('M-150 40A150 150 0 0 1 150 40', 'none', { stroke: p.deep, 'stroke-width': 30 }),
        rrect(-190, 10, 80, 140, 36, p.main),
        rrect(110, 10, 80, 140, 36, p.main),
        rrect(-170, 30, 40, 100, 20, dark(p.main, 0.3)),
        rrect(130, 30, 40, 100, 20, dark(p.main, 0.3)),
      ],
      { transform: tr(330, 330, 1, -12) },
    ),
  );
  // speech bubbles
  o.push(g([rrect(-150, -80, 300, 160, 40, p.main), path('M-80 70L-120 130L-20 76Z', p.main), circ(-60, 0, 14, '#ffffff'), circ(0, 0, 14, '#ffffff'), circ(60, 0, 14, '#ffffff')], { transform: tr(1270, 250, 1) }));
  o.push(g([rrect(-120, -60, 240, 120, 34, p.accent), path('M60 50L110 100L20 56Z', p.accent), stroke('M-70 -14H70M-70 18H30', '#ffffff', 12)], { transform: tr(1300, 530, 1) }));
  // stopwatch
  o.push(g([circ(0, 0, 90, '#ffffff', { stroke: p.deep, 'stroke-width': 14 }), rect(-16, -130, 32, 30, p.deep, { rx: 6 }), path('M0 0V-60A60 60 0 0 1 52 30Z', p.pop, { opacity: 0.85 }), circ(0, 0, 8, p.deep)], { transform: tr(330, 690, 0.9, 8) }));
  return o;
};

function key(x: number, y: number, s: number, rot: number, color: string): string {
  return g([circ(0, 0, 46, color), circ(0, 0, 16, '#ffffff', { opacity: 0.9 }), rect(40, -12, 170, 24, color), path('M160 12H210V44H196V30H180V44H160Z', color)], { transform: tr(x, y, s, rot) });
}

const blogFirstWeek = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  // folded map
  const mapShades = ['#ffffff', '#eef1f5', '#fbfcfd', '#e6eaf0'];
  o.push(g([poly([-330, -200, -170, -230, -170, 230, -330, 260], '#000000', { opacity: 0.08, transform: 'translate(14 16)' })], {}));
  const panels: [number, string][] = [[-330, mapShades[0] ?? p.blob], [-165, mapShades[1] ?? p.blob], [0, mapShades[2] ?? p.blob], [165, mapShades[3] ?? p.blob]];
  o.push(
    g(
      [
        ...panels.map(([x, c], k) => poly(k % 2 ? [x, -230, x + 165, -200, x + 165, 260, x, 230] : [x, -200, x + 165, -230, x + 165, 230, x, 260], c)),
        path('M-300 -170h100v80h-100ZM200 80h90v110h-90Z', '#bfe3a8'),
        path('M-330 170Q-250 120 -180 190L-170 236L-330 258Z', '#a9d4f0'),
        stroke('M-330 40Q-150 -40 0 30T330 -20M-200 -210L-120 250M120 -220L60 250', '#f5d58a', 16),
        stroke('M-250 150Q-120 120 -60 0T160 -120', p.pop, 8, { 'stroke-dasharray': '4 20' }),
        pin(160, -110, 2.2, p.pop),
        circ(-250, 150, 16, p.main),
      ],
      { transform: tr(700, 470, 1, -4) },
    ),
  );
  // signpost
  o.push(
    g(
      [
        rect(-14, -220, 28, 440, '#8b5a3c'),
        path('M-10 -200H170L210 -160L170 -120H-10Z', p.main),
        path('M10 -90H-170L-210 -50L-170 -10H10Z', p.accent),
        path('M-10 20H140L180 60L140 100H-10Z', p.pop),
        circ(80, -160, 16, '#ffffff'),
        rect(-120, -58, 70, 16, '#ffffff', { rx: 8 }),
        rect(30, 52, 70, 16, '#ffffff', { rx: 8 }),
        ell(0, 220, 90, 18, '#000000', { opacity: 0.1 }),
      ],
      { transform: tr(1300, 560, 1) },
    ),
  );
  // keys and an ID card
  o.push(circ(360, 690, 60, 'none', { stroke: '#9aa4ad', 'stroke-width': 12 }), key(380, 740, 0.8, 30, p.accent), key(330, 740, 0.7, 70, '#c4cbd6'));
  o.push(g([rrect(-120, -76, 240, 152, 16, '#ffffff'), rect(-120, -76, 240, 36, p.deep, { rx: 16 }), rect(-120, -56, 240, 16, p.deep), rrect(-96, -20, 70, 80, 8, p.blob), circ(-61, 4, 18, p.main), stroke('M-6 0H90M-6 30H60', '#cdd3dc', 10)], { transform: tr(1010, 760, 1, 6) }));
  return o;
};

const blogChoosingCountry = (ctx: Ctx, p: Palette): Parts => {
  const o: Parts[] = [];
  const cx = 800;
  const cy = 430;
  const R = 280;
  o.push(ell(cx, cy + R + 120, 200, 24, '#000000', { opacity: 0.1 }));
  o.push(stroke(d`M${cx - R - 40} ${cy}A${R + 40} ${R + 40} 0 0 0 ${cx + 40} ${cy + R + 36}`, '#8a96a3', 18), rect(cx - 14, cy + R + 30, 28, 70, '#8a96a3'), rrect(cx - 150, cy + R + 90, 300, 34, 14, p.deep));
  const clip = ctx.clip(circ(cx, cy, R, '#000'));
  o.push(circ(cx, cy, R, p.main));
  o.push(g([worldMap(cx - 640, cy - 270, 1.05, light(p.main, 0.55)), path(d`M${cx} ${cy - R}A${R} ${R} 0 0 1 ${cx} ${cy + R}Z`, '#000000', { opacity: 0.1 })], { 'clip-path': clip }));
  o.push(ell(cx, cy, R * 0.45, R, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.35 }), ell(cx, cy, R, R * 0.35, 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.35 }), line(cx - R, cy, cx + R, cy, '#ffffff', 3, { opacity: 0.35 }));
  // pins, routes and little flags around the globe
  const pins: [number, number][] = [[cx - 140, cy - 90], [cx + 40, cy - 150], [cx + 150, cy + 40], [cx - 60, cy + 120]];
  let routes = '';
  for (let k = 1; k < pins.length; k++) {
    const [ax, ay] = pins[0] as [number, number];
    const [bx, by] = pins[k] as [number, number];
    routes += d`M${ax} ${ay}Q${(ax + bx) / 2} ${Math.min(ay, by) - 120} ${bx} ${by}`;
  }
  o.push(stroke(routes, '#ffffff', 6, { 'stroke-dasharray': '2 16' }));
  o.push(pins.map(([x, y], k) => pin(x, y, 1.6, k === 0 ? p.accent : k % 2 ? p.pop : p.deep)));
  // decorative pennants (deliberately not any real country's flag)
  const flag = (x: number, y: number, c1: string, c2: string) => rect(x - 4, y - 10, 8, 150, '#6d7884') + path(d`M${x + 4} ${y - 10}L${x + 124} ${y + 26}L${x + 4} ${y + 62}Z`, c1) + path(d`M${x + 4} ${y + 14}L${x + 84} ${y + 26}L${x + 4} ${y + 38}Z`, c2);
  o.push(flag(300, 240, p.pop, '#ffffff'), flag(1190, 600, p.accent, p.deep), flag(1250, 170, p.deep, p.accent), flag(260, 600, p.accent, '#ffffff'));
  o.push(g([path('M0 0L120 -40L40 20Z', '#ffffff'), path('M40 20L120 -40L60 50Z', '#dde3ea'), path('M40 20L60 50L50 24Z', '#c4cbd6')], { transform: tr(1130, 380, 1.2, -10) }), stroke('M1060 420Q1000 470 940 450', p.deep, 4, { 'stroke-dasharray': '4 12', opacity: 0.5 }));
  return o;
};

const BLOG_SCENES: Record<BlogTopic, (ctx: Ctx, p: Palette) => Parts> = {
  visa: blogVisa,
  scholarship: blogScholarship,
  'personal-statement': blogStatement,
  accommodation: blogAccommodation,
  budget: blogBudget,
  ielts: blogIelts,
  'first-week': blogFirstWeek,
  'choosing-country': blogChoosingCountry,
};
/** The topics a blog header is drawn for. */
export const BLOG_TOPICS = Object.keys(BLOG_SCENES) as BlogTopic[];
const BLOG_TOPIC_OFFSET: Record<BlogTopic, number> = { visa: 0, scholarship: 1, 'personal-statement': 2, accommodation: 3, budget: 4, ielts: 0, 'first-week': 1, 'choosing-country': 2 };

/** A 1600x900 header illustration for a blog post about `topic`. */
export function blogArtwork(topic: BlogTopic, index: number): string {
  const i = normIndex(index);
  const scene = BLOG_SCENES[topic] ?? blogVisa;
  const ctx = new Ctx(`b${slug(topic).slice(0, 4)}${i}-`);
  const p = PALETTES[((BLOG_TOPIC_OFFSET[topic] ?? 0) + i) % PALETTES.length] as Palette;
  // Odd indices mirror the composition (there is no text to read backwards); not the globe, whose map must stay true.
  const flip = i % 2 === 1 && topic !== 'choosing-country';
  const art = join(scene(ctx, p));
  return doc(BW, BH, ctx, [backdrop(ctx, p, BW, BH, 800, 470, 380), flip ? g(art, { transform: `translate(${BW} 0) scale(-1 1)` }) : art]);
}
