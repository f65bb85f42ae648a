// The floor page of a page of the site: what React and React Router alone cost the browser on that page's markup.
//
// The floor of a page is its own HTML (the same head, stylesheet, fonts and images) with the root's content rendered
// by React from the same elements as plain data (tree.ts: no component, loader or hook of ours), and the site's
// scripts replaced by one bundle (entry.tsx), built with the site's browser options, that hydrates those elements
// inside a React Router browser router. A floor server answers the floor pages and its bundle, brotli-compressed as
// the site's are, and passes every other request (CSS, fonts, images) to the site. Lighthouse measures each page and
// its floor in turn (lighthouse.ts); what a page costs above its floor is the site's own code, whatever the machine.
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { DomUtils, parseDocument } from 'htmlparser2';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { BROWSER_OPTIONS } from '../../build';
import { type FloorNode, toElements } from './tree';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BUNDLE_PATH = '/__floor/floor.js';

/** HTML attribute names whose React prop is spelled otherwise (React writes the others as they are). */
const PROP_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  srcset: 'srcSet',
  fetchpriority: 'fetchPriority',
  crossorigin: 'crossOrigin',
  autocomplete: 'autoComplete',
  maxlength: 'maxLength',
  minlength: 'minLength',
  readonly: 'readOnly',
  novalidate: 'noValidate',
  enctype: 'encType',
  datetime: 'dateTime',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  autofocus: 'autoFocus',
  referrerpolicy: 'referrerPolicy',
  value: 'defaultValue',
  checked: 'defaultChecked',
};

/** Attributes that are true by being there (React drops a prop of "" for these). */
const BOOLEAN = new Set(['async', 'autofocus', 'checked', 'defer', 'disabled', 'hidden', 'inert', 'multiple', 'novalidate', 'open', 'readonly', 'required', 'selected']);

const camel = (name: string) => name.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

/** The React prop of an attribute: `class` is `className`, SVG's `stroke-width` is `strokeWidth`, `aria-*` stays. */
function propName(name: string): string {
  const lower = name.toLowerCase();
  if (PROP_NAMES[lower]) return PROP_NAMES[lower];
  return /^(aria|data)-/.test(lower) ? name : camel(name);
}

/** `a: b; --c: d` as React's style object. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--') ? name : camel(name);
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

type DomNode = ReturnType<typeof parseDocument>['children'][number];

function toFloorNodes(nodes: DomNode[]): FloorNode[] {
  const out: FloorNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') out.push(node.data);
    if (node.type !== 'tag' && node.type !== 'script' && node.type !== 'style') continue; // comments: React's own markers
    const props: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(node.attribs)) {
      const lower = name.toLowerCase();
      if (lower === 'style') props.style = styleObject(value);
      else props[propName(name)] = BOOLEAN.has(lower) ? true : value;
    }
    let children = toFloorNodes(node.children);
    if (node.type !== 'tag' || node.name === 'textarea') {
      const text = DomUtils.textContent(node);
      if (node.name === 'textarea') props.defaultValue = text;
      else props.dangerouslySetInnerHTML = { __html: text };
      children = [];
    }
    out.push([node.name, props, children]);
  }
  return out;
}

/** JSON that may stand inside a script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The floor page of a page of the site, from the site's HTML of it. */
export function floorPage(siteHtml: string): string {
  const document = parseDocument(siteHtml, { lowerCaseAttributeNames: false, decodeEntities: true });
  const root = DomUtils.getElementById('root', document.children);
  if (!root) throw new Error('floor: the page has no #root');
  const nodes = toFloorNodes(root.children);
  // The site's scripts and their preloads go; its data (structured data for search engines) stays.
  for (const element of DomUtils.findAll((e) => (e.name === 'script' && e.attribs.type !== 'application/ld+json') || (e.name === 'link' && e.attribs.rel === 'modulepreload'), document.children)) {
    DomUtils.removeElement(element);
  }
  const placeholder = '\u0000floor\u0000';
  DomUtils.replaceElement(root, parseDocument(`<div id="root">${placeholder}</div>`).children[0]! as typeof root);
  const markup = renderToString(createElement(Fragment, null, ...toElements(nodes)));
  return DomUtils.getOuterHTML(document, { encodeEntities: 'utf8' })
    .replace(placeholder, markup)
    .replace('</head>', `<link rel="modulepreload" href="${BUNDLE_PATH}" fetchpriority="low"></head>`)
    .replace('</body>', `<script type="application/json" id="__floor">${scriptJson(nodes)}</script><script type="module" src="${BUNDLE_PATH}"></script></body>`);
}

