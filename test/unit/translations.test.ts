// Where a translation stands and when a record counts as translated (shared/translations.ts, decision 0045).
import { expect } from 'chai';
import { isComplete, translationStatus } from '../../shared/translations';

const fields = { name: 'text', summary: 'text', body: 'html' } as const;
const source = { name: 'Canada', summary: 'Co-op programmes.', body: '' };

describe('translations', () => {
  it('a record is translated when every field with source text has a text; an empty source field needs none', () => {
    expect(isComplete(source, undefined, fields)).to.equal(false);
    expect(isComplete(source, { name: 'Canadá' }, fields)).to.equal(false);
    expect(isComplete(source, { name: 'Canadá', summary: '  ' }, fields)).to.equal(false);
    expect(isComplete(source, { name: 'Canadá', summary: 'Programas co-op.' }, fields)).to.equal(true);
    expect(isComplete({ ...source, body: '<p>x</p>' }, { name: 'Canadá', summary: 'Programas co-op.' }, fields)).to.equal(false);
  });

  it('missing, then current, then needs_update once the source changed after the translation was saved', () => {
    const entry = { name: 'Canadá', summary: 'Programas co-op.', updated_at: '2026-11-01T10:00:00.000Z' };
    expect(translationStatus(source, undefined, fields, '2026-11-01T09:00:00.000Z')).to.equal('missing');
    expect(translationStatus(source, { name: 'Canadá' }, fields, '2026-11-01T09:00:00.000Z')).to.equal('missing');
    expect(translationStatus(source, entry, fields, '2026-11-01T09:00:00.000Z')).to.equal('current');
    // Saved with the source (the same instant): current.
    expect(translationStatus(source, entry, fields, new Date('2026-11-01T10:00:00.000Z'))).to.equal('current');
    expect(translationStatus(source, entry, fields, '2026-11-02T09:00:00.000Z')).to.equal('needs_update');
    // A record from before source times were kept: nothing to compare with.
    expect(translationStatus(source, entry, fields, null)).to.equal('current');
  });
});
