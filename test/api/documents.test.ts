import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect } from 'chai';
import type { Test } from 'supertest';
import { createApp } from '../../server/app';
import { documentsService } from '../../server/features/documents/documents.service';
import type { ReceivedFile } from '../../server/http/upload';
import { outboxDir } from '../../server/mail/mailer';
import { Client, client, testApp, testEnv } from '../helpers/app';
import { signedInClient } from '../helpers/factories';
import { docx, filesUnder, jpeg, pdf, png, sha256, webp, windowsExe } from '../helpers/files';
import { mailTo } from '../helpers/mail';

/** Reads a download's body as bytes, whatever its type. */
function readBytes(req: Test) {
  return req.buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
}

async function counts() {
  const { db, env } = await testApp();
  const [{ documents }] = (await db('documents').count({ documents: '*' })) as [{ documents: number }];
  const [{ versions }] = (await db('document_versions').count({ versions: '*' })) as [{ versions: number }];
  return { documents: Number(documents), versions: Number(versions), files: filesUnder(env.uploadsDir).length };
}

describe('API: student documents', () => {
  it('accepts each allowed type, recognised from its bytes, and names it with its real extension', async () => {
    const { client: c } = await signedInClient();
    const cases: Array<[Buffer, string, string, string]> = [
      [pdf(), 'Passport scan.pdf', 'application/pdf', 'Passport scan.pdf'],
      [jpeg(), 'photo.jpg', 'image/jpeg', 'photo.jpg'],
      [png(), 'transcript.png', 'image/png', 'transcript.png'],
      [webp(), 'ielts.webp', 'image/webp', 'ielts.webp'],
      [docx(), 'reference.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'reference.docx'],
      [png(), 'misnamed.pdf', 'image/png', 'misnamed.png'],
      [pdf(), '../../etc/pass"wd.pdf', 'application/pdf', 'passwd.pdf'],
    ];
    for (const [bytes, name, mime, stored] of cases) {
      const res = await c.upload('/api/account/documents', bytes, name, { kind: 'other' });
      expect(res.status, name).to.equal(201);
      expect(res.body.current).to.deep.include({ mime_type: mime, original_name: stored, size: bytes.length, sha256: sha256(bytes), version: 1 });
      expect(res.body.status).to.equal('pending');
    }
    const list = await c.get('/api/account/documents');
    expect(list.body.results).to.have.length(cases.length);
    expect(list.body).to.include.keys('used_bytes', 'quota_bytes', 'max_file_bytes', 'access_log');
  });

  it('refuses a Windows executable named passport.pdf, and a text file, with 422 and keeps nothing', async () => {
    const { client: c } = await signedInClient();
    const before = await counts();
    const exe = await c.upload('/api/account/documents', windowsExe(), 'passport.pdf', { kind: 'passport' });
    expect(exe.status).to.equal(422);
    expect(exe.body.errors.file[0]).to.match(/not a PDF, JPEG, PNG, WebP or Word \(DOCX\) file/);
    const text = await c.upload('/api/account/documents', Buffer.from('just some words, not a document'), 'notes.pdf', { kind: 'other' });
    expect(text.status).to.equal(422);
    expect(await counts()).to.deep.equal(before);
  });

  it('refuses an 11 MB file with 413 and keeps nothing', async () => {
    const { client: c } = await signedInClient();
    const before = await counts();
    const res = await c.upload('/api/account/documents', pdf(11 * 1024 * 1024), 'big.pdf', { kind: 'transcript' });
    expect(res.status).to.equal(413);
    expect(res.body.message).to.match(/larger than 10 MB/);
    expect(await counts()).to.deep.equal(before);
  });

  it('refuses an upload over the per-student quota with 422', async () => {
    const { db } = await testApp();
    const small = new Client(createApp({ env: testEnv({ DOCUMENT_QUOTA_MB: '0.05' }), db }).app);
    const { user, token } = await signedInClient();
    await small.prime();
    const send = (bytes: Buffer) =>
      small.agent.post('/api/account/documents').set('Authorization', `Bearer ${token}`).set('X-XSRF-TOKEN', small.cookie('XSRF-TOKEN')!).field('kind', 'other').attach('file', bytes, 'scan.pdf');
    expect((await send(pdf(30_000))).status).to.equal(201);
    const before = await counts();
    const over = await send(pdf(30_000));
    expect(over.status).to.equal(422);
    expect(over.body.errors.file[0]).to.match(/storage allowance/);
    expect(await counts()).to.deep.equal(before);
    expect(user.id).to.be.a('number');
  });

  it('a missing XSRF header is refused with 403 before anything is written', async () => {
    const { client: c } = await signedInClient();
    const before = await counts();
    const res = await c.agent.post('/api/account/documents').field('kind', 'passport').attach('file', pdf(2 * 1024 * 1024), 'passport.pdf');
    expect(res.status).to.equal(403);
    expect(await counts()).to.deep.equal(before);
  });

  it('anonymous uploads and listings are 401, and nothing is written', async () => {
    const anonymous = await client();
    const before = await counts();
    expect((await anonymous.upload('/api/account/documents', pdf(), 'a.pdf', { kind: 'passport' })).status).to.equal(401);
    expect((await anonymous.get('/api/account/documents')).status).to.equal(401);
    expect(await counts()).to.deep.equal(before);
  });

  it('refuses a file the student already uploaded, and bad kinds or a missing file', async () => {
    const { client: c } = await signedInClient();
    const bytes = pdf();
    expect((await c.upload('/api/account/documents', bytes, 'first.pdf', { kind: 'passport' })).status).to.equal(201);
    const again = await c.upload('/api/account/documents', bytes, 'copy.pdf', { kind: 'transcript' });
    expect(again.status).to.equal(422);
    expect(again.body.errors.file[0]).to.equal('You have already uploaded this file (as “first.pdf”, Passport).');
    // Another student may upload the same bytes.
    expect((await (await signedInClient()).client.upload('/api/account/documents', bytes, 'mine.pdf', { kind: 'passport' })).status).to.equal(201);

    const before = await counts();
    expect((await c.upload('/api/account/documents', pdf(), 'x.pdf', { kind: 'spaceship' })).body.errors.kind).to.be.an('array');
    expect((await c.upload('/api/account/documents', pdf(), 'x.pdf')).status).to.equal(422);
    await c.prime();
    const noFile = await c.agent.post('/api/account/documents').set('X-XSRF-TOKEN', c.cookie('XSRF-TOKEN')!).field('kind', 'passport');
    expect(noFile.status).to.equal(422);
    expect((await c.post('/api/account/documents', { kind: 'passport' })).status).to.equal(415);
    expect(await counts()).to.deep.equal(before);
  });

  it('serves the owner the very bytes uploaded, with safe headers; another student gets 404, a visitor 401', async () => {
    const { client: owner } = await signedInClient();
    const bytes = jpeg();
    const up = await owner.upload('/api/account/documents', bytes, 'Passport <photo>.jpg', { kind: 'passport' });
    const res = await readBytes(owner.get(`/api/account/documents/${up.body.id}/download`));
    expect(res.status).to.equal(200);
    expect(sha256(res.body as Buffer)).to.equal(sha256(bytes));
    expect(res.headers['content-type']).to.equal('image/jpeg');
    expect(res.headers['content-disposition']).to.equal('attachment; filename="Passport photo.jpg"');
    expect(res.headers['x-content-type-options']).to.equal('nosniff');
    expect(res.headers['cache-control']).to.equal('no-store');
    expect(res.headers['content-security-policy']).to.match(/^sandbox/);

    const { client: other } = await signedInClient();
    expect((await other.get(`/api/account/documents/${up.body.id}/download`)).status).to.equal(404);
    expect((await other.delete(`/api/account/documents/${up.body.id}`)).status).to.equal(404);
    expect((await other.upload(`/api/account/documents/${up.body.id}/versions`, pdf(), 'x.pdf')).status).to.equal(404);
    expect((await (await client()).get(`/api/account/documents/${up.body.id}/download`)).status).to.equal(401);
    expect((await owner.get('/api/account/documents/999999999/download')).status).to.equal(404);
    expect((await owner.get(`/api/account/documents/${up.body.id}/download?version=7`)).status).to.equal(404);
    expect((await owner.get(`/api/account/documents/${up.body.id}/download?version=abc`)).status).to.equal(422);
  });

  it('review: the queue is oldest first; rejecting needs a reason; the student is mailed and can replace the file', async () => {
    const { services, env } = await testApp();
    const { client: student, user } = await signedInClient();
    const { client: admin } = await signedInClient('admin');
    const first = await student.upload('/api/account/documents', pdf(), 'transcript.pdf', { kind: 'transcript' });
    const second = await student.upload('/api/account/documents', png(), 'passport.png', { kind: 'passport' });

    const queue = await admin.get(`/api/admin/documents?q=${encodeURIComponent(user.email)}`);
    expect(queue.status).to.equal(200);
    expect(queue.body.results.map((d: { id: number }) => d.id)).to.deep.equal([first.body.id, second.body.id]);
    expect(queue.body.results[0].user).to.deep.include({ id: user.id, email: user.email });

    const noReason = await admin.post(`/api/admin/documents/${first.body.id}/reject`, { reason: ' ' });
    expect(noReason.status).to.equal(422);
    const rejected = await admin.post(`/api/admin/documents/${first.body.id}/reject`, { reason: 'The scan is cut off at the bottom; please include the whole page.' });
    expect(rejected.body).to.deep.include({ status: 'rejected', rejection_reason: 'The scan is cut off at the bottom; please include the whole page.' });
    await services.mailer.idle();
    const mail = mailTo(outboxDir(env), user.email).find((m) => m.subject.includes('needs another look'));
    expect(mail?.text).to.include('The scan is cut off at the bottom');

    const mine = (await student.get('/api/account/documents')).body.results.find((d: { id: number }) => d.id === first.body.id);
    expect(mine).to.deep.include({ status: 'rejected', rejection_reason: 'The scan is cut off at the bottom; please include the whole page.' });

    const replaced = await student.upload(`/api/account/documents/${first.body.id}/versions`, pdf(), 'transcript-full.pdf');
    expect(replaced.status).to.equal(201);
    expect(replaced.body).to.deep.include({ status: 'pending', rejection_reason: null });
    expect(replaced.body.versions.map((v: { version: number }) => v.version)).to.deep.equal([2, 1]);
    expect(replaced.body.current.original_name).to.equal('transcript-full.pdf');
    const v1 = await readBytes(student.get(`/api/account/documents/${first.body.id}/download?version=1`));
    expect(v1.status).to.equal(200);

    const approved = await admin.post(`/api/admin/documents/${first.body.id}/approve`);
    expect(approved.body.status).to.equal('approved');
    expect(approved.body.reviewed_by).to.be.a('string');
    expect((await student.delete(`/api/account/documents/${first.body.id}`)).status).to.equal(422);
    expect((await student.upload(`/api/account/documents/${first.body.id}/versions`, pdf(), 'again.pdf')).status).to.equal(422);
    expect((await admin.get('/api/admin/dashboard')).body.pending_documents).to.be.a('number');
  });

  it('logs every staff download and preview (not the owner’s own) and shows the log to the student', async () => {
    const { client: student, user } = await signedInClient();
    const { client: admin, user: staff } = await signedInClient('admin');
    const up = await student.upload('/api/account/documents', png(), 'passport.png', { kind: 'passport' });
    await readBytes(student.get(`/api/account/documents/${up.body.id}/download`));
    const preview = await readBytes(admin.get(`/api/admin/documents/${up.body.id}/preview`));
    expect(preview.status).to.equal(200);
    expect(preview.headers['content-disposition']).to.match(/^inline/);
    expect(preview.headers['content-security-policy']).to.match(/^sandbox/);
    expect((await readBytes(admin.get(`/api/admin/documents/${up.body.id}/download`))).status).to.equal(200);
    const log = (await student.get('/api/account/documents')).body.access_log;
    expect(log).to.have.length(2);
    expect(log.map((e: { action: string }) => e.action).sort()).to.deep.equal(['download', 'preview']);
    expect(log[0]).to.deep.include({ document_id: up.body.id, by: `${staff.firstname} ${staff.lastname}`, version: 1, original_name: 'passport.png' });
    expect((await admin.get(`/api/admin/users/${user.id}/documents`)).body.results[0].id).to.equal(up.body.id);
    expect((await (await signedInClient()).client.get(`/api/admin/documents/${up.body.id}/preview`)).status).to.equal(403);
  });

  it('a student deletes a document that is not approved: its rows and files are gone', async () => {
    const { client: c } = await signedInClient();
    const up = await c.upload('/api/account/documents', pdf(), 'cv.pdf', { kind: 'cv' });
    await c.upload(`/api/account/documents/${up.body.id}/versions`, pdf(), 'cv-2.pdf');
    const before = await counts();
    expect((await c.delete(`/api/account/documents/${up.body.id}`)).status).to.equal(204);
    const after = await counts();
    expect(after).to.deep.equal({ documents: before.documents - 1, versions: before.versions - 2, files: before.files - 2 });
  });

  it('deleting a user deletes their stored files too', async () => {
    const { client: student, user } = await signedInClient();
    const { client: admin } = await signedInClient('admin');
    await student.upload('/api/account/documents', pdf(), 'a.pdf', { kind: 'cv' });
    await student.upload('/api/account/documents', png(), 'b.png', { kind: 'passport' });
    const before = await counts();
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).to.equal(204);
    const after = await counts();
    expect(after.files).to.equal(before.files - 2);
    expect(after.documents).to.equal(before.documents - 2);
  });

  it('cutting the connection halfway through a 5 MB upload, 20 times, leaves no file and no row', async function () {
    this.timeout(60_000);
    const { app } = await testApp();
    const { client: c, token } = await signedInClient();
    await c.prime();
    const xsrf = c.cookie('XSRF-TOKEN')!;
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const port = (server.address() as AddressInfo).port;
    const before = await counts();
    const boundary = '----cutmidway';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\npassport\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const body = pdf(5 * 1024 * 1024);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    try {
      for (let i = 0; i < 20; i++) {
        await new Promise<void>((resolve) => {
          const req = http.request({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/account/documents',
            headers: {
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'Content-Length': head.length + body.length + tail.length,
              Authorization: `Bearer ${token}`,
              Cookie: `XSRF-TOKEN=${xsrf}`,
              'X-XSRF-TOKEN': xsrf,
            },
          });
          req.on('error', () => resolve());
          req.on('close', () => resolve());
          req.write(head);
          req.write(body.subarray(0, Math.floor(body.length / 2)), () => setTimeout(() => req.destroy(), 20));
        });
      }
      // Give the server a moment to notice each reset and clean up.
      for (let i = 0; i < 50; i++) {
        const now = await counts();
        if (now.files === before.files) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await counts()).to.deep.equal(before);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('API: the documents checks run in order', () => {
  it('uploads land in the private area under random names, never in a static directory', async () => {
    const { env } = await testApp();
    const { client: c } = await signedInClient();
    const res = await c.upload('/api/account/documents', pdf(), 'Passport.pdf', { kind: 'passport' });
    expect(res.status).to.equal(201);
    const stored = filesUnder(path.join(env.uploadsDir, 'private'));
    // Every private file has a random name in its area (documents; invoices' PDFs from other tests too).
    expect(stored.every((f) => /\/private\/[a-z-]+\/[0-9a-f]{2}\/[0-9a-f]{40}$/.test(f))).to.equal(true);
    expect(stored.some((f) => /\/private\/documents\//.test(f))).to.equal(true);
    expect(filesUnder(path.join(env.uploadsDir, 'tmp'))).to.have.length(0);
    const direct = await c.get(`/uploads/private/${path.relative(path.join(env.uploadsDir, 'private'), stored.find((f) => /\/private\/documents\//.test(f))!)}`);
    expect(direct.status).to.equal(404);
  });
});

describe('API: stray upload files', () => {
  const twoHours = 2 * 60 * 60 * 1000;
  const hex = () => randomBytes(20).toString('hex');
  /** Sets a file's times `ageMs` back (creating it first with a few bytes when it is not there). */
  const aged = (full: string, ageMs: number) => {
    fs.mkdirSync(path.dirname(full), { recursive: true });
    if (!fs.existsSync(full)) fs.writeFileSync(full, 'bytes');
    const when = new Date(Date.now() - ageMs);
    fs.utimesSync(full, when, when);
    return full;
  };
  /** Where the disk keeps a stored file, and the mark of its key while pending. */
  const stored = (env: { uploadsDir: string }, key: string) => path.join(env.uploadsDir, 'private', key);
  const markOf = (env: { uploadsDir: string }, key: string) => {
    const [area, , name] = key.split('/');
    return path.join(env.uploadsDir, 'tmp', `${area}.${name}.key`);
  };
  /** A finished upload moved into place for `area`, as an upload does before its row is written. */
  async function committed(area: string): Promise<string> {
    const { services } = await testApp();
    const temp = services.storage.tempPath();
    fs.writeFileSync(temp, pdf());
    return services.storage.commit(temp, area);
  }
  const keyOf = async (documentId: number) => {
    const { db } = await testApp();
    return ((await db('document_versions').where({ document_id: documentId }).orderBy('version', 'desc').first('storage_key')) as { storage_key: string }).storage_key;
  };

  it('the sweep removes old temporary uploads; old stored files no mark speaks for wait for the walk of every file', async () => {
    const { services, env } = await testApp();
    const { client: c } = await signedInClient();
    const uploaded = await c.upload('/api/account/documents', pdf(), 'kept.pdf', { kind: 'other' });
    expect(uploaded.status).to.equal(201);
    const kept = aged(stored(env, await keyOf(uploaded.body.id)), twoHours);
    const privateDir = path.join(env.uploadsDir, 'private');
    const oldStray = aged(path.join(privateDir, 'documents', 'ab', `ab${hex().slice(2)}`), twoHours);
    const oldInvoiceStray = aged(path.join(privateDir, 'invoices', 'ef', `ef${hex().slice(2)}`), twoHours);
    const youngStray = aged(path.join(privateDir, 'documents', 'cd', `cd${hex().slice(2)}`), 60_000);
    const oldTemp = aged(path.join(env.uploadsDir, 'tmp', `${hex()}.part`), twoHours);
    const youngTemp = aged(path.join(env.uploadsDir, 'tmp', `${hex()}.part`), 60_000);

    // At start and every hour: the temporary area only. A file in the private area without a mark is not looked at.
    const swept = await services.strayFiles.sweepStrayFiles();
    expect(swept.temp).to.be.at.least(1);
    expect(fs.existsSync(oldTemp), 'an old temporary upload').to.equal(false);
    expect(fs.existsSync(youngTemp), 'a young temporary upload').to.equal(true);
    expect(fs.existsSync(oldStray), 'an old file without a row, but without a mark').to.equal(true);
    expect(fs.existsSync(oldInvoiceStray), 'an old invoice file without a row, but without a mark').to.equal(true);

    // On demand (a storage from before the marks, or copied by hand): every stored file of every area.
    const walked = await services.strayFiles.sweepStrayFiles({ full: true });
    expect(walked.stored).to.be.at.least(2);
    expect(fs.existsSync(oldStray), 'an old file without a row').to.equal(false);
    expect(fs.existsSync(oldInvoiceStray), 'an old invoice file without a row').to.equal(false);
    expect(fs.existsSync(kept), 'a file a version refers to').to.equal(true);
    expect(fs.existsSync(youngStray), 'a young file (an upload may still commit it)').to.equal(true);
    fs.rmSync(youngStray);
    fs.rmSync(youngTemp);
    expect((await c.get(`/api/account/documents/${uploaded.body.id}/download`)).status).to.equal(200);
  });

  it('a process that died after moving the file and before its row: the sweep removes the file and its mark, after the hour', async () => {
    const { services, env } = await testApp();
    const key = await committed('documents');
    expect(fs.existsSync(stored(env, key)), 'the file in place').to.equal(true);
    expect(fs.existsSync(markOf(env, key)), 'its key pending').to.equal(true);

    // Within the hour the upload may still commit it: nothing happens.
    await services.strayFiles.sweepStrayFiles();
    expect(fs.existsSync(stored(env, key))).to.equal(true);
    expect(fs.existsSync(markOf(env, key))).to.equal(true);

    aged(stored(env, key), twoHours);
    aged(markOf(env, key), twoHours);
    const swept = await services.strayFiles.sweepStrayFiles();
    expect(swept.stored).to.be.at.least(1);
    expect(fs.existsSync(stored(env, key)), 'the file no version names').to.equal(false);
    expect(fs.existsSync(markOf(env, key)), 'its mark').to.equal(false);
  });

  it('a process that died after the mark and before the move: the sweep drops the mark', async () => {
    const { services, env } = await testApp();
    const key = `documents/12/12${hex().slice(2)}`;
    await services.storage.mark([key]);
    aged(markOf(env, key), twoHours);
    await services.strayFiles.sweepStrayFiles();
    expect(fs.existsSync(markOf(env, key))).to.equal(false);
    expect(fs.existsSync(stored(env, key))).to.equal(false);
  });

  it('a process that died after the commit and before settling: the sweep keeps the file and drops the mark', async () => {
    const { services, env } = await testApp();
    const { client: c } = await signedInClient();
    const uploaded = await c.upload('/api/account/documents', pdf(), 'committed.pdf', { kind: 'other' });
    expect(uploaded.status).to.equal(201);
    const key = await keyOf(uploaded.body.id);
    // The mark as the upload left it before settling.
    await services.storage.mark([key]);
    aged(stored(env, key), twoHours);
    aged(markOf(env, key), twoHours);
    await services.strayFiles.sweepStrayFiles();
    expect(fs.existsSync(stored(env, key)), 'the file its version names').to.equal(true);
    expect(fs.existsSync(markOf(env, key)), 'its mark').to.equal(false);
    expect((await c.get(`/api/account/documents/${uploaded.body.id}/download`)).status).to.equal(200);
  });

  it('an upload, a new version and a deletion through the API leave no mark; refused uploads leave no file and no mark', async () => {
    const { env } = await testApp();
    const tmp = path.join(env.uploadsDir, 'tmp');
    const { client: c } = await signedInClient();
    const uploaded = await c.upload('/api/account/documents', pdf(), 'first.pdf', { kind: 'other' });
    expect(uploaded.status).to.equal(201);
    const first = await keyOf(uploaded.body.id);
    expect(fs.existsSync(stored(env, first))).to.equal(true);
    expect(fs.existsSync(markOf(env, first)), 'the upload’s mark').to.equal(false);
    const replaced = await c.upload(`/api/account/documents/${uploaded.body.id}/versions`, png(), 'second.png');
    expect(replaced.status).to.equal(201);
    const second = await keyOf(uploaded.body.id);
    expect(second).to.not.equal(first);
    expect(fs.existsSync(markOf(env, second)), 'the new version’s mark').to.equal(false);
    expect((await c.delete(`/api/account/documents/${uploaded.body.id}`)).status).to.equal(204);
    for (const key of [first, second]) {
      expect(fs.existsSync(stored(env, key)), 'a deleted version’s file').to.equal(false);
      expect(fs.existsSync(markOf(env, key)), 'a deleted version’s mark').to.equal(false);
    }

    const before = filesUnder(env.uploadsDir);
    expect((await c.upload('/api/account/documents', windowsExe(), 'passport.pdf', { kind: 'passport' })).status).to.equal(422);
    expect((await c.upload('/api/account/documents', pdf(11 * 1024 * 1024), 'big.pdf', { kind: 'other' })).status).to.equal(413);
    expect(filesUnder(env.uploadsDir)).to.deep.equal(before);
    expect(filesUnder(tmp).filter((f) => f.endsWith('.key') && !before.includes(f))).to.deep.equal([]);
  });

  it('an upload whose transaction fails after the move removes its file and its mark', async () => {
    const { services, env, db } = await testApp();
    const { user } = await signedInClient();
    const failing = { ...services.repos.documents, insertVersion: () => Promise.reject(new Error('the row could not be written')) };
    const deps = { db, env, storage: services.storage, mailer: services.mailer, ...services.repos, documents: failing, unsettled: { keys: new Set<string>() } };
    const temp = services.storage.tempPath();
    const bytes = pdf();
    fs.writeFileSync(temp, bytes);
    const file: ReceivedFile = { path: temp, size: bytes.length, sha256: sha256(bytes), originalname: 'failed.pdf' };
    const privateBefore = filesUnder(path.join(env.uploadsDir, 'private'));
    const tmpBefore = filesUnder(path.join(env.uploadsDir, 'tmp')).filter((f) => f !== temp);
    let failed: unknown = null;
    await documentsService.upload(deps, user, { kind: 'other' }, file).catch((error: unknown) => (failed = error));
    expect(String(failed)).to.match(/could not be written/);
    expect(deps.unsettled.keys.size, 'a key waiting for the database').to.be.at.most(1);
    // The failed file goes once the database says no version names it (asked at once, the database being up).
    for (let wait = 0; wait < 50 && filesUnder(path.join(env.uploadsDir, 'private')).length !== privateBefore.length; wait++) await new Promise((r) => setTimeout(r, 100));
    for (let wait = 0; wait < 50 && deps.unsettled.keys.size; wait++) await new Promise((r) => setTimeout(r, 100));
    expect(filesUnder(path.join(env.uploadsDir, 'private'))).to.deep.equal(privateBefore);
    expect(filesUnder(path.join(env.uploadsDir, 'tmp'))).to.deep.equal(tmpBefore);
  });

  it('a process that died after a deletion committed and before the files went: the sweep removes them and their marks', async () => {
    const { services, env, db } = await testApp();
    const { client: c, user } = await signedInClient();
    const a = await c.upload('/api/account/documents', pdf(), 'a.pdf', { kind: 'cv' });
    const b = await c.upload('/api/account/documents', png(), 'b.png', { kind: 'passport' });
    const keys = [await keyOf(a.body.id), await keyOf(b.body.id)];
    // The rows go (as account deletion, erasure and retention delete them), and the files are never removed.
    const erased = await db.transaction((trx) => services.documents.eraseRowsOfUser(user.id, trx));
    expect([...erased].sort()).to.deep.equal([...keys].sort());
    for (const key of keys) {
      expect(fs.existsSync(stored(env, key))).to.equal(true);
      expect(fs.existsSync(markOf(env, key)), 'pending from before the commit').to.equal(true);
      aged(stored(env, key), twoHours);
      aged(markOf(env, key), twoHours);
    }
    await services.strayFiles.sweepStrayFiles();
    for (const key of keys) {
      expect(fs.existsSync(stored(env, key)), 'the file of a deleted row').to.equal(false);
      expect(fs.existsSync(markOf(env, key)), 'its mark').to.equal(false);
    }
  });

  it('a deletion that rolled back leaves its files to their rows: the sweep keeps them and drops the marks', async () => {
    const { services, env, db } = await testApp();
    const { client: c, user } = await signedInClient();
    const up = await c.upload('/api/account/documents', pdf(), 'kept.pdf', { kind: 'cv' });
    const key = await keyOf(up.body.id);
    const rolledBack = await db
      .transaction(async (trx) => {
        await services.documents.eraseRowsOfUser(user.id, trx);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => String(error));
    expect(rolledBack).to.match(/rolled back/);
    expect(fs.existsSync(markOf(env, key))).to.equal(true);
    aged(markOf(env, key), twoHours);
    await services.strayFiles.sweepStrayFiles();
    expect(fs.existsSync(stored(env, key))).to.equal(true);
    expect(fs.existsSync(markOf(env, key))).to.equal(false);
    expect((await c.get(`/api/account/documents/${up.body.id}/download`)).status).to.equal(200);
  });
});
