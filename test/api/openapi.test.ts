// GET /api/openapi.json (decision 0041): open to everyone, a valid OpenAPI 3.1 document (checked by a validator of
// the specification's own schema), with every row of the API table under its full path, its guard and how a caller
// proves who they are.
import { Validator } from '@seriousme/openapi-schema-validator';
import { expect } from 'chai';
import { apiTable } from '../../server/api';
import { client } from '../helpers/app';

interface Operation {
  operationId: string;
  'x-guard': string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

describe('API: its OpenAPI document', () => {
  let document: { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

  before(async () => {
    const res = await (await client()).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).to.match(/^application\/json/);
    document = res.body as typeof document;
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)?.slice(0, 2000)).to.deep.equal([]);
    expect(result.valid).to.equal(true);
    expect(validator.version).to.equal('3.1');
    expect(document.openapi).to.equal('3.1.0');
  });

  it('lists every route of server/api.ts under /api/…, with its guard, and nothing else', () => {
    const routes = apiTable();
    const listed = Object.entries(document.paths).flatMap(([p, methods]) => Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${p} ${op.operationId} ${op['x-guard']}`));
    const expected = routes.map((r) => `${r.method.toUpperCase()} /api${r.path.replace(/:(\w+)/g, '{$1}')} ${r.name} ${r.guard}`);
    expect(listed.sort()).to.deep.equal(expected.sort());
  });

  it('says how each caller proves who they are: a session for guarded calls, the XSRF header for every write', () => {
    for (const route of apiTable()) {
      const op = document.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`]![route.method]!;
      const schemes = (op.security ?? []).map((requirement) => Object.keys(requirement).sort().join('+')).sort();
      const write = route.method !== 'get';
      const signedIn = !['open', 'guest'].includes(route.guard);
      const expected = signedIn ? [`bearerToken${write ? '+xsrfHeader' : ''}`, `${write ? 'tokenCookie+xsrfHeader' : 'tokenCookie'}`] : write ? ['xsrfHeader'] : [];
      expect(schemes, `${route.method} ${route.path}`).to.deep.equal(expected.sort());
    }
  });

  it('answers refusals with the shared error shape, and names a component for every JSON answer', () => {
    for (const [p, methods] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.responses['4XX']?.content?.['application/json']?.schema?.$ref, `${method} ${p}`).to.equal('#/components/schemas/Error');
        for (const [status, response] of Object.entries(op.responses)) {
          const ref = response.content?.['application/json']?.schema?.$ref;
          if (ref) expect(document.components.schemas, `${method} ${p} ${status}`).to.have.property(ref.split('/').pop()!);
        }
      }
    }
  });
});
