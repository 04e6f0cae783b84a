/** A highlighted span of an NLP document's page text: [start, end) character offsets. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * Where the predicted (evidence) text occurs in the page text, case-insensitively and without overlaps, so the NLP
 * document viewer (spec 2 §2.6) can mark the evidence. Empty when the prediction is blank or absent from the page.
 */
export function nlpHighlights(pageText: string, predictedText: string): TextSpan[] {
  const needle = predictedText.trim().toLowerCase();
  if (!needle) return [];
  const haystack = pageText.toLowerCase();
  const spans: TextSpan[] = [];
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + needle.length)) {
    spans.push({ start: at, end: at + needle.length });
  }
  return spans;
}
