import { expect } from 'chai';
import { fieldChanges, fieldLabel } from '../../shared/revisions';

describe('revisions: field-by-field changes', () => {
  it('lists only the fields that differ: text as text, other values as values, missing text as empty', () => {
    const before = { title: 'Old', body: '<p>Same</p>', visible: true, header_image_id: 3, required_documents: [{ kind: 'passport', note: '' }], excerpt: null };
    const after = { title: 'New', body: '<p>Same</p>', visible: false, header_image_id: 3, required_documents: [], excerpt: 'Short' };
    expect(fieldChanges(before, after)).to.deep.equal([
      { field: 'title', kind: 'text', before: 'Old', after: 'New' },
      { field: 'visible', kind: 'value', before: true, after: false },
      { field: 'required_documents', kind: 'value', before: [{ kind: 'passport', note: '' }], after: [] },
      { field: 'excerpt', kind: 'text', before: '', after: 'Short' },
    ]);
    expect(fieldChanges(after, after)).to.deep.equal([]);
    expect(fieldChanges({ seo_title: null }, {})).to.deep.equal([]);
  });

  it('names fields for people', () => {
    expect(fieldLabel('published_at')).to.equal('Published at');
    expect(fieldLabel('header_image_id')).to.equal('Header image');
  });
});
