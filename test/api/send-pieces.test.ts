import { expect } from 'chai';
import express from 'express';
import request from 'supertest';
import { piecesBuffer, piecesLength, sendPieces } from '../../server/http/send-pieces';

describe('a body sent in pieces', () => {
  const pieces = ['<p>Zürich – ', Buffer.from('kept “part” 日本'), '', ' and the rest</p>'];
  const whole = Buffer.from('<p>Zürich – kept “part” 日本 and the rest</p>');
  const app = express();
  app.all('/page', (req, res) => {
    res.status(200).setHeader('Content-Type', 'text/html; charset=utf-8');
    sendPieces(req, res, pieces);
  });

  it('is the pieces’ UTF-8 bytes in order, with their exact Content-Length', async () => {
    expect(piecesLength(pieces)).to.equal(whole.length);
    expect(piecesBuffer(pieces).equals(whole)).to.equal(true);
    const res = await request(app).get('/page').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).to.equal(200);
    expect(res.headers['content-length']).to.equal(String(whole.length));
    expect(res.headers['transfer-encoding']).to.equal(undefined);
    expect((res.body as Buffer).equals(whole)).to.equal(true);
  });

  it('answers HEAD with the same length and no body', async () => {
    const res = await request(app).head('/page');
    expect(res.status).to.equal(200);
    expect(res.headers['content-length']).to.equal(String(whole.length));
    expect(res.text ?? '').to.equal('');
  });

  it('hands a single Buffer back as it is', () => {
    const one = Buffer.from('x');
    expect(piecesBuffer([one])).to.equal(one);
  });
});
