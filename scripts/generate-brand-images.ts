// Draws the site's sharing card (/images/og-default.jpg, 1200×630) and a raster logo (/images/logo.png, 512×512)
// for structured data, from the home page's header artwork and the logo mark. Run after changing either;
// the outputs are committed.  npx tsx scripts/generate-brand-images.ts
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { DEFAULT_APP_NAME } from '../shared/site';

const out = path.resolve('client/public/images');

const mark = (x: number, y: number, size: number) => `
<g transform="translate(${x} ${y}) scale(${size / 120})">
  <circle cx="60" cy="60" r="50" fill="#0f4c81"/>
  <g fill="none" stroke="#cfe6fb" stroke-width="3"><circle cx="60" cy="60" r="36"/><ellipse cx="60" cy="60" rx="16" ry="36"/><path d="M24 60h72M30 42h60M30 78h60"/></g>
  <path d="M20 86c22-30 52-46 86-50" fill="none" stroke="#f5a524" stroke-width="5" stroke-linecap="round"/>
  <path d="m100 28 10 7-11 5z" fill="#f5a524"/>
</g>`;

async function main() {
  const header = await fs.readFile(path.resolve('client/public/images/headers/home.svg'));
  const background = await sharp(header, { density: 96 }).resize(1200, 630, { fit: 'cover' }).png().toBuffer();
  const overlay = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#06223f" stop-opacity=".92"/><stop offset=".7" stop-color="#06223f" stop-opacity=".55"/><stop offset="1" stop-color="#06223f" stop-opacity=".2"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#shade)"/>
  <circle cx="148" cy="232" r="62" fill="#fff" fill-opacity=".08"/>
  ${mark(90, 174, 116)}
  <text x="90" y="370" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="68" fill="#fff">${DEFAULT_APP_NAME}</text>
  <text x="90" y="430" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="32" fill="#dbeafe">Independent advice for international students</text>
  <rect x="90" y="470" width="120" height="6" rx="3" fill="#f5a524"/>
</svg>`);
  await sharp(background).composite([{ input: overlay }]).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(out, 'og-default.jpg'));

  const logo = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 120 120"><rect width="120" height="120" fill="#fff"/>${mark(0, 0, 120)}</svg>`);
  await sharp(logo).png({ compressionLevel: 9, palette: true }).toFile(path.join(out, 'logo.png'));
  console.log('wrote og-default.jpg and logo.png to', out);
}

await main();
