import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import * as esbuild from 'esbuild';
import { noServerCode } from '../../scripts/build';

describe('the client build', () => {
  it('fails when client code imports server code', async () => {
    const dir = fs.mkdtempSync(path.join(process.cwd(), 'client', '.build-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'leak.ts'), "import { loadEnv } from '../../server/env';\nconsole.log(loadEnv);\n");
      let failure: unknown;
      try {
        await esbuild.build({ entryPoints: [path.join(dir, 'leak.ts')], bundle: true, write: false, platform: 'browser', logLevel: 'silent', plugins: [noServerCode] });
      } catch (error) {
        failure = error;
      }
      expect(String(failure)).to.include('client code imports server code: ../../server/env');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('lets client code import shared code', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-test-'));
    try {
      fs.writeFileSync(path.join(dir, 'ok.ts'), `import { paths } from '${path.join(process.cwd(), 'shared', 'paths')}';\nconsole.log(paths.home());\n`);
      const result = await esbuild.build({ entryPoints: [path.join(dir, 'ok.ts')], bundle: true, write: false, platform: 'browser', logLevel: 'silent', plugins: [noServerCode] });
      expect(result.errors).to.have.length(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
