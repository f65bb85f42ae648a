import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ART_DIR, drawDemoArt } from '../../scripts/demo-art';

/** Every string in a JSON value that names an SVG file. */
function svgNames(value: unknown): string[] {
  if (typeof value === 'string') return value.endsWith('.svg') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(svgNames);
  return [];
}

describe('the demo artwork', () => {
  const drawn = drawDemoArt();

  it('demo/art holds exactly what the generator draws now (npm run demo:art)', () => {
    const files = fs.readdirSync(ART_DIR).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).to.deep.equal([...drawn.keys()].sort());
    for (const [file, svg] of drawn) expect(fs.readFileSync(path.join(ART_DIR, file), 'utf8') === svg, file).to.equal(true);
  });

  it('every picture the demo content names is drawn', () => {
    for (const file of ['content.json', 'countries.json']) {
      const names = svgNames(JSON.parse(fs.readFileSync(path.resolve('demo', file), 'utf8')));
      expect(names.length, file).to.be.above(0);
      for (const name of names) expect(drawn.has(name), `${file}: ${name}`).to.equal(true);
    }
  });
});
