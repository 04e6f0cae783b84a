/** antd's secondary text (45 % black) is below 4.5:1 on white; labels and quiet texts use this grey instead. */
export const SECONDARY_TEXT = '#595959';
/** Lock colours (spec 2 §4.4): green own lock, red another user's (the icon alone: black as spec 1 §4 has it). */
export const LOCK_GREEN = '#237804';
export const LOCK_RED = '#cf1322';
/**
 * Tag colours for antd's orange and green tags: antd's own text on their tints is about 3.4:1 (axe color-contrast);
 * the same hues, darker, pass 4.5:1.
 */
export const WARNING_TAG = { color: '#873800', background: '#fff7e6', borderColor: '#ffd591' } as const;
export const SUCCESS_TAG = { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' } as const;
