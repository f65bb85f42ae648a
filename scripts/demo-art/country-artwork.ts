// Demo artwork for the study destinations: a wide header illustration per country and a small flag, drawn as
// SVG strings in the same flat, geometric editorial style as the other demo artwork. Pure and deterministic;
// no text, no images, no external references, no <style>; gradient and clip ids are prefixed per call.

// ---------------------------------------------------------------------------------------------
// Element builders
// ---------------------------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

/** Prints a coordinate compactly: whole units for large values, one decimal for small ones. */
function num(v: number): string {
  const r = Math.abs(v) >= 100 ? Math.round(v) : Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Template tag for path data: interpolated numbers are rounded. */
function d(strings: TemplateStringsArray, ...vals: number[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < vals.length; i++) out += num(vals[i] ?? 0) + (strings[i + 1] ?? '');
  return out;
}

function el(name: string, a: Attrs, inner?: string): string {
  let s = `<${name}`;
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    s += ` ${k}="${typeof v === 'number' ? (k.endsWith('opacity') || k === 'offset' ? String(Math.round(v * 100) / 100) : num(v)) : v}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${name}>`;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string => el('rect', { x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...a });
const circ = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string => el('circle', { cx, cy, r, fill, ...a });
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string => el('ellipse', { cx, cy, rx, ry, fill, ...a });
const path = (dd: string, fill: string, a: Attrs = {}): string => el('path', { d: dd, fill, ...a });
const poly = (pts: readonly number[], fill: string, a: Attrs = {}): string => el('polygon', { points: pts.map(num).join(' '), fill, ...a });
const stroke = (dd: string, color: string, w: number, a: Attrs = {}): string => el('path', { d: dd, fill: 'none', stroke: color, 'stroke-width': w, ...a });
const group = (inner: string | string[], a: Attrs = {}): string => el('g', a, Array.isArray(inner) ? inner.join('') : inner);
/** Path data for a rectangle on whole pixels, to merge many same-coloured rectangles into one path. */
const box = (x: number, y: number, w: number, h: number): string => {
  const [rx, ry, rw, rh] = [x, y, w, h].map(Math.round) as [number, number, number, number];
  return `M${rx} ${ry}h${rw}v${rh}h${-rw}Z`;
};

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Per-call definitions with uniquely prefixed ids. */
class Defs {
  private readonly items: string[] = [];
  private n = 0;
  constructor(private readonly prefix: string) {}
  private id(): string {
    return `${this.prefix}${this.n++}`;
  }
  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined || op === 1 ? undefined : op })).join('');
  }
  /** Linear gradient in the shape's bounding box (default top to bottom). */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.items.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** Linear gradient in user space. */
  linU(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.items.push(el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** A clip path; returns the clip-path attribute value. */
  clip(shapes: string): string {
    const id = this.id();
    this.items.push(el('clipPath', { id }, shapes));
    return `url(#${id})`;
  }
  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

function svgDoc(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs.toString()}${body}</svg>`;
}

/** Small seeded PRNG (mulberry32 over an FNV-1a hash of the seed). */
function rng(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let s = h >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------------------------
// Shared scenery (1600x600, dusk palette so white header text stays readable on the left)
// ---------------------------------------------------------------------------------------------

const W = 1600;
const H = 600;
const NAVY = '#0b3560';
const BLUE = '#0f4c81';
const SKY = '#cfe6fb';
const AMBER = '#f5a524';
const FAR = '#2a659e';
const LIT = '#ffd58a';
const STONE = '#ead9b2';
const STONE_SH = '#cdb584';

/** The maple leaf of Canada's flag (public-domain geometry), about 4030 units tall, centred near (0, 15). */
const MAPLE_LEAF =
  'm-90 2030 45-863a95 95 0 0 0-111-98l-859 151 116-320a65 65 0 0 0-20-73l-941-762 212-99a65 65 0 0 0 34-79l-186-572 542 115a65 65 0 0 0 73-38l105-247 423 454a65 65 0 0 0 111-57l-204-1052 327 189a65 65 0 0 0 91-27l332-652 332 652a65 65 0 0 0 91 27l327-189-204 1052a65 65 0 0 0 111 57l423-454 105 247a65 65 0 0 0 73 38l542-115-186 572a65 65 0 0 0 34 79l212 99-941 762a65 65 0 0 0-20 73l116 320-859-151a95 95 0 0 0-111 98l45 863z';

interface Scene {
  /** y of the horizon (where sky meets land or water). */
  horizon: number;
  /** Centre of the low evening sun glow. */
  glow: readonly [number, number];
  draw: (defs: Defs, rand: () => number) => string[];
}

/** A soft evening sun low in the sky. */
function sunGlow(x: number, y: number): string {
  return circ(x, y, 190, AMBER, { opacity: 0.07 }) + circ(x, y, 120, AMBER, { opacity: 0.1 }) + circ(x, y, 62, '#f9c46b', { opacity: 0.9 });
}

/** A scatter of faint stars in the upper sky (round-capped dots). */
function stars(rand: () => number, n: number): string {
  let small = '';
  let big = '';
  for (let i = 0; i < n; i++) {
    const dot = `M${Math.round(620 + rand() * 960)} ${Math.round(24 + rand() * 170)}h0`;
    if (rand() < 0.7) small += dot;
    else big += dot;
  }
  return group([stroke(small, '#ffffff', 2.5), stroke(big, '#ffffff', 4)], { opacity: 0.55, 'stroke-linecap': 'round' });
}

/** Water from the horizon down, with a few horizontal glints. */
function water(defs: Defs, rand: () => number, top: number, glowX: number): string {
  let glints = '';
  for (let i = 0; i < 16; i++) {
    const y = top + 14 + rand() * (H - top - 24);
    const x = 700 + rand() * 880;
    const len = 24 + rand() * 70;
    glints += d`M${x} ${y}h${len}`;
  }
  let warm = '';
  for (let i = 0; i < 7; i++) {
    const y = top + 12 + i * 16;
    const len = 70 - i * 7;
    warm += d`M${glowX - len / 2 + (i % 2) * 10} ${y}h${len}`;
  }
  return (
    rect(0, top, W, H - top, defs.lin([[0, '#2a6ba6'], [0.25, '#174f86'], [1, '#0d3b68']])) +
    stroke(glints, SKY, 3, { opacity: 0.35, 'stroke-linecap': 'round' }) +
    stroke(warm, AMBER, 4, { opacity: 0.45, 'stroke-linecap': 'round' })
  );
}

/** Rows x cols of window rectangles as one path, each lit with probability `p`. */
function windowGrid(rand: () => number, x: number, y: number, cols: number, rows: number, w: number, h: number, gx: number, gy: number, p = 1): string {
  let dd = '';
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) if (rand() < p) dd += box(x + c * (w + gx), y + r * (h + gy), w, h);
  return dd;
}

/** A line of plain city blocks between x0 and x1 standing on `base`, with a few lit windows. */
function cityBlocks(rand: () => number, x0: number, x1: number, base: number, minH: number, maxH: number, fill: string, lit = 0.18): string {
  let blocks = '';
  let lights = '';
  let x = x0;
  while (x < x1) {
    const w = 34 + rand() * 46;
    const h = minH + rand() * (maxH - minH);
    blocks += box(x, base - h, w, h + 2);
    lights += windowGrid(rand, x + 7, base - h + 10, Math.floor((w - 10) / 12), Math.floor((h - 16) / 18), 5, 8, 7, 10, lit);
    x += w + 3 + rand() * 8;
  }
  return path(blocks, fill) + (lit > 0 ? path(lights, LIT, { opacity: 0.75 }) : '');
}

/** A point on a quadratic Bézier curve. */
function quadAt(p0: readonly [number, number], c: readonly [number, number], p1: readonly [number, number], t: number): [number, number] {
  const u = 1 - t;
  return [u * u * p0[0] + 2 * u * t * c[0] + t * t * p1[0], u * u * p0[1] + 2 * u * t * c[1] + t * t * p1[1]];
}

/** A rounded deciduous tree made of three overlapping discs, shaded on the right. */
function roundTree(x: number, ground: number, h: number, color: string, shade: string): string {
  const r = h * 0.3;
  const cy = ground - h + r;
  return (
    rect(x - h * 0.03, ground - h * 0.45, h * 0.06, h * 0.45, '#3b2a20') +
    circ(x - r * 0.55, cy + r * 0.45, r * 0.8, color) +
    circ(x + r * 0.55, cy + r * 0.45, r * 0.8, shade) +
    circ(x, cy, r, color) +
    path(d`M${x} ${cy - r}A${r} ${r} 0 0 1 ${x} ${cy + r}Z`, shade, { opacity: 0.7 })
  );
}

// ---------------------------------------------------------------------------------------------
// United Kingdom: clock tower, terraced houses and a river bridge
// ---------------------------------------------------------------------------------------------

const ukScene: Scene = {
  horizon: 470,
  glow: [1300, 400],
  draw: (defs, rand) => {
    const o: string[] = [];
    // far skyline with a domed cathedral and an observation wheel
    o.push(cityBlocks(rand, 620, 1600, 470, 40, 120, FAR, 0.12));
    o.push(path('M1222 370a40 40 0 0 1 80 0ZM1214 368h96v102h-96ZM1254 316h16v20h-16Z', FAR), circ(1262, 310, 6, FAR));
    const spokes = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 8;
      return d`M${820 - Math.cos(a) * 104} ${330 - Math.sin(a) * 104}L${820 + Math.cos(a) * 104} ${330 + Math.sin(a) * 104}`;
    }).join('');
    o.push(stroke(spokes + 'M780 470L820 330L860 470', '#5b93c8', 2), circ(820, 330, 104, 'none', { stroke: '#79a9d6', 'stroke-width': 5 }));
    // parliament building and the clock tower
    let pinnacles = '';
    for (let x = 930; x <= 1090; x += 16) pinnacles += d`M${x} 392l4 -16l4 16Z`;
    o.push(path(pinnacles, STONE), rect(926, 390, 174, 80, STONE), rect(1060, 390, 40, 80, STONE_SH));
    o.push(rect(900, 300, 52, 170, STONE), rect(938, 300, 14, 170, STONE_SH), path('M900 300l6 -18l6 18ZM940 300l6 -18l6 18ZM920 300l6 -22l6 22Z', STONE));
    o.push(path(windowGrid(rand, 934, 402, 10, 3, 6, 14, 10, 8, 0.55), LIT, { opacity: 0.8 }), path(windowGrid(rand, 910, 316, 2, 7, 6, 14, 12, 6, 0.4), LIT, { opacity: 0.8 }));
    o.push(rect(1100, 200, 50, 270, STONE), rect(1135, 200, 15, 270, STONE_SH));
    o.push(stroke('M1112 210v250M1124 210v250', STONE_SH, 2));
    o.push(rect(1094, 136, 62, 66, STONE), rect(1142, 136, 14, 66, STONE_SH), circ(1125, 168, 22, '#fff1cf'), circ(1125, 168, 22, 'none', { stroke: '#b48f4f', 'stroke-width': 3 }));
    o.push(stroke('M1125 168v-14M1125 168l9 5', '#3b3024', 3, { 'stroke-linecap': 'round' }));
    o.push(rect(1100, 108, 50, 28, STONE), path(windowGrid(rand, 1106, 114, 4, 1, 6, 16, 6, 0), '#8a6d45'));
    o.push(poly([1098, 110, 1125, 40, 1152, 110], STONE_SH), poly([1098, 110, 1125, 40, 1125, 110], STONE), stroke('M1125 40v-14M1098 110v-14M1152 110v-14', STONE, 3));
    // river
    o.push(water(defs, rand, 470, 1300));
    o.push(stroke('M1112 486v10M1118 504v14M1130 490v8M1124 530v12', STONE, 4, { opacity: 0.25 }));
    // a red double-decker bus on the bridge
    o.push(rect(1214, 394, 78, 50, '#d42a2f', { rx: 6 }), path(box(1220, 401, 66, 12) + box(1220, 420, 66, 11), '#ffe4ae'), stroke('M1236 401v12M1252 401v12M1268 401v12M1236 420v11M1252 420v11M1268 420v11', '#d42a2f', 3));
    // the bridge: green deck, stone piers and arches over dark water
    let arches = '';
    for (let x = 1150; x < 1400; x += 50) arches += d`M${x + 6} 502V482A${19} 18 0 0 1 ${x + 44} 482V502Z`;
    o.push(rect(1140, 440, 262, 62, '#2f6d55'), rect(1140, 440, 262, 9, '#4a8b6f'), path(arches, '#0f3c66'));
    let piers = '';
    for (let x = 1150; x <= 1400; x += 50) piers += box(x - 6, 470, 12, 34);
    o.push(path(piers, '#c9b98f'), stroke('M1160 440v-18M1210 440v-18M1310 440v-18M1360 440v-18', '#22303f', 2), path('M1156 424h8v-6h-8ZM1206 424h8v-6h-8ZM1306 424h8v-6h-8ZM1356 424h8v-6h-8Z', LIT));
    // embankment and terraced houses with coloured doors
    o.push(rect(1396, 470, 204, 46, '#3a536d'), rect(1396, 470, 204, 6, '#6a84a0'), stroke('M1396 492h204M1430 476v16M1490 476v16M1550 476v16M1460 492v24M1520 492v24M1580 492v24', '#2c4259', 2), stroke('M1404 526h90M1470 540h110', SKY, 3, { opacity: 0.3 }));
    o.push(rect(1404, 428, 18, 42, '#d42a2f', { rx: 3 }), path(box(1408, 436, 10, 18), '#ffe4ae', { opacity: 0.9 }));
    const walls = ['#b4583f', '#e8dcc4', '#a34b36', '#c9d8e6'];
    const doors = ['#1f3b57', '#c8372d', '#2f7a5a', '#f2b632'];
    for (let i = 0; i < 4; i++) {
      const x = 1432 + i * 56;
      const wall = walls[i] ?? '#b4583f';
      o.push(rect(x, 330, 56, 140, wall), rect(x, 318, 56, 14, '#3b4656'), rect(x + 46, 300, 12, 22, '#8e4a37'));
      o.push(path(box(x + 8, 344, 16, 26) + box(x + 32, 344, 16, 26) + box(x + 8, 384, 16, 28) + box(x + 32, 384, 16, 28), '#f4ecdc'));
      o.push(path(box(x + 11, 347, 10, 20) + box(x + 35, 347, 10, 20) + box(x + 11, 387, 10, 22), i % 2 ? '#1d3553' : LIT));
      o.push(rect(x + 30, 428, 18, 42, '#f4ecdc'), rect(x + 33, 432, 12, 38, doors[i] ?? '#1f3b57'), rect(x + 8, 430, 16, 24, '#f4ecdc'), rect(x + 11, 433, 10, 18, '#1d3553'));
    }
    o.push(stroke('M1396 470h204', '#22303f', 2));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// Canada: needle tower, lake shore and maple trees
// ---------------------------------------------------------------------------------------------

function mapleTree(x: number, ground: number, h: number, color: string): string {
  const r = h * 0.2;
  const cy = ground - h + r * 1.5;
  const disc = (dx: number, dy: number, k: number): string => {
    const rr = r * k;
    return d`M${x + dx * r - rr} ${cy + dy * r}a${rr} ${rr} 0 1 0 ${2 * rr} 0a${rr} ${rr} 0 1 0 ${-2 * rr} 0Z`;
  };
  const canopy = disc(-0.95, 0.35, 0.85) + disc(0, -0.4, 1.1) + disc(-0.4, 0.85, 0.85);
  const shade = disc(0.95, 0.3, 0.9) + disc(0.45, 0.95, 0.85);
  return (
    stroke(d`M${x} ${ground}V${cy + r}l${-r * 0.6} ${-r * 0.7}M${x} ${cy + r * 1.4}l${r * 0.6} ${-r * 0.6}`, '#3b2a20', 7, { 'stroke-linecap': 'round' }) +
    path(canopy, color) +
    path(shade, mixHex(color, '#5a1a10', 0.22))
  );
}

function leaf(x: number, y: number, size: number, rot: number, color: string): string {
  return path(MAPLE_LEAF, color, { transform: `translate(${num(x)} ${num(y)}) rotate(${rot}) scale(${Math.round((size / 4030) * 10000) / 10000})` });
}

const canadaScene: Scene = {
  horizon: 455,
  glow: [1350, 400],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(cityBlocks(rand, 640, 1600, 455, 30, 80, FAR, 0.1));
    // downtown towers
    const towers: Array<[number, number, number]> = [
      [900, 52, 130], [956, 40, 180], [1000, 62, 240], [1066, 44, 160], [1180, 58, 270], [1242, 42, 205], [1288, 64, 310], [1356, 46, 220], [1406, 56, 175], [1466, 50, 120], [1520, 60, 150],
    ];
    let glass = '';
    let glassSh = '';
    let lights = '';
    for (const [x, w, h] of towers) {
      glass += box(x, 455 - h, w, h);
      glassSh += box(x + w * 0.62, 455 - h, w * 0.38, h);
      lights += windowGrid(rand, x + 6, 465 - h, Math.floor((w - 8) / 10), Math.floor((h - 20) / 14), 4, 7, 6, 7, 0.22);
    }
    o.push(path(glass, '#3c7db8'), path(glassSh, '#2f6ca5'), path(lights, LIT, { opacity: 0.8 }));
    // domed stadium
    o.push(path('M1196 455a50 32 0 0 1 100 0Z', '#d6e5f3'), stroke('M1221 455a25 30 0 0 1 25 -31M1246 424a25 30 0 0 1 25 31', '#a9c3dd', 2));
    // the needle tower
    o.push(poly([1104, 455, 1122, 300, 1138, 300, 1156, 455], '#c3d5e8'), poly([1120, 455, 1125, 120, 1135, 120, 1140, 455], '#eaf2fa'), poly([1130, 455, 1130, 120, 1135, 120, 1140, 455], '#c3d5e8'));
    o.push(ell(1130, 196, 36, 9, '#c3d5e8'), rect(1096, 170, 68, 26, '#eaf2fa', { rx: 10 }), rect(1100, 178, 60, 8, LIT, { opacity: 0.9 }), ell(1130, 170, 30, 7, '#c3d5e8'));
    o.push(rect(1122, 110, 16, 16, '#eaf2fa', { rx: 5 }), poly([1127, 110, 1129, 34, 1131, 34, 1133, 110], '#eaf2fa'), circ(1130, 34, 3, '#ff6b5b'));
    // lake
    o.push(water(defs, rand, 455, 1350));
    o.push(stroke('M1124 470v12M1132 492v16M1128 520v10', '#eaf2fa', 4, { opacity: 0.25 }));
    // canoe with a paddler
    o.push(path('M1000 532h110c-10 14 -30 18 -55 18s-45 -4 -55 -18Z', '#c8372d'), circ(1058, 506, 7, '#2a1f1a'), path('M1050 532l3 -20h12l3 20Z', '#f2b632'), stroke('M1082 500l-22 44', '#6b4a33', 3), path('M1086 548l-10 -8l4 -6l10 8Z', '#6b4a33'));
    // shore and maple trees
    o.push(path('M1300 600C1340 540 1420 522 1600 514V600Z', '#1e4a38'), path('M1300 600C1340 540 1420 522 1600 514V530C1450 536 1380 552 1340 600Z', '#2c5d45'));
    o.push(mapleTree(1420, 540, 150, '#d8432c'), mapleTree(1520, 528, 190, '#e8782c'), mapleTree(1596, 530, 130, '#f0a53a'));
    o.push(leaf(1290, 300, 26, -20, '#e8552f'), leaf(1370, 360, 20, 25, '#f0a53a'), leaf(1580, 250, 22, 10, '#d8432c'));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// Helpers that need colour mixing
// ---------------------------------------------------------------------------------------------

function mixHex(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const m = (s: number) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t);
  return `#${((1 << 24) | (m(16) << 16) | (m(8) << 8) | m(0)).toString(16).slice(1)}`;
}

// ---------------------------------------------------------------------------------------------
// Australia: sail-shaped opera house roofs and a harbour bridge arch
// ---------------------------------------------------------------------------------------------

function sail(x0: number, base: number, w: number, h: number): string {
  const px = x0 - w * 0.1;
  const top = base - h;
  const front = d`M${x0 + w * 0.08} ${base}Q${x0 + w * 0.14} ${base - h * 0.55} ${px} ${top}`;
  const shell = `${front}${d`Q${x0 + w * 0.92} ${base - h * 0.78} ${x0 + w} ${base}Z`}`;
  const rib = d`M${px} ${top}Q${x0 + w * 0.6} ${base - h * 0.62} ${x0 + w * 0.7} ${base}M${px} ${top}Q${x0 + w * 0.36} ${base - h * 0.5} ${x0 + w * 0.4} ${base}`;
  return path(shell, '#f6f3ec') + stroke(rib, '#d9d3c4', 2) + path(`${front}${d`Q${x0 + w * 0.3} ${base - h * 0.5} ${x0 + w * 0.3} ${base}Z`}`, '#e6e1d5');
}

const australiaScene: Scene = {
  horizon: 455,
  glow: [1345, 345],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(cityBlocks(rand, 640, 1600, 455, 40, 190, FAR, 0.14));
    // harbour bridge: arch truss between granite pylons, with the deck passing through
    const topA: [number, number] = [1150, 392];
    const topC: [number, number] = [1345, 108];
    const topB: [number, number] = [1540, 392];
    const botA: [number, number] = [1164, 455];
    const botC: [number, number] = [1345, 190];
    const botB: [number, number] = [1526, 455];
    o.push(path(d`M${topA[0]} ${topA[1]}Q${topC[0]} ${topC[1]} ${topB[0]} ${topB[1]}L${botB[0]} ${botB[1]}Q${botC[0]} ${botC[1]} ${botA[0]} ${botA[1]}Z`, '#a9bfd4', { opacity: 0.95 }));
    let truss = '';
    let hangers = '';
    const n = 18;
    for (let i = 0; i <= n; i++) {
      const [tx, ty] = quadAt(topA, topC, topB, i / n);
      const [bx, by] = quadAt(botA, botC, botB, i / n);
      truss += d`M${tx} ${ty}L${bx} ${by}`;
      if (i < n) {
        const [nx, ny] = quadAt(botA, botC, botB, (i + 1) / n);
        truss += d`M${tx} ${ty}L${nx} ${ny}`;
      }
      if (by < 392) hangers += d`M${bx} ${by}V392`;
    }
    o.push(stroke(truss, '#6f8ba8', 2.5), stroke(hangers, '#8ea7c0', 2));
    o.push(path('M1040 456V444C1080 430 1110 436 1150 428C1200 420 1240 432 1300 426C1380 418 1440 430 1500 424C1540 420 1570 426 1600 422V456Z', '#1d4a52'));
    o.push(rect(1060, 388, 540, 14, '#51708f'), rect(1060, 386, 540, 4, '#8ea7c0'));
    for (const x of [1104, 1150, 1494, 1540]) o.push(rect(x - 20, 330, 40, 125, '#dcc9a2'), rect(x + 6, 330, 14, 125, '#c1aa7d'), rect(x - 24, 324, 48, 10, '#e8d8b6'), rect(x - 10, 348, 20, 28, '#b29c72'));
    // harbour water
    o.push(water(defs, rand, 455, 1345));
    // the opera house: podium and clusters of white shells
    o.push(rect(760, 438, 330, 32, '#d3bc91'), rect(760, 438, 330, 6, '#e6d3ac'), stroke('M760 456h330M760 464h330', '#b89f72', 2));
    o.push(path('M790 438l12 -44h36l4 44ZM984 438l8 -30h26l4 30Z', '#f6c87b'));
    o.push(sail(1036, 438, 48, 70), sail(996, 438, 58, 94));
    o.push(sail(936, 438, 78, 116), sail(872, 438, 90, 142), sail(800, 438, 96, 170));
    // a harbour ferry
    o.push(path('M1160 520h150l-14 20h-124Z', '#2d7a4f'), rect(1176, 500, 116, 20, '#f1e7c9'), rect(1192, 486, 80, 14, '#f1e7c9'), path(box(1184, 506, 100, 7), '#2a4b66'), rect(1160, 518, 150, 4, '#f2b632'));
    o.push(stroke('M1150 546h180', SKY, 3, { opacity: 0.4 }));
    o.push(path('M1470 530l28 -58v58Z', '#f6f3ec'), path('M1464 534h44l-6 8h-32Z', '#e3ddd0'));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// Ireland: green hills, a stone bridge and colourful Georgian doors
// ---------------------------------------------------------------------------------------------

const irelandScene: Scene = {
  horizon: 470,
  glow: [1180, 330],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(path('M0 470V380C300 340 600 340 720 336C800 330 860 336 920 350C1040 300 1160 310 1260 340C1360 300 1480 300 1600 330V470Z', '#4f8a72'));
    // round tower on the far hill
    o.push(rect(1046, 260, 20, 86, '#d8d0bd'), rect(1058, 260, 8, 86, '#b9b09a'), poly([1044, 262, 1056, 228, 1068, 262], '#8e8674'), rect(1052, 320, 6, 12, '#5a5346'));
    o.push(path('M0 470V420C300 400 600 390 700 384C760 378 820 378 900 392C1000 410 1100 360 1230 372C1340 382 1460 350 1600 366V470Z', '#3f8a55'));
    o.push(stroke('M700 400C760 420 800 450 820 470M960 398C1000 420 1050 440 1060 470M1130 372C1180 400 1200 430 1190 470M1320 376C1340 410 1380 440 1420 470M900 430C980 440 1080 436 1200 420', '#7fbf8c', 2.5, { opacity: 0.45 }));
    // sheep
    let sheep = '';
    let heads = '';
    for (const [x, y] of [[1116, 396], [1142, 402], [1300, 392], [968, 404]] as const) {
      sheep += d`M${x - 8} ${y}a8 5 0 1 0 16 0a8 5 0 1 0 -16 0Z`;
      heads += d`M${x + 7} ${y - 3}a3 3 0 1 0 6 0a3 3 0 1 0 -6 0Z`;
    }
    o.push(path(sheep, '#f4f1e8'), path(heads, '#2c2a28'));
    // cottage
    o.push(rect(880, 412, 50, 26, '#f4f1e8'), poly([874, 414, 886, 398, 924, 398, 936, 414], '#b98d4f'), rect(900, 424, 8, 14, '#c8372d'), rect(914, 418, 8, 8, LIT));
    o.push(path('M0 480V455C400 440 700 430 800 432C880 434 960 446 1040 456C1160 468 1300 450 1600 446V480Z', '#2f7a47'));
    // river
    o.push(water(defs, rand, 478, 1180));
    // stone bridge with three arches
    const bridge = 'M850 506V470C940 452 990 430 1035 428C1080 430 1130 452 1220 470V506Z';
    o.push(path(bridge, '#a8a193'), stroke('M850 470C940 452 990 430 1035 428C1080 430 1130 452 1220 470', '#c9c2b2', 8));
    o.push(path('M878 506V494a28 22 0 0 1 56 0V506ZM990 506V478a45 40 0 0 1 90 0V506ZM1136 506V494a28 22 0 0 1 56 0V506Z', '#0f3c66'));
    o.push(stroke('M870 486h22M948 470h30M1090 470h32M1174 486h22M960 454h24M1086 454h24M1020 444h30', '#8c8575', 2, { opacity: 0.8 }));
    // Georgian terrace
    o.push(rect(1238, 246, 362, 232, '#9c4a35'), path(box(1328, 246, 90, 232) + box(1508, 246, 92, 232), '#a9553e'), rect(1238, 240, 362, 12, '#7e3a29'), rect(1238, 470, 362, 8, '#6f6a60'));
    o.push(path(box(1318, 214, 20, 28) + box(1408, 214, 20, 28) + box(1498, 214, 20, 28), '#864030'), path(box(1320, 206, 5, 9) + box(1331, 206, 5, 9) + box(1410, 206, 5, 9) + box(1421, 206, 5, 9) + box(1500, 206, 5, 9) + box(1511, 206, 5, 9), '#5a3a2c'));
    const doors = ['#d83a34', '#f2b632', '#2f8c57', '#2f6db3'];
    let frames = '';
    let panes = '';
    let dark = '';
    for (let b = 0; b < 4; b++) {
      const x = 1238 + b * 90;
      for (let f = 0; f < 3; f++) {
        for (const wx of [x + 14, x + 56]) {
          const y = 266 + f * 50;
          const h = f === 0 ? 38 : 32;
          frames += box(wx - 3, y - 3, 26, h + 6);
          if (rand() < 0.5) panes += box(wx, y, 20, h);
          else dark += box(wx, y, 20, h);
        }
      }
      o.push(rect(x + 28, 408, 36, 62, '#efe6d4'), circ(x + 46, 414, 16, '#efe6d4'), circ(x + 46, 414, 12, '#f8e2a8'), rect(x + 32, 416, 28, 54, doors[b] ?? '#d83a34'), stroke(d`M${x + 46} 420v46`, '#000000', 1.5, { opacity: 0.2 }));
    }
    o.push(path(frames, '#efe6d4'), path(panes, LIT), path(dark, '#1d3553'));
    let railings = 'M1238 452h362';
    for (let x = 1242; x < 1600; x += 8) railings += d`M${x} 452v18`;
    o.push(stroke(railings, '#1f2a33', 2));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// United States: skyscrapers, a suspension bridge and a far-off torch-bearing statue
// ---------------------------------------------------------------------------------------------

const usScene: Scene = {
  horizon: 455,
  glow: [1210, 410],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(cityBlocks(rand, 1000, 1600, 455, 60, 170, FAR, 0.14));
    // the far-off statue on its island
    const statue = [
      'M956 410l2 -30h8l3 30Z', // robe
      'M958 382l-3 -6l14 0l-3 6Z',
      'M962 372a4 4 0 1 0 0.1 0Z', // head
      'M966 380l5 -30h3l-3 31Z', // raised arm
      'M954 392l-4 -10l4 -2l4 10Z', // tablet
    ].join('');
    o.push(
      group(
        [
          path('M910 458c20 -8 80 -8 100 0Z', '#1d4e79'),
          rect(936, 444, 52, 10, '#6f8fae'),
          path('M944 446l8 -36h20l8 36Z', '#b7c9da'),
          rect(950, 408, 24, 5, '#cfdbe6'),
          path(statue, '#8cc7b4'),
          stroke('M958 370l-4 -6M962 366v-7M966 370l4 -6', '#8cc7b4', 2),
          circ(972, 346, 5, AMBER),
          circ(972, 346, 12, AMBER, { opacity: 0.3 }),
        ],
        { transform: 'translate(-66 0)' },
      ),
    );
    // skyscrapers
    o.push(poly([1070, 455, 1082, 120, 1118, 120, 1130, 455], '#3d7eb9'), poly([1100, 455, 1100, 120, 1118, 120, 1130, 455], '#2f6ca5'), rect(1098, 50, 4, 72, '#cfe0f0'));
    o.push(path('M1290 455V300h10v-70h12v-55h8v-30h20v30h8v55h12v70h10V455Z', '#3a7ab5'), stroke('M1330 145V60', '#cfe0f0', 4));
    o.push(rect(1330, 145, 10, 310, '#2f6ca5'), rect(1340, 175, 8, 280, '#2f6ca5'), rect(1348, 230, 12, 225, '#2f6ca5'), rect(1360, 300, 10, 155, '#2f6ca5'));
    o.push(rect(1430, 210, 44, 245, '#3a7ab5'), rect(1458, 210, 16, 245, '#2f6ca5'));
    o.push(path('M1428 212a24 24 0 0 1 48 0ZM1434 196a18 18 0 0 1 36 0ZM1440 182a12 12 0 0 1 24 0Z', '#d6e2ee'), poly([1446, 176, 1452, 110, 1458, 176], '#d6e2ee'));
    o.push(path('M1444 206l4 -8l4 8ZM1456 206l4 -8l4 8ZM1450 190l2 -6l2 6Z', '#1d3553'));
    o.push(rect(1180, 250, 70, 205, '#346fa9'), rect(1506, 280, 60, 175, '#346fa9'), rect(1150, 330, 40, 125, '#2b6299'), rect(1384, 300, 40, 155, '#2b6299'));
    let lights = '';
    for (const [x, y, w, h] of [[1078, 130, 46, 320], [1294, 305, 70, 150], [1184, 260, 62, 190], [1434, 220, 36, 230], [1510, 290, 52, 160], [1152, 340, 36, 110], [1386, 310, 36, 140]] as const) {
      lights += windowGrid(rand, x + 4, y + 6, Math.floor(w / 10), Math.floor(h / 14), 4, 7, 6, 7, 0.24);
    }
    o.push(path(lights, LIT, { opacity: 0.8 }));
    // water
    o.push(water(defs, rand, 455, 1210));
    // suspension bridge: stone towers with pointed arches, cables and deck
    o.push(rect(1000, 446, 600, 14, '#203f60'), rect(1000, 444, 600, 4, '#4f6f90'), rect(982, 400, 34, 80, '#cdbb94'), rect(1004, 400, 12, 80, '#b2a077'), rect(978, 396, 42, 8, '#ddcca6'));
    let cables = 'M1000 410Q1060 400 1126 258';
    cables += 'M1126 258Q1306 470 1486 258M1486 258Q1540 350 1600 380';
    o.push(stroke(cables, '#e3ecf5', 3));
    let suspenders = '';
    for (let x = 1136; x < 1480; x += 14) {
      const t = (x - 1126) / 360;
      const y = (1 - t) * (1 - t) * 258 + 2 * t * (1 - t) * 470 + t * t * 258;
      suspenders += d`M${x} ${y}V446`;
    }
    for (let x = 1012; x < 1120; x += 14) suspenders += d`M${x} ${410 - ((x - 1000) / 126) ** 2 * 152}V446`;
    for (let x = 1498; x < 1600; x += 14) suspenders += d`M${x} ${258 + ((x - 1486) / 114) * 122}V446`;
    o.push(stroke(suspenders, '#cbd9e6', 1.5, { opacity: 0.7 }));
    for (const x of [1126, 1486]) {
      o.push(rect(x - 24, 250, 48, 260, '#cdbb94'), rect(x + 8, 250, 16, 260, '#b2a077'), rect(x - 28, 244, 56, 10, '#ddcca6'));
      o.push(path(d`M${x - 17} 352V300q7 -14 14 0V352ZM${x + 3} 352V300q7 -14 14 0V352Z`, '#1a3c60'));
    }
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// New Zealand: snow-capped mountains, a lake and a tall thin tower
// ---------------------------------------------------------------------------------------------

/** A silver fern frond: leaflets on both sides of a curved stem, shortening towards the tip. */
function fernFrond(p0: readonly [number, number], c: readonly [number, number], p1: readonly [number, number], len: number): string {
  let dd = d`M${p0[0]} ${p0[1]}Q${c[0]} ${c[1]} ${p1[0]} ${p1[1]}`;
  for (let t = 0.1; t < 0.97; t += 0.045) {
    const [x, y] = quadAt(p0, c, p1, t);
    const tx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
    const ty = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
    const m = Math.hypot(tx, ty) || 1;
    const [ux, uy] = [tx / m, ty / m];
    const l = len * (1 - t * 0.8);
    for (const side of [1, -1]) dd += d`M${x} ${y}l${(-uy * side + ux * 0.45) * l} ${(ux * side + uy * 0.45) * l}`;
  }
  return dd;
}

const nzScene: Scene = {
  horizon: 432,
  glow: [1000, 300],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(path('M0 432V400C300 380 560 360 640 350L700 330L780 370L880 262L960 320L1040 246L1130 300L1220 214L1300 280L1390 196L1470 262L1560 206L1600 226V432Z', '#5a8dc0', { opacity: 0.8 }));
    const ridge: Array<[number, number]> = [[600, 432], [700, 360], [760, 316], [830, 372], [940, 244], [1040, 340], [1150, 170], [1230, 292], [1280, 262], [1330, 300], [1400, 146], [1490, 290], [1570, 214], [1660, 330]];
    const range = `M560 432${ridge.map(([x, y]) => d`L${x} ${y}`).join('')}L1660 432Z`;
    o.push(path(range, '#3c6a96'));
    let shadows = '';
    let snow = '';
    let snowSh = '';
    for (let i = 1; i < ridge.length - 1; i++) {
      const [x, y] = ridge[i] as [number, number];
      const [px, py] = ridge[i - 1] as [number, number];
      const [nx, ny] = ridge[i + 1] as [number, number];
      if (y > py || y > ny) continue;
      shadows += d`M${x} ${y}L${nx} ${ny}L${x + (nx - x) * 0.18} 432Z`;
      if (y > 250) continue;
      const dep = Math.min(92, (432 - y) * 0.36);
      const lx = x + ((px - x) * dep) / (py - y);
      const rx = x + ((nx - x) * dep * 0.8) / (ny - y);
      const j1 = [lx + (x - lx) * 0.45, y + dep * 0.68] as const;
      const j2 = [x - 4, y + dep * 0.96] as const;
      const j3 = [x + (rx - x) * 0.5, y + dep * 0.62] as const;
      snow += d`M${x} ${y}L${lx} ${y + dep}L${j1[0]} ${j1[1]}L${j2[0]} ${j2[1]}L${j3[0]} ${j3[1]}L${rx} ${y + dep * 0.8}Z`;
      snowSh += d`M${x} ${y}L${rx} ${y + dep * 0.8}L${j3[0]} ${j3[1]}L${j2[0]} ${j2[1]}Z`;
    }
    o.push(path(shadows, '#2f5a82', { opacity: 0.85 }), path(snow, '#f1f6fb'), path(snowSh, '#c4d7ea'));
    // far shore with a small city and the tall thin tower
    o.push(rect(0, 424, W, 10, '#1f4a45'));
    o.push(cityBlocks(rand, 1130, 1360, 428, 14, 54, '#2a5f8f', 0.3));
    o.push(rect(1236, 240, 10, 190, '#e7eff7'), rect(1241, 240, 5, 190, '#bdd0e4'));
    o.push(ell(1241, 246, 20, 6, '#bdd0e4'), rect(1224, 222, 34, 24, '#e7eff7', { rx: 8 }), rect(1226, 230, 30, 6, LIT), ell(1241, 222, 16, 5, '#bdd0e4'), rect(1235, 196, 12, 26, '#e7eff7'));
    o.push(rect(1239, 130, 4, 66, '#e7eff7'), circ(1241, 130, 2.5, '#ff6b5b'));
    // lake with the mountains mirrored in it
    o.push(water(defs, rand, 432, 1000));
    const mirror = 'matrix(1 0 0 -0.5 0 648)';
    o.push(path(range, '#3c6a96', { opacity: 0.3, transform: mirror }), path(snow, '#f1f6fb', { opacity: 0.07, transform: mirror }));
    o.push(stroke('M1241 444v10M1241 464v12M1241 486v6', '#e7eff7', 4, { opacity: 0.3 }));
    // sailboat
    o.push(path('M990 500l34 -64v64Z', '#f6f3ec'), path('M1028 500l0 -50l20 50Z', '#d8e4ef'), path('M980 504h76l-10 12h-56Z', '#c8372d'));
    // foreground bank with silver fern fronds
    o.push(path('M1360 600C1400 548 1490 522 1600 512V600Z', '#173f33'));
    o.push(stroke(fernFrond([1610, 600], [1530, 430], [1400, 470], 38), '#5e9c74', 4.5, { 'stroke-linecap': 'round' }));
    o.push(stroke(fernFrond([1600, 590], [1600, 470], [1500, 400], 30), '#8fbf9c', 4, { 'stroke-linecap': 'round' }));
    o.push(stroke('M1452 560c-14 -2 -22 -16 -12 -26c8 -8 20 -2 18 8c-2 6 -10 6 -10 0', '#8fbf9c', 4, { 'stroke-linecap': 'round' }));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// Germany: a columned city gate, half-timbered houses and a river
// ---------------------------------------------------------------------------------------------

function timberHouse(x: number, base: number, w: number, h: number, roofH: number, wall: string, roof: string, rand: () => number): string {
  const top = base - h;
  const o: string[] = [];
  o.push(rect(x, top, w, h, wall), poly([x - 6, top + 2, x + w / 2, top - roofH, x + w + 6, top + 2], roof), poly([x + 8, top, x + w / 2, top - roofH + 16, x + w - 8, top], wall));
  // timber frame: posts, floor beams and braces
  const floors = Math.max(2, Math.round(h / 52));
  const fh = h / floors;
  let beams = d`M${x} ${top}h${w}M${x + 2} ${top}V${base}M${x + w - 2} ${top}V${base}`;
  let win = '';
  let dark = '';
  const cols = Math.max(2, Math.round(w / 34));
  const cw = w / cols;
  for (let f = 0; f < floors; f++) {
    const y = top + f * fh;
    beams += d`M${x} ${y + fh}h${w}`;
    for (let c = 0; c < cols; c++) {
      const cx = x + c * cw;
      if (c > 0) beams += d`M${cx} ${y}v${fh}`;
      if (f === floors - 1 && c === Math.floor(cols / 2)) continue;
      if ((c + f) % 2 === 0) beams += d`M${cx + 3} ${y + fh}L${cx + cw * 0.3} ${y + fh * 0.55}M${cx + cw - 3} ${y + fh}L${cx + cw * 0.7} ${y + fh * 0.55}`;
      const pane = box(cx + cw * 0.3, y + fh * 0.18, cw * 0.4, fh * 0.4);
      if (rand() < 0.55) win += pane;
      else dark += pane;
    }
  }
  beams += d`M${x + w / 2} ${top}V${top - roofH + 20}M${x + w * 0.25} ${top}L${x + w / 2} ${top - roofH * 0.55}L${x + w * 0.75} ${top}`;
  o.push(path(win, LIT), path(dark, '#2a3d55'), stroke(beams, '#5b3a29', 4));
  const dx = x + Math.floor(cols / 2) * cw + cw * 0.2;
  o.push(path(d`M${dx} ${base}V${base - fh * 0.6}a${cw * 0.3} ${cw * 0.3} 0 0 1 ${cw * 0.6} 0V${base}Z`, '#6b3f2a'));
  o.push(rect(x + w / 2 - 5, top - roofH * 0.45, 10, 12, LIT));
  return o.join('');
}

const germanyScene: Scene = {
  horizon: 470,
  glow: [1010, 380],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(cityBlocks(rand, 640, 1600, 470, 30, 90, FAR, 0.1));
    // the television tower, far behind
    o.push(poly([1182, 470, 1186, 170, 1194, 170, 1198, 470], '#7aa3cc'), circ(1190, 160, 24, '#8db3d8'), rect(1178, 166, 24, 5, LIT, { opacity: 0.8 }), rect(1187, 100, 6, 40, '#8db3d8'), rect(1189, 64, 2, 40, '#8db3d8'));
    // church spire behind the houses
    o.push(rect(1396, 250, 34, 220, '#2e6aa2'), poly([1392, 252, 1413, 150, 1434, 252], '#2e6aa2'), circ(1413, 276, 8, LIT, { opacity: 0.8 }));
    // the city gate: six columns under an entablature, with the quadriga on top
    o.push(rect(820, 388, 56, 82, STONE), rect(1140, 388, 56, 82, STONE), rect(816, 382, 64, 10, STONE_SH), rect(1136, 382, 64, 10, STONE_SH));
    o.push(path(box(830, 404, 8, 66) + box(858, 404, 8, 66) + box(1150, 404, 8, 66) + box(1178, 404, 8, 66), STONE_SH));
    o.push(rect(870, 456, 276, 14, STONE_SH), rect(872, 318, 272, 32, STONE), rect(868, 312, 280, 8, '#f3e6c6'), rect(872, 342, 272, 8, STONE_SH));
    o.push(path(windowGrid(() => 0, 884, 326, 16, 1, 6, 10, 10.5, 0), STONE_SH));
    o.push(rect(896, 290, 224, 24, STONE), rect(956, 270, 104, 22, STONE), rect(896, 306, 224, 6, STONE_SH));
    const cols = [886, 928, 970, 1032, 1074, 1116];
    let shafts = '';
    let shades = '';
    for (const c of cols) {
      shafts += box(c, 350, 16, 106);
      shades += box(c + 10, 350, 6, 106);
    }
    o.push(path(shafts, STONE), path(shades, STONE_SH), path(d`M878 352h260v6h-260Z`, '#f3e6c6'));
    // quadriga: four horses, the chariot and the figure with her staff
    let horses = '';
    for (let i = 0; i < 4; i++) {
      const x = 976 + i * 15;
      horses += d`M${x} 270v-16q0 -9 7 -11l6 -4l2 4l-3 3l2 7l-2 2v15Z`;
    }
    o.push(path(`${horses}M1036 270v-16h18v16ZM1041 254v-22h8v22Z`, '#4f9a86'), circ(1045, 227, 4.5, '#4f9a86'), stroke('M1052 262L1058 200', '#4f9a86', 2.5), circ(1058, 196, 6, 'none', { stroke: '#4f9a86', 'stroke-width': 2.5 }));
    // half-timbered houses along the river
    o.push(timberHouse(1214, 470, 96, 150, 70, '#f1e6cf', '#a4472f', rand));
    o.push(timberHouse(1318, 470, 110, 120, 64, '#ecc98f', '#7d3b2a', rand));
    o.push(timberHouse(1436, 470, 92, 168, 74, '#f1e6cf', '#a4472f', rand));
    o.push(timberHouse(1536, 470, 110, 134, 66, '#e7c3b4', '#5e4a44', rand));
    // embankment and river with a barge
    o.push(rect(0, 470, W, 16, '#6a7a8c'), rect(0, 470, W, 4, '#8e9cac'));
    o.push(water(defs, rand, 486, 1010));
    o.push(path('M1130 552h190l-16 18h-166Z', '#243447'), rect(1150, 536, 60, 16, '#e7ecf1'), rect(1220, 540, 80, 12, '#b5472f'), path(box(1158, 540, 44, 6), '#2a3d55'), rect(1258, 522, 10, 18, '#e7ecf1'));
    return o;
  },
};

// ---------------------------------------------------------------------------------------------
// Netherlands: gabled canal houses, bicycles and a windmill
// ---------------------------------------------------------------------------------------------

type Gable = 'step' | 'neck' | 'bell' | 'spout';

/** Shared paths for the canal houses, so each colour is drawn once. */
interface CanalParts {
  outlines: string;
  lit: string;
  dark: string;
  doors: string;
}

/** One narrow canal house; returns its wall (body and gable) and adds its details to `parts`. */
function canalHouse(parts: CanalParts, x: number, base: number, w: number, h: number, gable: Gable, wall: string, rand: () => number): string {
  const eave = base - h;
  const gh = w * 0.7;
  const cx = x + w / 2;
  let top: string;
  if (gable === 'step') {
    const s = w / 7;
    const q = gh * 0.25;
    top = d`M${x} ${eave}V${eave - q}h${s}v${-q}h${s}v${-q}h${s}v${-q}h${s}v${q}h${s}v${q}h${s}v${q}h${s}V${eave}`;
  } else if (gable === 'neck') {
    const nw = w * 0.42;
    top = d`M${x} ${eave}Q${x} ${eave - gh * 0.5} ${cx - nw / 2} ${eave - gh * 0.55}V${eave - gh * 0.9}L${cx} ${eave - gh * 1.1}L${cx + nw / 2} ${eave - gh * 0.9}V${eave - gh * 0.55}Q${x + w} ${eave - gh * 0.5} ${x + w} ${eave}`;
  } else if (gable === 'bell') {
    top = d`M${x} ${eave}C${x + w * 0.1} ${eave - gh * 0.2} ${x + w * 0.3} ${eave - gh * 0.5} ${x + w * 0.3} ${eave - gh * 0.85}Q${cx} ${eave - gh * 1.15} ${x + w * 0.7} ${eave - gh * 0.85}C${x + w * 0.7} ${eave - gh * 0.5} ${x + w * 0.9} ${eave - gh * 0.2} ${x + w} ${eave}`;
  } else {
    top = d`M${x} ${eave}L${cx - w * 0.12} ${eave - gh * 0.8}V${eave - gh}h${w * 0.24}V${eave - gh * 0.8}L${x + w} ${eave}`;
  }
  parts.outlines += top;
  const rows = Math.floor((h - 30) / 40);
  for (let r = 0; r < rows; r++) {
    for (const fx of [0.16, 0.58]) {
      const wx = x + w * fx;
      const wy = eave + 12 + r * 40;
      const ww = w * 0.26;
      if (rand() < 0.45) parts.lit += box(wx, wy, ww, 26);
      else parts.dark += box(wx, wy, ww, 26);
    }
  }
  const gw = w * 0.24;
  parts.dark += box(cx - gw / 2, eave - gh * 0.5 + 2, gw, 18);
  parts.doors += box(x + w * 0.36, base - 34, w * 0.28, 34) + box(cx - 3, eave - gh * 0.82, 6, 8);
  return path(`${box(x, eave, w, h)}${top}V${eave}Z`, wall);
}

/** Bicycles parked along the quay: wheels and saddles share paths, frames are coloured. */
function bicycles(spots: ReadonlyArray<readonly [x: number, y: number, frame: string]>): string {
  const r = 12;
  let wheels = '';
  let bits = '';
  let frames = '';
  for (const [x, y, frame] of spots) {
    for (const wx of [x - 17, x + 17]) wheels += d`M${wx - r} ${y - r}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
    bits += d`M${x - 12} ${y - 35}h10M${x + 6} ${y - 38}h8`;
    frames += stroke(d`M${x - 17} ${y - r}L${x - 6} ${y - 30}H${x + 12}L${x + 17} ${y - r}M${x - 17} ${y - r}H${x + 2}L${x + 12} ${y - 30}M${x + 2} ${y - r}L${x - 7} ${y - 34}M${x + 12} ${y - 30}L${x + 10} ${y - 38}`, frame, 3);
  }
  return group([stroke(wheels, '#e4ecf4', 2.5), frames, stroke(bits, '#1b2230', 3)], { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
}

const netherlandsScene: Scene = {
  horizon: 455,
  glow: [1330, 390],
  draw: (defs, rand) => {
    const o: string[] = [];
    o.push(cityBlocks(rand, 640, 880, 455, 20, 70, FAR, 0.1), cityBlocks(rand, 1380, 1600, 455, 20, 60, FAR, 0));
    // windmill on the dyke, with tulip fields
    o.push(path('M1400 455C1450 428 1520 418 1600 420V455Z', '#2f5d3f'));
    const tulipColours = ['#e2463a', '#f2b632', '#e86aa0'];
    for (let r = 0; r < 3; r++) {
      let dd = '';
      for (let x = 1440 + r * 8; x < 1600; x += 24) dd += `M${x} ${436 + r * 6}h0`;
      o.push(stroke(dd, tulipColours[r] ?? '#e2463a', 6, { 'stroke-linecap': 'round' }));
    }
    const mx = 1500;
    const my = 312;
    o.push(poly([mx - 26, 432, mx - 14, 320, mx + 14, 320, mx + 26, 432], '#4a3b32'), poly([mx, 432, mx, 320, mx + 14, 320, mx + 26, 432], '#3a2e27'), rect(mx - 36, 384, 72, 6, '#2a211c'), path(d`M${mx - 20} 322q20 -30 40 0Z`, '#6b5140'), rect(mx - 8, 406, 16, 26, '#2a211c'));
    let sails = '';
    let lattice = '';
    for (let k = 0; k < 4; k++) {
      const a = (k * Math.PI) / 2 + 0.35;
      const ca = Math.cos(a);
      const sa = Math.sin(a);
      const pt = (along: number, across: number): string => `${num(mx + ca * along - sa * across)} ${num(my + sa * along + ca * across)}`;
      sails += `M${pt(0, 0)}L${pt(112, 0)}`;
      lattice += `M${pt(24, 2)}L${pt(112, 2)}L${pt(112, 19)}L${pt(24, 19)}Z`;
      for (const along of [46, 68, 90]) lattice += `M${pt(along, 2)}L${pt(along, 19)}`;
    }
    o.push(path(lattice, '#f1e6cf', { opacity: 0.9, stroke: '#8a7560', 'stroke-width': 1.5 }), stroke(sails, '#2a211c', 4), circ(mx, my, 6, '#2a211c'));
    // canal houses
    const houses: Array<[number, number, Gable, string]> = [
      [70, 190, 'step', '#7a2f24'],
      [62, 216, 'neck', '#e3d4b5'],
      [74, 176, 'bell', '#3a4a52'],
      [66, 230, 'spout', '#8a4b35'],
      [72, 200, 'neck', '#4a3329'],
      [64, 184, 'step', '#b0603f'],
      [70, 222, 'bell', '#5b6d7a'],
      [68, 194, 'neck', '#7a2f24'],
    ];
    const parts: CanalParts = { outlines: '', lit: '', dark: '', doors: '' };
    const walls: string[] = [];
    let reflections = '';
    let x = 850;
    for (const [w, h, gable, wall] of houses) {
      walls.push(canalHouse(parts, x, 455, w, h, gable, wall, rand));
      reflections += rect(x + 4, 478, w - 8, 80, wall);
      x += w + 2;
    }
    o.push(...walls, stroke(parts.outlines, '#f3ede2', 3, { 'stroke-linejoin': 'round', opacity: 0.85 }), group([path(parts.lit, LIT), path(parts.dark, '#1b2c44')], { stroke: '#f3ede2', 'stroke-width': 3 }), path(parts.doors, '#2b2420'));
    // canal, quay, a tree and bicycles
    o.push(water(defs, rand, 475, 1330), group(reflections, { opacity: 0.22 }), rect(840, 476, 560, 124, defs.lin([[0, '#1a548b', 0], [0.7, '#10416f', 0.9], [1, '#0d3b68']])));
    o.push(rect(0, 455, W, 20, '#55606d'), rect(0, 455, W, 4, '#7d8896'));
    o.push(roundTree(818, 455, 170, '#3f7f4a', '#336b3e'));
    o.push(bicycles([[930, 457, AMBER], [1000, 457, '#c8372d'], [1160, 457, '#2e8b74'], [1300, 457, '#e4ecf4'], [1366, 457, AMBER]]));
    return o;
  },
};

const SCENES: Record<string, readonly [code: string, scene: Scene]> = {
  'united-kingdom': ['gb', ukScene],
  canada: ['ca', canadaScene],
  australia: ['au', australiaScene],
  ireland: ['ie', irelandScene],
  'united-states': ['us', usScene],
  'new-zealand': ['nz', nzScene],
  germany: ['de', germanyScene],
  netherlands: ['nl', netherlandsScene],
};

/** The countries with a scene of their own. */
export const COUNTRY_SLUGS = Object.keys(SCENES);

/** A 1600x600 wide header illustration for a country page: a recognisable but generic skyline/landscape for that country (e.g. UK: a clock tower, terraced houses and a river bridge; Canada: a needle tower, lake and maple trees; Australia: sail-shaped opera house roofs and a harbour bridge arc; Ireland: green hills, a stone bridge and colourful doors; United States: skyscrapers, a suspension bridge, a torch-bearing statue silhouette far away; New Zealand: snow-capped mountains, a lake and a tall thin tower; Germany: a columned gate, half-timbered houses and a river; Netherlands: canal houses with gables, bicycles and a windmill). The left ~45% must stay calm and fairly dark (deep blue #0b3560 → #0f4c81 gradient, like a page header behind white text) with the illustration weighted to the right. */
export function countryArtwork(slug: string): string {
  const entry = Object.prototype.hasOwnProperty.call(SCENES, slug) ? SCENES[slug] : undefined;
  const code = entry ? entry[0] : 'xx';
  const defs = new Defs(`c-${code}-`);
  const rand = rng(`country-${slug}`);
  const body: string[] = [rect(0, 0, W, H, defs.lin([[0, NAVY], [1, BLUE]], 0, 0, 1, 0.3))];
  if (entry) {
    const scene = entry[1];
    const [gx, gy] = scene.glow;
    body.push(rect(0, 0, W, scene.horizon, defs.lin([[0, BLUE, 0], [0.45, '#2a68a3', 0.5], [1, '#8dbbe3']])));
    body.push(stars(rand, 26), sunGlow(gx, gy));
    body.push(...scene.draw(defs, rand));
  }
  // Keep the left side calm and dark for the page title.
  body.push(rect(0, 0, W, H, defs.linU([[0, NAVY], [0.34, '#0c3d6d', 0.97], [0.47, '#0d4374', 0.72], [0.62, BLUE, 0]], 0, 0, W, 0)));
  return svgDoc(W, H, defs, body.join(''));
}

// ---------------------------------------------------------------------------------------------
// Flags (60x40)
// ---------------------------------------------------------------------------------------------

const FW = 60;
const FH = 40;
const UJ_BLUE = '#012169';
const UJ_RED = '#c8102e';

/** The Union Jack filling a w x h box at the origin (diagonals counterchanged via a clip path). */
function unionJack(defs: Defs, w: number, h: number): string {
  const cx = w / 2;
  const cy = h / 2;
  const k = h / 40;
  const box0 = defs.clip(rect(0, 0, w, h, '#000'));
  const half = defs.clip(path(d`M${cx} ${cy}H${w}V${h}ZV${h}H0ZH0V0ZV0H${w}Z`, '#000'));
  const diag = d`M0 0L${w} ${h}M${w} 0L0 ${h}`;
  const cross = d`M${cx} 0V${h}M0 ${cy}H${w}`;
  return group(
    [
      rect(0, 0, w, h, UJ_BLUE),
      stroke(diag, '#ffffff', 8 * k),
      group(stroke(diag, UJ_RED, 5.4 * k), { 'clip-path': half }),
      stroke(cross, '#ffffff', 13.4 * k),
      stroke(cross, UJ_RED, 8 * k),
    ],
    { 'clip-path': box0 },
  );
}

/** Path data for a star with n points. */
function starD(cx: number, cy: number, r: number, n: number, inner: number): string {
  let dd = '';
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const rr = i % 2 ? r * inner : r;
    dd += `${i ? 'L' : 'M'}${Math.round((cx + Math.cos(a) * rr) * 100) / 100} ${Math.round((cy + Math.sin(a) * rr) * 100) / 100}`;
  }
  return `${dd}Z`;
}

type FlagDraw = (defs: Defs) => string;

/** Three equal horizontal bands, painted bottom-up so no seam shows between them. */
const horizontalTricolour = (top: string, middle: string, bottom: string): string => rect(0, 0, FW, FH, bottom) + rect(0, 0, FW, (FH * 2) / 3, middle) + rect(0, 0, FW, FH / 3, top);

const FLAGS: Record<string, FlagDraw> = {
  gb: (defs) => unionJack(defs, FW, FH),
  ca: () => rect(0, 0, FW, FH, '#ffffff') + path(box(0, 0, 15, FH) + box(45, 0, 15, FH), '#d52b1e') + path(MAPLE_LEAF, '#d52b1e', { transform: 'translate(30 19.9) scale(0.0057)' }),
  au: (defs) => {
    const s7 = (x: number, y: number, r: number) => starD(x, y, r, 7, 0.44);
    return (
      rect(0, 0, FW, FH, UJ_BLUE) +
      unionJack(defs, 30, 20) +
      path(s7(15, 30, 5.4) + s7(45, 33.3, 2.9) + s7(45, 6.7, 2.9) + s7(37.5, 17.5, 2.9) + s7(51.7, 14.8, 2.9) + starD(48.1, 21.7, 1.6, 5, 0.44), '#ffffff')
    );
  },
  nz: (defs) => {
    const stars4: Array<[number, number, number]> = [[45, 33, 3.2], [45, 8, 2.9], [38.6, 18.2, 2.9], [51.2, 16, 2.5]];
    return (
      rect(0, 0, FW, FH, UJ_BLUE) +
      unionJack(defs, 30, 20) +
      path(stars4.map(([x, y, r]) => starD(x, y, r + 0.8, 5, 0.42)).join(''), '#ffffff') +
      path(stars4.map(([x, y, r]) => starD(x, y, r, 5, 0.38)).join(''), UJ_RED)
    );
  },
  us: () => {
    const sh = FH / 13;
    let red = '';
    for (let i = 0; i < 13; i += 2) red += d`M0 ${i * sh}h${FW}v${sh}h${-FW}Z`;
    let dots = '';
    for (let r = 0; r < 9; r++) {
      const six = r % 2 === 0;
      for (let c = 0; c < (six ? 6 : 5); c++) {
        const x = (six ? 2 : 4) + c * 4;
        const y = 1.6 + r * 2.3;
        dots += d`M${x - 0.8} ${y}a0.8 0.8 0 1 0 1.6 0a0.8 0.8 0 1 0 -1.6 0Z`;
      }
    }
    return rect(0, 0, FW, FH, '#ffffff') + path(red, '#b22234') + rect(0, 0, 24, sh * 7, '#3c3b6e') + path(dots, '#ffffff');
  },
  ie: () => rect(0, 0, FW, FH, '#ff883e') + rect(0, 0, 40, FH, '#ffffff') + rect(0, 0, 20, FH, '#169b62'),
  de: () => horizontalTricolour('#000000', '#dd0000', '#ffce00'),
  nl: () => horizontalTricolour('#ae1c28', '#ffffff', '#21468b'),
};

/** A small flag as SVG (viewBox 0 0 60 40, width 60, height 40), recognisable at 24 px high: gb, ca, au, ie, us, nz, de, nl. Simplified but correct in colours and layout (Union Jack crosses, Canada's red bars and maple leaf, Australia's and NZ's Union Jack canton and stars, US stripes and a starred canton (dots are fine), tricolours). Unknown codes give a neutral grey flag. */
export function flagSvg(code: string): string {
  const key = String(code).toLowerCase();
  const draw = Object.prototype.hasOwnProperty.call(FLAGS, key) ? FLAGS[key] : undefined;
  const defs = new Defs(`f-${draw ? key : 'xx'}-`);
  const body = draw ? draw(defs) : rect(0, 0, FW, FH, '#c5ccd6') + rect(0, 0, FW, FH / 2, '#d5dbe3');
  // A hairline edge keeps white stripes visible on white pages.
  return svgDoc(FW, FH, defs, body + rect(0, 0, FW, FH, 'none', { stroke: '#000000', 'stroke-opacity': 0.15, 'stroke-width': 1 }));
}
