// Reading the mail the site sent: the file outbox, or a real SMTP server on loopback (smtp-server), parsed with a
// few lines of MIME (mailparser does not install here).
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A calendar invitation's text (the text/calendar part), when the mail carries one. */
  calendar: string;
  /** Its METHOD as the part's Content-Type names it ("REQUEST", "CANCEL"). */
  calendarMethod: string;
  /** Files attached (an invoice's PDF): their names, types and bytes. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
  raw: string;
}

function decodeWords(value: string): string {
  // White space between two encoded words is not part of the text (RFC 2047, 6.2).
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function splitHead(part: string): { headers: Record<string, string>; body: string } {
  const index = part.search(/\r?\n\r?\n/);
  const head = index === -1 ? part : part.slice(0, index);
  const body = index === -1 ? '' : part.slice(index).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitHead(raw);
  const out: ParsedMail = { to: decodeWords(headers.to ?? ''), subject: decodeWords(headers.subject ?? ''), text: '', html: '', calendar: '', calendarMethod: '', attachments: [], raw };
  const walk = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const sub = splitHead(piece.replace(/^\r?\n/, ''));
        walk(sub.headers, sub.body);
      }
    } else if (/^attachment/i.test(partHeaders['content-disposition'] ?? '')) {
      const disposition = partHeaders['content-disposition'] ?? '';
      const filename = decodeWords(disposition.match(/filename="?([^";]+)"?/)?.[1] ?? type.match(/name="?([^";]+)"?/)?.[1] ?? '');
      const bytes = (partHeaders['content-transfer-encoding'] ?? '').toLowerCase() === 'base64' ? Buffer.from(partBody.replace(/\s+/g, ''), 'base64') : Buffer.from(partBody, 'binary');
      out.attachments.push({ filename, contentType: type.split(';')[0]!.trim(), content: bytes });
    } else if (type.startsWith('text/plain')) out.text = decodeBody(partHeaders, partBody);
    else if (type.startsWith('text/html')) out.html = decodeBody(partHeaders, partBody);
    else if (type.startsWith('text/calendar')) {
      out.calendar = decodeBody(partHeaders, partBody);
      out.calendarMethod = (type.match(/method=([A-Za-z]+)/)?.[1] ?? '').toUpperCase();
    }
  };
  walk(headers, body);
  return out;
}

export function readOutbox(dir: string): ParsedMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')));
}

export function mailTo(dir: string, to: string): ParsedMail[] {
  return readOutbox(dir).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
}

export function firstLink(mail: ParsedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}

/** An SMTP server on loopback that keeps every message it receives. */
export async function startSmtpServer(): Promise<{ url: string; messages: ParsedMail[]; next(to: string, timeoutMs?: number): Promise<ParsedMail>; stop(): Promise<void> }> {
  const messages: ParsedMail[] = [];
  const handedOut = new Set<ParsedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message to `to` not handed out before. */
    async next(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const found = messages.find((m) => !handedOut.has(m) && m.to.toLowerCase().includes(to.toLowerCase()));
        if (found) {
          handedOut.add(found);
          return found;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
