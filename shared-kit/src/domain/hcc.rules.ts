/** The HCC label (spec 1 §9): 'RA' when the code begins with RA- or XA-, else 'HCC {code}'. */
export function hccLabel(code: string): string {
  if (code.startsWith('RA-') || code.startsWith('XA-')) return 'RA';
  return `HCC ${code}`;
}
