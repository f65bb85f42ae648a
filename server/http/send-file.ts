// Hands a stored private file to the browser with headers that keep it inert: a download (or an inline preview
// for staff) that is never sniffed, cached or run as a page.
import { pipeline } from 'node:stream/promises';
import { create as contentDisposition } from 'content-disposition';
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import { log } from '../lib/log';
import { fail } from '../lib/errors';

/** A stored file about to be sent: its bytes (opened only when the answer is sent) and what the headers say of it. */
export interface OpenedFile {
  read: () => Readable;
  version: { id: number | string; mime_type: string; size: number | string; original_name: string };
}

export const PRIVATE_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export async function sendStoredFile(res: Response, opened: OpenedFile, disposition: 'attachment' | 'inline'): Promise<void> {
  const stream = opened.read();
  try {
    await new Promise<void>((resolve, reject) => {
      stream.once('ready', () => resolve());
      stream.once('error', reject);
    });
  } catch (error) {
    log.error('a stored file is missing', { version: opened.version.id, error });
    throw fail.notFound('The file is no longer available.');
  }
  res.status(200);
  res.setHeader('Content-Type', opened.version.mime_type);
  res.setHeader('Content-Length', String(opened.version.size));
  res.setHeader('Content-Disposition', contentDisposition(opened.version.original_name, { type: disposition }));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', PRIVATE_FILE_CSP);
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  try {
    await pipeline(stream, res);
  } catch (error) {
    // The reader went away mid-file (closed the tab, cancelled the download): nothing to answer.
    if ((error as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE') return;
    log.error('sending a stored file failed', { version: opened.version.id, error });
    res.destroy();
  }
}
