/** A filter as the screens hold it: any saved or typed values, possibly empty. */
export type EncounterFilterInput = Readonly<Record<string, unknown>>;

/** The filter as sent to the encounter search: only non-empty values, text or numbers or lists of text. */
export type NormalisedEncounterFilter = Record<string, string | number | string[]>;

const NAME_KEYS = new Set(['firstName', 'lastName']);
const PARENTHESISED_KEYS = new Set(['appointmentType', 'specialty']);
const DATE_KEYS = new Set(['start', 'end', 'birthDate']);

/**
 * YYYY-MM-DD of a Date, an ISO text or a M/D/YYYY text (the screens' date format), the last possibly followed by a
 * time (spec 1 §9 timestamp M/D/YYYY HH:mm:ss, e.g. the huddle's startDt); the date part is read as written. Null
 * when unparsable.
 */
export function parseFilterDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s*[AaPp][Mm])?)?$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d)) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Normalises a worklist, appointment or patient filter for the search call (spec 1 §5): percent signs are stripped
 * from first and last names and a trailing wildcard is added; empty values (null, blank text, empty lists) are
 * dropped; appointmentType and specialty values holding a space are wrapped in parentheses; dates are parsed to
 * YYYY-MM-DD (unparsable dates are dropped). Other values pass through, text trimmed.
 */
export function normaliseEncounterFilter(filter: EncounterFilterInput): NormalisedEncounterFilter {
  const out: NormalisedEncounterFilter = {};
  for (const [key, raw] of Object.entries(filter)) {
    if (raw === null || raw === undefined) continue;
    if (Array.isArray(raw)) {
      const items = raw.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
      if (items.length > 0) out[key] = items;
      continue;
    }
    if (typeof raw === 'number') {
      if (Number.isFinite(raw)) out[key] = raw;
      continue;
    }
    if (DATE_KEYS.has(key)) {
      const date = parseFilterDate(raw);
      if (date) out[key] = date;
      continue;
    }
    if (typeof raw !== 'string') continue;
    let text = raw.trim();
    if (NAME_KEYS.has(key)) {
      text = text.replace(/%/g, '').trim();
      if (text !== '') out[key] = `${text}%`;
      continue;
    }
    if (text === '') continue;
    out[key] = PARENTHESISED_KEYS.has(key) && text.includes(' ') && !/^\(.*\)$/.test(text) ? `(${text})` : text;
  }
  return out;
}

/** The server's reading of a name filter: wildcards and spaces removed, to match as a case-insensitive prefix. */
export function nameFilterPrefix(value: string): string {
  return value.replace(/%/g, '').trim();
}

/** The server's reading of a parenthesised filter value: '(Annual Wellness)' is 'Annual Wellness'. */
export function unwrapParentheses(value: string): string {
  const text = value.trim();
  return /^\(.*\)$/.test(text) ? text.slice(1, -1).trim() : text;
}
