// The embedded cluster's own failures: a server that cannot start says why, at once, and leaves nothing running.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { freePort, startEmbeddedPostgres } from '../../server/db/embedded';

describe('the embedded PostgreSQL', function () {
  this.timeout(60_000);

  it('that cannot start (its port is taken) rejects with the server’s own reason, and leaves no process or files', async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    const base = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-fail-'));
    try {
      const started = Date.now();
      let failure: Error | undefined;
      await startEmbeddedPostgres({ dir: path.join(base, 'postgres'), port, persistent: false, fast: true }).then(
        (cluster) => cluster.stop(),
        (error: Error) => (failure = error),
      );
      expect(failure?.message).to.match(/did not start/).and.match(/could not (bind|create listen socket)/i);
      expect(Date.now() - started).to.be.below(30_000);
      expect(fs.existsSync(path.join(base, 'postgres', 'postmaster.pid'))).to.equal(false);
    } finally {
      squatter.close();
      fs.rmSync(base, { recursive: true, force: true });
    }
  });
});
