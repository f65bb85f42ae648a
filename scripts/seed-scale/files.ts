// The stored files the scale seed's documents and invoices name. Every stored version needs a key of its own (the
// column is unique, and deleting a document removes its key's file), so each key is a hard link to one of a few shared
// small files (one per kind of document, a second one for re-uploads, one for invoices): a hundred thousand documents
// take a hundred thousand directory entries and a few kilobytes. A few versions get a small file of their own. Where
// the file system refuses a link (another device, a link count at its limit), the file is copied instead.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** A file's bytes with what the database records of them. */
export interface FileContent {
  bytes: Buffer;
  size: number;
  sha256: string;
  mime: string;
}

const content = (bytes: Buffer, mime: string): FileContent => ({ bytes, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), mime });

/** A one-page PDF with a few lines of ASCII text (Helvetica, no embedded font). */
export function tinyPdf(lines: string[]): FileContent {
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 18 : 12} Tf 56 ${770 - i * 24} Td (${line.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return content(Buffer.from(out, 'latin1'), 'application/pdf');
}

/** A small JPEG: a grey card with a darker band, like a scanned page. */
async function tinyJpeg(shade: number): Promise<FileContent> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240"><rect width="360" height="240" fill="rgb(${shade},${shade + 8},${shade + 16})"/><rect x="20" y="24" width="96" height="120" fill="#8a94a6"/><rect x="136" y="40" width="190" height="14" fill="#5b6477"/><rect x="136" y="70" width="150" height="10" fill="#7b8496"/><rect x="136" y="94" width="170" height="10" fill="#7b8496"/><rect x="20" y="180" width="320" height="30" fill="#3c4456"/></svg>`;
  return content(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer(), 'image/jpeg');
}

/** The shared files: per kind of document (a first upload and a re-upload), and the invoices' PDF. */
export interface SharedFiles {
  documents: Map<string, { first: FileContent; again: FileContent }>;
  invoice: FileContent;
}

export async function makeSharedFiles(kinds: readonly string[]): Promise<SharedFiles> {
  const documents = new Map<string, { first: FileContent; again: FileContent }>();
  for (const kind of kinds) {
    if (kind === 'passport') documents.set(kind, { first: await tinyJpeg(222), again: await tinyJpeg(208) });
    else {
      const title = `Sample ${kind.replace(/-/g, ' ')}`;
      documents.set(kind, {
        first: tinyPdf([title, 'A stand-in document made by the scale seed.', 'It holds no personal data.']),
        again: tinyPdf([`${title} (revised)`, 'A stand-in document made by the scale seed.', 'It holds no personal data.']),
      });
    }
  }
  return { documents, invoice: tinyPdf(['Invoice', 'A stand-in invoice made by the scale seed.', 'The amounts are in the database.']) };
}

/** `<area>/<2 hex>/<40 hex>`, the storage's key form, derived from a name so that the same row gets the same key. */
export function storageKey(area: string, name: string): string {
  const hex = createHash('sha1').update(`scale-seed:${area}:${name}`).digest('hex');
  return `${area}/${hex.slice(0, 2)}/${hex}`;
}

/** Places files under UPLOADS_DIR/private by key, as links to shared files where it can. */
export class StoredFiles {
  private readonly dirs = new Set<string>();
  /** Per shared file, the path its next links are made from (null: not written yet). */
  private readonly sources = new Map<FileContent, string>();
  private linking = true;
  placed = 0;
  copied = 0;

  constructor(private readonly privateDir: string) {}

  private target(key: string): string {
    const file = path.join(this.privateDir, key);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
      this.dirs.add(dir);
    }
    return file;
  }

  /** A file of its own at `key` (replacing what an earlier run left there). */
  write(key: string, file: FileContent): void {
    const target = this.target(key);
    fs.rmSync(target, { force: true });
    fs.writeFileSync(target, file.bytes, { mode: 0o600 });
    this.placed += 1;
    this.copied += 1;
  }

  /** `key` names the shared `file`: a hard link to it, or a copy where links do not work. */
  share(key: string, file: FileContent): void {
    const source = this.sources.get(file);
    if (!source || !this.linking) {
      this.write(key, file);
      this.sources.set(file, path.join(this.privateDir, key));
      return;
    }
    const target = this.target(key);
    try {
      fs.linkSync(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') {
        fs.rmSync(target, { force: true });
        fs.linkSync(source, target);
      } else if (code === 'EMLINK') {
        // The shared file has as many links as the file system allows: later keys link to this new copy.
        this.write(key, file);
        this.sources.set(file, target);
        return;
      } else if (code === 'EXDEV' || code === 'EPERM' || code === 'ENOTSUP' || code === 'EOPNOTSUPP') {
        this.linking = false;
        this.write(key, file);
        return;
      } else {
        throw error;
      }
    }
    this.placed += 1;
  }
}
