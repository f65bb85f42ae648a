// Talking to a site started as a process: a signed-in caller (cookies and the XSRF header, as a browser) and an upload
// whose body is sent in two halves, so that a test can do something while it is in flight.
import http from 'node:http';
import { Caller, sleep } from '../../scripts/load/client';

export { Caller, sleep };

/** A caller signed in through POST /api/login. */
export async function signedIn(base: string, email: string, password: string): Promise<Caller> {
  const caller = new Caller(base);
  await caller.prime();
  const res = await caller.request('POST', '/api/login', { json: { email, password, remember: false } });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.body.toString('utf8')}`);
  return caller;
}

export interface SlowUpload {
  /** Resolves once the first half of the body has reached the server's socket. */
  started: Promise<void>;
  /** Sends the rest of the body. */
  finish(): void;
  response: Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>;
}

/** A multipart upload of `file` in the field `file`, as the documents page sends it, held at its middle. */
export function slowUpload(caller: Caller, path: string, file: Buffer, filename: string, fields: Record<string, string>): SlowUpload {
  const boundary = `----test${Date.now()}`;
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const head = Buffer.from(`${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const body = Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const half = Math.floor(body.length / 2);
  const url = new URL(path, caller.base);
  const cookie = ['token', 'XSRF-TOKEN'].flatMap((name) => (caller.cookie(name) ? [`${name}=${caller.cookie(name)}`] : [])).join('; ');
  const req = http.request(url, {
    method: 'POST',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.length),
      Accept: 'application/json',
      Cookie: cookie,
      'X-XSRF-TOKEN': decodeURIComponent(caller.cookie('XSRF-TOKEN') ?? ''),
    },
  });
  const response = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  const started = new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return { started, finish: () => req.end(body.subarray(half)), response };
}
