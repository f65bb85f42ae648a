// The invoice's PDF (decision 0048), parsed back as an accounts office's software would read it: the number, the
// amount and the student's name in Latin with accents, Arabic (joined, right to left, ligatures included), Chinese,
// Japanese kana, Cyrillic and text typed decomposed. The only normalisation a reader needs is NFC and one space for
// any run of white space (PDF readers add or merge spaces where the text changes font).
import { expect } from 'chai';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import { renderInvoicePdf, uncoveredChars } from '../../server/features/commission/invoice-pdf';

const facts = {
  issuedOn: '14 March 2027',
  dueOn: '13 April 2027',
  agency: { name: 'Meridian Education Services Ltd', address: ['4th Floor, 18 Kingsway', 'London WC2B 6LH', 'United Kingdom', 'hello@meridianstudy.example'] },
  institution: { name: 'University of Northgate', address: ['Finance office: fees@northgate.example'] },
  course: 'MSc Data Science',
  intake: 'September 2027',
  amount: '£1,234.50',
};

const norm = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ');
const textOf = async (pdf: Uint8Array) => norm((await pdfParse(Buffer.from(pdf))).text);

describe('the invoice’s PDF', function () {
  this.timeout(20_000);

  const NAMES = ['Élodie Nguyễn', 'ليلى حداد', '王小明', 'علاء عبد الله', '佐藤さくら', 'Дмитрий Иванов', 'Nguyễn Văn An'.normalize('NFD'), 'Omar (عمر) Al-Farouq'];

  for (const [index, name] of NAMES.entries()) {
    it(`holds the number, the amount and “${name.normalize('NFC')}” as text a reader gets back`, async () => {
      const number = `INV-2027-${String(42 + index).padStart(4, '0')}`;
      const missing: string[] = [];
      const pdf = await renderInvoicePdf({ ...facts, number, student: { name } }, { onMissingGlyphs: (chars) => missing.push(...chars) });
      expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).to.equal('%PDF-');
      const text = await textOf(pdf);
      expect(text).to.include(number);
      expect(text).to.include(facts.amount);
      expect(text).to.include(norm(name));
      expect(text).to.include('University of Northgate');
      expect(missing).to.deep.equal([]);
    });
  }

  it('reads the same the second time an Arabic name is drawn in one process (the fonts are shared)', async () => {
    for (let i = 0; i < 2; i += 1) {
      const text = await textOf(await renderInvoicePdf({ ...facts, number: `INV-2027-01${i}0`, student: { name: 'عبد الله الأحمد' } }));
      expect(text).to.include('عبد الله الأحمد');
    }
  });

  it('names the characters no shipped font draws, so they are never lost silently', () => {
    expect(uncoveredChars('王小明 Élodie ليلى')).to.deep.equal([]);
    expect(uncoveredChars('김민준')).to.have.length(3);
  });
});
