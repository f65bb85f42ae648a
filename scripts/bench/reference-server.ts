// R, the limit: a plain Node `http` server that answers every request with the saved bytes of the site's `/`
// (same status and content type), from one Buffer. Started by scripts/bench.ts, pinned like the site.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BENCH_BODY_FILE!);
const status = Number(process.env.BENCH_STATUS ?? 200);
const contentType = process.env.BENCH_CONTENT_TYPE ?? 'text/html; charset=utf-8';
const port = Number(process.env.BENCH_PORT);

const server = http.createServer((_req, res) => {
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': body.length });
  res.end(body);
});
server.listen(port, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
