import { formatIcd10Code, hccOfIcd10, icd10SearchQuery, isExactIcd10Match } from './icd10.rules';

describe('ICD-10 codes (spec 2 §5, §7)', () => {
  it('shows codes upper case with a dot after the third character when missing', () => {
    expect(formatIcd10Code('e1122')).toBe('E11.22');
    expect(formatIcd10Code('E11.22')).toBe('E11.22');
    expect(formatIcd10Code('I10')).toBe('I10');
  });

  it("searches 'id:{text}%' and optionally ',OR desc:{text}%'", () => {
    expect(icd10SearchQuery('e11.2')).toBe('id:E112%,OR desc:e11.2%');
    expect(icd10SearchQuery('diab%', false)).toBe('id:DIAB%');
  });

  it('accepts typed text on blur only when it names a result exactly', () => {
    expect(isExactIcd10Match('e11.22', { id: 'E1122' })).toBe(true);
    expect(isExactIcd10Match('E112', { id: 'E1122' })).toBe(false);
    expect(isExactIcd10Match(' ', { id: 'E1122' })).toBe(false);
  });

  it('takes the HCC category of a chosen code from CMS-HCC V28 first, else V24', () => {
    expect(hccOfIcd10({ hccV24: '18', hccV28: '37|38' })).toEqual({ hccCode: '37', hccVersion: 'CMS_V28' });
    expect(hccOfIcd10({ hccV24: '18', hccV28: null })).toEqual({ hccCode: '18', hccVersion: 'CMS_V24' });
    expect(hccOfIcd10({ hccV24: null, hccV28: '' })).toBeNull();
  });
});
