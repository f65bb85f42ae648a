// The names of the stored files inside the data export: as uploaded when unique, otherwise unique and still telling.
import { expect } from 'chai';
import { exportFileNames } from '../../server/features/privacy/privacy.service';

describe('privacy: file names in the export', () => {
  it('keeps the name as uploaded when the student has one file of that name', () => {
    expect(exportFileNames([{ documentId: 3, kind: 'cv', version: 1, originalName: 'my cv.pdf' }])).to.deep.equal(['documents/my cv.pdf']);
  });

  it('names files that share a name (in any case) by kind, document and version; every name is unique', () => {
    const names = exportFileNames([
      { documentId: 3, kind: 'passport', version: 1, originalName: 'scan.pdf' },
      { documentId: 3, kind: 'passport', version: 2, originalName: 'scan.pdf' },
      { documentId: 9, kind: 'transcript', version: 1, originalName: 'SCAN.pdf' },
      { documentId: 4, kind: 'cv', version: 1, originalName: 'scan (passport 3, version 1).pdf' },
      { documentId: 5, kind: 'other', version: 1, originalName: 'README' },
    ]);
    expect(names.slice(0, 3)).to.deep.equal(['documents/scan (passport 3, version 1).pdf', 'documents/scan (passport 3, version 2).pdf', 'documents/SCAN (transcript 9, version 1).pdf']);
    expect(names[4]).to.equal('documents/README');
    expect(new Set(names.map((n) => n.toLowerCase())).size).to.equal(names.length);
  });

  it('never lets a name leave documents/ or carry control characters', () => {
    const [name] = exportFileNames([{ documentId: 1, kind: 'cv', version: 1, originalName: '../../etc/pass\u0000wd' }]);
    expect(name).to.equal('documents/.._.._etc_pass_wd');
    expect(exportFileNames([{ documentId: 1, kind: 'cv', version: 1, originalName: '  ' }])).to.deep.equal(['documents/document']);
  });
});
