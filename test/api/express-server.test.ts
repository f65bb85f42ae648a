import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import express from 'express';
import { createExpressServer } from '../../server/http/express-server';
import { testApp } from '../helpers/app';

async function get(server: ReturnType<typeof createExpressServer>, path: string): Promise<Response> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await fetch(`http://127.0.0.1:${port}${path}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the HTTP server', () => {
  it('makes requests and responses with the app’s own prototypes, so Express has none to change', async () => {
    const app = express();
    app.get('/probe', (req, res) => {
      res.json({ path: req.path, accepts: req.accepts('json') });
    });
    let before: boolean[] = [];
    const server = createExpressServer(app, (req, res) => {
      before = [Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response];
      app(req, res);
    });
    const res = await get(server, '/probe');
    expect(before).to.deep.equal([true, true]);
    expect(res.status).to.equal(200);
    // Express's request and response methods work on them as on Node's own.
    expect(await res.json()).to.deep.equal({ path: '/probe', accepts: 'json' });
  });

  it('(the bet behind it) Express still gives each plain Node request and response the app’s prototypes', async () => {
    // If an upgrade of Express stops doing this, createExpressServer saves nothing: remove it (decision 0018).
    const app = express();
    let seen: boolean[] = [];
    app.get('/probe', (req, res) => {
      seen = [Object.getPrototypeOf(req) === app.request, Object.getPrototypeOf(res) === app.response];
      res.end();
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/probe`);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).to.deep.equal([true, true]);
  });

  it('serves the site: a page rendered, a page from the cache, an API answer', async () => {
    const site = await testApp();
    for (const path of ['/about', '/about', '/api/blog']) {
      const res = await get(createExpressServer(site.app, site.handler), path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-security-policy'), path).to.include("script-src 'self'");
    }
  });
});
