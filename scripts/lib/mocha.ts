// Runs mocha with a config file; given test files, runs only those (mocha would add them to the config's specs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

interface MochaConfig {
  'node-option'?: string[];
  require?: string[];
  timeout?: number;
  exit?: boolean;
}

export function runMocha(configFile: string, args: string[]): void {
  const files = args.filter((a) => !a.startsWith('-') && fs.existsSync(a));
  const options = args.filter((a) => !files.includes(a));
  let argv: string[];
  if (files.length) {
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as MochaConfig;
    argv = [
      '--no-config',
      ...(config['node-option'] ?? []).map((o) => `--node-option=${o}`),
      ...(config.require ?? []).flatMap((r) => ['--require', r]),
      ...(config.timeout ? ['--timeout', String(config.timeout)] : []),
      ...(config.exit ? ['--exit'] : []),
      ...options,
      ...files,
    ];
  } else {
    argv = ['--config', configFile, ...options];
  }
  const child = spawn(process.execPath, ['node_modules/mocha/bin/mocha.js', ...argv], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
