// One connection per instance that LISTENs for the channels the caches follow (the content version, people's data),
// reconnecting with back-off when it drops. NOTIFY is delivered on commit, so a notification always follows the
// change it announces.
import pg from 'pg';
import { DB_LIMITS, type Db } from '../db/knex';

const RETRY_MS = [250, 1000, 2000, 5000, 10_000];

export interface ChannelHandlers {
  /** A notification on the channel (its payload). */
  notify(payload: string | undefined): void;
  /** The connection is listening again (first time included): whatever changed while it was away is unknown. */
  up?(): void;
  /** The connection dropped: notifications may be missed until `up`. */
  down?(): void;
}

export interface PgListener {
  /** The listening connection while it is up (for small reads that must not wait on a busy pool), else null. */
  client(): pg.Client | null;
  /** Follows `channel` from now on (on every connection to come, and the current one); a channel may have several. */
  listen(channel: string, handlers: ChannelHandlers): void;
  close(): Promise<void>;
}

export function createPgListener(db: Db): PgListener {
  const connection = db.client.config.connection as pg.ClientConfig;
  const channels = new Map<string, ChannelHandlers[]>();
  const each = (f: (handlers: ChannelHandlers) => void) => {
    for (const list of channels.values()) list.forEach(f);
  };
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const listenOn = (client: pg.Client, channel: string) => client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);

  async function connect(): Promise<void> {
    if (closed) return;
    // Its reads give up after a while like the pool's statements (listening itself is no query).
    const client = new pg.Client({ ...connection, query_timeout: DB_LIMITS.statementMs });
    client.on('error', () => undefined); // an established connection then ends
    client.on('notification', (message) => channels.get(message.channel)?.forEach((handlers) => handlers.notify(message.payload)));
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      each((handlers) => handlers.down?.());
      if (!closed) retry();
    });
    try {
      await client.connect();
      for (const channel of channels.keys()) await listenOn(client, channel);
      if (closed) {
        await client.end();
        return;
      }
      listener = client;
      attempt = 0;
      each((handlers) => handlers.up?.());
    } catch {
      await client.end().catch(() => undefined);
      if (!closed) retry();
    }
  }

  function retry(): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void connect(), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    retryTimer.unref();
  }

  void connect();

  return {
    client: () => listener,
    listen(channel, handlers) {
      const list = channels.get(channel);
      if (list) list.push(handlers);
      else channels.set(channel, [handlers]);
      const own = listener;
      if (!own) return;
      // Listening from the moment the LISTEN is in; until then the channel counts as away.
      handlers.down?.();
      listenOn(own, channel).then(
        () => handlers.up?.(),
        () => undefined, // the connection is dropping: `up` follows the reconnection
      );
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
    },
  };
}
