import { parseCsv, parseCsvRecords } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
  });
  it('keys records by the header', () => {
    expect(parseCsvRecords('code,description\r\nE119,"Type 2, plain"')).toEqual([{ code: 'E119', description: 'Type 2, plain' }]);
  });
});
