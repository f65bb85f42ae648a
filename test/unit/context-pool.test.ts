// The bet behind the server render's pool of router contexts (createContextPool in server/ssr/handler.tsx, decision
// 0018): it pays only while React Router's production build, the one the server bundles, keeps each provider's values
// through a private field lowered to a module-level WeakMap. If an upgrade changes that (a native private field, or
// values kept on the provider), this fails: measure the signed-in pages again without the pool, and drop it if it no
// longer pays.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';

const PRODUCTION = path.resolve('node_modules/react-router/dist/production');

/** The module of the production build that `index.mjs` (what the server bundles) takes RouterContextProvider from. */
function providerSource(): string {
  const index = fs.readFileSync(path.join(PRODUCTION, 'index.mjs'), 'utf8');
  const imported = [...index.matchAll(/from "\.\/([\w.-]+\.mjs)"/g)].map((m) => fs.readFileSync(path.join(PRODUCTION, m[1]!), 'utf8'));
  const defining = imported.filter((text) => text.includes('var RouterContextProvider = class'));
  expect(defining, 'one module imported by index.mjs defines RouterContextProvider').to.have.length(1);
  return defining[0]!;
}

describe('the bet behind the router context pool', () => {
  it('React Router keeps a provider’s values in a Map reached through a module-level WeakMap keyed by the provider', () => {
    const source = providerSource();
    const klass = source.slice(source.indexOf('var RouterContextProvider = class'));
    const field = /constructor\(init\) \{\s*__privateAdd\(this, (_\w+), (?:\/\* @__PURE__ \*\/ )?new Map\(\)\);/.exec(klass);
    expect(field, 'the constructor adds a lowered private Map').to.not.equal(null);
    const name = field![1]!;
    expect(source).to.match(new RegExp(`\\n${name} = new WeakMap\\(\\);`), 'the private field is a module-level WeakMap');
    expect(klass).to.match(new RegExp(`set\\(context, value\\) \\{\\s*__privateGet\\(this, ${name}\\)\\.set\\(context, value\\);`), 'set() writes into that Map');
  });
});
