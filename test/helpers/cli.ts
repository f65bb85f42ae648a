// The operator commands as the image runs them: the built bundle dist/server/cli.js (`npm test` builds first).
import { spawn } from 'node:child_process';

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return runNode(['dist/server/cli.js', ...args], { SEED_DEMO: 'false', ...env });
}

/** Node with `args` (NODE_ENV=test and `env` over this process's environment): its exit code and output. */
export function runNode(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, NODE_ENV: 'test', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
