import { hccLabel } from './hcc.rules';

describe('hccLabel (spec 1 §9)', () => {
  it("is 'HCC {code}'", () => {
    expect(hccLabel('37')).toBe('HCC 37');
  });
  it("is 'RA' for codes beginning RA- or XA-", () => {
    expect(hccLabel('RA-12')).toBe('RA');
    expect(hccLabel('XA-3')).toBe('RA');
    expect(hccLabel('XRA-3')).toBe('HCC XRA-3');
  });
});
