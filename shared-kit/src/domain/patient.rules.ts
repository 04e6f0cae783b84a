/** Several MRNs are separated by semicolons and shown one per line (spec 1 §3, spec 2 §2.2). */
export function formatMrns(mrn: string | null | undefined): string[] {
  if (!mrn) return [];
  return mrn
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Practitioners are displayed as 'last, first' (spec 1 §2.8, spec 2 §5). */
export function practitionerDisplayName(practitioner: { firstName: string; lastName: string } | null | undefined): string {
  if (!practitioner) return '';
  return [practitioner.lastName, practitioner.firstName].filter((part) => part && part.length > 0).join(', ');
}
