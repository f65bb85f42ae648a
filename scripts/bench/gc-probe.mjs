// Preloaded into the site by the scale bench (scripts/bench/scale.ts starts it with
// `node --expose-gc --import scripts/bench/gc-probe.mjs`), so that the bench can read the server's heap after a full
// collection with nothing in the app for it: on SIGUSR2 it collects twice (what the first frees may let the second
// free more) and writes process.memoryUsage() as JSON to the file BENCH_GC_PROBE_FILE names (through a temporary
// file, so the bench never reads half of one). Without that variable, or without --expose-gc, it does nothing.
/* global process */
import fs from 'node:fs';

const file = process.env.BENCH_GC_PROBE_FILE;
if (file && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', () => {
    globalThis.gc();
    globalThis.gc();
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    fs.renameSync(temporary, file);
  });
}
