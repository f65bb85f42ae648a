// The data export of a student with about 200 MB of documents keeps the server's memory flat: the zip is streamed,
// each stored file read only as fast as the reader takes the answer. Measured in this process, which is the server
// (the app runs in-process on a real socket) and the reader (which writes the zip to disk as it arrives); the reader
// first holds the answer still for a while, so a server that ignored back-pressure would fill its memory then.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { expect } from 'chai';
import { client, testApp } from '../helpers/app';
import { createUser, PASSWORD } from '../helpers/factories';
import { walkZip } from '../helpers/zip';

const FILES = 40;
const FILE_BYTES = 5 * 1024 * 1024;
/** A generous bound: the answer is 200 MB; a server that kept it (or a good part of it) in memory would exceed it. */
const GROWTH_BOUND = 100 * 1024 * 1024;

/** Writes `bytes` random bytes to `file` a mebibyte at a time; answers their sha256. */
async function writeRandomFile(file: string, bytes: number): Promise<string> {
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  const out = fs.createWriteStream(file);
  for (let written = 0; written < bytes; written += 1024 * 1024) {
    const chunk = randomBytes(Math.min(1024 * 1024, bytes - written));
    hash.update(chunk);
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return hash.digest('hex');
}

describe('API: privacy — the export of a 200 MB account keeps memory flat', function () {
  this.timeout(180_000);
  const stored: string[] = [];
  let zipFile = '';

  after(async () => {
    for (const file of stored) await fsp.rm(file, { force: true });
    if (zipFile) await fsp.rm(zipFile, { force: true });
  });

  it('streams 40 files of 5 MB with the server growing by far less than the answer, and every byte arrives', async () => {
    const { db, env, handler } = await testApp();
    const user = await createUser({ firstname: 'Big', lastname: 'Archive' });
    // Files straight into storage and their rows straight into the database: uploading 200 MB is not what is measured.
    const expected = new Map<string, string>();
    for (let i = 0; i < FILES; i += 1) {
      const name = randomBytes(20).toString('hex');
      const key = `documents/${name.slice(0, 2)}/${name}`;
      const file = path.join(env.uploadsDir, 'private', key);
      stored.push(file);
      const sha256 = await writeRandomFile(file, FILE_BYTES);
      const [doc] = (await db('documents').insert({ user_id: user.id, kind: 'other' }).returning('id')) as Array<{ id: number }>;
      await db('document_versions').insert({ document_id: doc!.id, version: 1, storage_key: key, original_name: `scan-${i}.pdf`, mime_type: 'application/pdf', size: FILE_BYTES, sha256, uploaded_by: user.id });
      expected.set(`documents/scan-${i}.pdf`, sha256);
    }
    const login = await (await client()).post('/api/login', { email: user.email, password: PASSWORD });
    const token = login.body.token as string;

    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    zipFile = path.join(os.tmpdir(), `export-${process.pid}-${Date.now()}.zip`);
    let peakRss = 0;
    let peakHeap = 0;
    const sample = () => {
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      peakRss = Math.max(peakRss, rss);
      peakHeap = Math.max(peakHeap, heapUsed + external + arrayBuffers);
    };
    const base = process.memoryUsage();
    const baseHeap = base.heapUsed + base.external + base.arrayBuffers;
    const sampler = setInterval(sample, 20);
    try {
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ host: '127.0.0.1', port, path: '/api/account/export', headers: { Authorization: `Bearer ${token}` } }, (res) => {
          if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
          // The reader holds still for two seconds before taking anything.
          res.pause();
          setTimeout(() => {
            pipeline(res, fs.createWriteStream(zipFile)).then(resolve, reject);
          }, 2000);
        });
        req.on('error', reject);
      });
    } finally {
      clearInterval(sampler);
      sample();
      server.close();
    }
    const size = (await fsp.stat(zipFile)).size;
    expect(size).to.be.greaterThan(FILES * FILE_BYTES);
    const rssGrowth = peakRss - base.rss;
    const heapGrowth = peakHeap - baseHeap;
    expect(rssGrowth, `RSS grew by ${Math.round(rssGrowth / 1048576)} MB`).to.be.lessThan(GROWTH_BOUND);
    expect(heapGrowth, `heap and buffers grew by ${Math.round(heapGrowth / 1048576)} MB`).to.be.lessThan(GROWTH_BOUND);

    // Every file, byte for byte (read back a stream at a time).
    const seen = new Map<string, string>();
    await walkZip(zipFile, async (name, stream) => {
      const hash = createHash('sha256');
      for await (const chunk of stream) hash.update(chunk as Buffer);
      seen.set(name, hash.digest('hex'));
    });
    expect(seen.has('account.json')).to.equal(true);
    seen.delete('account.json');
    expect(seen).to.deep.equal(expected);
  });
});
