// `npm start`: build when the build is missing or stale, then run the server bundle.
import { spawn } from 'node:child_process';
import { build, isBuildFresh } from './build';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './lib/server-process';

// On stderr: stdout is the server's log (JSON lines in production).
if (!isBuildFresh()) {
  console.error('build: no build for these sources yet, building…');
  await build({ log: false });
  console.error('build: done');
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