/** The floor's script, built with the site's browser options. */
export async function buildFloorBundle(): Promise<Buffer> {
  const result = await esbuild.build({
    ...BROWSER_OPTIONS,
    entryPoints: [path.join(import.meta.dirname, 'entry.tsx')],
    absWorkingDir: ROOT,
    outdir: path.join(ROOT, 'dist', 'bench-floor'),
    write: false,
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error('floor: the build wrote no script');
  return Buffer.from(js.contents);
}

interface Served {
  type: string;
  cacheControl: string;
  /** The site page's own headers, for a floor page (see pageHeaders). */
  headers?: Record<string, string | string[]>;
  raw: Buffer;
  br: Buffer;
}

/** Headers of the site's answer that describe its body, its caching or the visit, not how the browser loads the page. */
const BODY_AND_VISIT_HEADERS = new Set(['content-type', 'content-length', 'content-encoding', 'transfer-encoding', 'cache-control', 'vary', 'etag', 'last-modified', 'date', 'connection', 'keep-alive', 'set-cookie', 'x-request-id']);

/**
 * The headers a floor page is served with besides its own: the site page's others, its security headers. They change
 * how the browser loads a page, whatever its script: `Cross-Origin-Opener-Policy` puts it in a new browsing context
 * group, so Lighthouse's navigation from about:blank gets a new renderer process (cold, and laid out once at the
 * window's own width before the emulated phone's arrives), which a floor page without it did not (decision 0029).
 */
export function pageHeaders(siteHeaders: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(siteHeaders).filter(([name]) => !BODY_AND_VISIT_HEADERS.has(name.toLowerCase())));
}

const brotli = (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Answers each page's floor at the page's own address (from the site's answer: its HTML, and its headers as
 * pageHeaders keeps them), the floor's script, and passes anything else to the site.
 */
export async function startFloorServer(siteUrl: string, pages: Map<string, { html: string; headers: Record<string, string | string[]> }>, bundle: Buffer): Promise<FloorServer> {
  const served = new Map<string, Served>();
  for (const [pagePath, { html, headers }] of pages) {
    const raw = Buffer.from(floorPage(html));
    served.set(pagePath, { type: 'text/html; charset=utf-8', cacheControl: 'no-cache', headers: pageHeaders(headers), raw, br: brotli(raw) });
  }
  served.set(BUNDLE_PATH, { type: 'text/javascript; charset=utf-8', cacheControl: 'public, max-age=31536000, immutable', raw: bundle, br: brotli(bundle) });
  const site = new URL(siteUrl);
  const server = http.createServer((req, res) => {
    const own = served.get((req.url ?? '/').split('?')[0]!);
    if (own) {
      const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = br ? own.br : own.raw;
      res.writeHead(200, {
        ...own.headers,
        'content-type': own.type,
        'cache-control': own.cacheControl,
        'content-length': body.length,
        vary: 'Accept-Encoding',
        ...(br ? { 'content-encoding': 'br' } : {}),
      });
      res.end(body);
      return;
    }
    const upstream = http.request({ host: site.hostname, port: site.port, path: req.url, method: req.method, headers: { ...req.headers, host: site.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
