import { nlpHighlights } from './nlp.rules';

describe('nlpHighlights', () => {
  it('finds every case-insensitive occurrence', () => {
    const page = 'Chronic kidney disease noted. CKD: chronic Kidney Disease stage 3.';
    expect(nlpHighlights(page, 'chronic kidney disease')).toEqual([
      { start: 0, end: 22 },
      { start: 35, end: 57 },
    ]);
  });

  it('trims the prediction and returns nothing when blank or absent', () => {
    expect(nlpHighlights('abc abc', ' abc ')).toEqual([{ start: 0, end: 3 }, { start: 4, end: 7 }]);
    expect(nlpHighlights('abc', '   ')).toEqual([]);
    expect(nlpHighlights('abc', 'xyz')).toEqual([]);
  });

  it('does not overlap matches', () => {
    expect(nlpHighlights('aaaa', 'aa')).toEqual([{ start: 0, end: 2 }, { start: 2, end: 4 }]);
  });
});
