// Reading a zip in tests (yauzl): every entry's bytes, or each entry streamed to a callback (for large archives).
import { PassThrough, type Readable } from 'node:stream';
import yauzl from 'yauzl';

/** Calls `onEntry` with each entry's name and its bytes as a stream, one entry at a time. */
export function walkZip(source: Buffer | string, onEntry: (name: string, stream: Readable) => Promise<void>): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const opened = (error: Error | null, zip: yauzl.ZipFile | undefined) => {
      if (error || !zip) return reject(error ?? new Error('not a zip'));
      const names: string[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(names));
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          // A consumer gets its own stream: yauzl's must end by itself (destroyed by a `for await` that finished, it
          // leaves the next entry of a file-backed zip waiting for ever).
          const own = new PassThrough();
          stream.on('error', (e) => own.destroy(e));
          stream.pipe(own);
          onEntry(entry.fileName, own).then(() => zip.readEntry(), reject);
        });
      });
      zip.readEntry();
    };
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, opened);
    else yauzl.fromBuffer(source, { lazyEntries: true }, opened);
  });
}

/** Every entry of a zip, by name. */
export async function readZip(source: Buffer | string): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  await walkZip(source, async (name, stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    entries.set(name, Buffer.concat(chunks));
  });
  return entries;
}

/** A supertest parser that collects a response body as bytes (a zip download): `.buffer(true).parse(binary as never)`. */
export function binary(res: { on(event: string, listener: (chunk?: Buffer) => void): void }, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk) => chunks.push(chunk!));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}
