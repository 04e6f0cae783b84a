// ICD-10-CM codes as the screens show and search them (spec 2 §5, §7).

/** A code as shown (spec 2 §5): upper case, with a dot after the third character when it has none. */
export function formatIcd10Code(code: string): string {
  const clean = code.trim().toUpperCase();
  if (clean.includes('.') || clean.length <= 3) return clean;
  return `${clean.slice(0, 3)}.${clean.slice(3)}`;
}

/** A code as the API stores and searches it: upper case, no dot. */
export const icd10Key = (code: string): string => code.trim().toUpperCase().replace(/\./g, '');

/**
 * The `q` of GET /api/icd10/search for what the user typed (spec 2 §7): 'id:{text}%' and, with `byDescription`,
 * ',OR desc:{text}%'. The code part drops dots (codes are stored without them); % is stripped from the text.
 */
export function icd10SearchQuery(text: string, byDescription = true): string {
  const clean = text.replace(/%/g, '').trim();
  const id = `id:${icd10Key(clean)}%`;
  return byDescription ? `${id},OR desc:${clean}%` : id;
}

/** Whether typed text names a result exactly (the blur rule of spec 2 §5): its code, with or without the dot, any case. */
export function isExactIcd10Match(text: string, result: { id: string }): boolean {
  return text.trim() !== '' && icd10Key(text) === icd10Key(result.id);
}

/**
 * The HCC category a chosen ICD-10 code brings (spec 1 §9: default risk model CMS_V28): its first CMS-HCC V28
 * category, else its first V24 one; null when it maps to none.
 */
export function hccOfIcd10(result: { hccV24: string | null; hccV28: string | null }): { hccCode: string; hccVersion: 'CMS_V28' | 'CMS_V24' } | null {
  const first = (list: string | null) => list?.split('|').map((c) => c.trim()).find((c) => c !== '') ?? null;
  const v28 = first(result.hccV28);
  if (v28) return { hccCode: v28, hccVersion: 'CMS_V28' };
  const v24 = first(result.hccV24);
  return v24 ? { hccCode: v24, hccVersion: 'CMS_V24' } : null;
}
