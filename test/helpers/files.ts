// Real files of each type for upload tests, made in memory (a PDF, images, a DOCX zip, a Windows executable).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { crc32 as zlibCrc32, deflateSync as zlibDeflate } from 'node:zlib';
import { docx as wordDocument } from '../../scripts/lib/zip';

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Unique bytes appended so every generated file has its own hash. */
let serial = 0;
const stamp = () => Buffer.from(`\n% ${Date.now()}-${++serial}-${Math.random()}\n`);

export function pdf(extraBytes = 0): Buffer {
  const body = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  return Buffer.concat([body, stamp(), Buffer.alloc(extraBytes, 0x20)]);
}

export function png(): Buffer {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const ihdr = Buffer.from([0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde]);
  return Buffer.concat([signature, ihdr, stamp()]);
}

export function jpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]), stamp(), Buffer.from([0xff, 0xd9])]);
}

export function webp(): Buffer {
  const payload = Buffer.concat([Buffer.from('WEBPVP8 '), Buffer.alloc(4), stamp()]);
  const header = Buffer.alloc(8);
  header.write('RIFF', 0);
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload]);
}

/** A minimal Word document (the same writer as the site's CV templates), with unique text. */
export function docx(): Buffer {
  return wordDocument([{ style: 'Title', text: 'Reference letter' }, { text: `Written ${Date.now()}-${++serial}` }]);
}

/** The start of a Windows executable (an MZ header and a PE signature). */
export function windowsExe(): Buffer {
  const dos = Buffer.alloc(128);
  dos.write('MZ', 0);
  dos.writeUInt32LE(64, 60);
  dos.write('PE\0\0', 64, 'binary');
  return Buffer.concat([dos, stamp()]);
}

/** Every file under a directory (recursively), for "nothing was written" checks. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full));
    else out.push(full);
  }
  return out.sort();
}

/** A real photo-like JPEG made by sharp, optionally with an EXIF orientation and a GPS position. */
export async function photo(options: { width?: number; height?: number; orientation?: number; gps?: boolean; color?: string } = {}): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const width = options.width ?? 900;
  const height = options.height ?? 600;
  let image = sharp({ create: { width, height, channels: 3, background: options.color ?? '#3d7ab8' } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 3}" height="${height / 4}" fill="#f5a524"/></svg>`), top: 0, left: 0 }])
    .jpeg({ quality: 90 });
  if (options.orientation || options.gps) {
    image = image.withExif({
      IFD0: { Copyright: 'Test photo', ...(options.orientation ? { Orientation: String(options.orientation) } : {}) },
      ...(options.gps ? { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 26/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 39/1' } } : {}),
    });
    if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  }
  return image.toBuffer();
}

/** A PNG whose header claims 30000 x 30000 pixels in a few hundred bytes: a decompression bomb. */
export function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlibCrc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const idat = zlibDeflate(Buffer.alloc(30_001 * 4));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}
