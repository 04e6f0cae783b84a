import type { ConditionCode, ConditionStatus, ConditionStatusCode } from './condition.constants';
import type { Condition, Icd10CodeJson } from './condition.types';

/** The HCC label (spec 1 §9): 'RA' when the code begins with RA- or XA-, else 'HCC {code}'. */
export function hccLabel(code: string): string {
  if (code.startsWith('RA-') || code.startsWith('XA-')) return 'RA';
  return `HCC ${code}`;
}

/** HCC codes that name no category: a condition holding one (or none) stands alone (spec 2 §4.5 "Grouping"). */
export const NO_HCC_CODES = ['', '0'] as const;

/** Whether `code` names an HCC category: not null, not empty, not '0' (spec 2 §4.5 "Grouping"). */
export function hasHccCode(code: string | null | undefined): code is string {
  return code !== null && code !== undefined && !(NO_HCC_CODES as readonly string[]).includes(code.trim());
}

/**
 * An encounter's open HCCs (openHccCount, the worklists' column, sort and filter, and the huddle's conditions): open,
 * active, not an activity, with an HCC category. The API's SQL reads the same definition (mock-api open-hcc.sql.ts).
 */
export const OPEN_HCC_RULE = { conditionCode: 'OPEN', statusCode: 'ACTIVE', excludedConditionStatus: 'ACTIVITY' } as const satisfies {
  conditionCode: ConditionCode;
  statusCode: ConditionStatusCode;
  excludedConditionStatus: ConditionStatus;
};

/** Whether a condition counts towards its encounter's open HCCs (OPEN_HCC_RULE). */
export function isOpenHccCondition(condition: Pick<Condition, 'conditionCode' | 'statusCode' | 'conditionStatus' | 'hccCode'>): boolean {
  return (
    condition.conditionCode === OPEN_HCC_RULE.conditionCode &&
    condition.statusCode === OPEN_HCC_RULE.statusCode &&
    condition.conditionStatus !== OPEN_HCC_RULE.excludedConditionStatus &&
    hasHccCode(condition.hccCode)
  );
}

/** The code a condition is known by: the first of icd10CodeJson (one code or a list, spec 2 §3), trimmed, upper case. */
export function firstIcd10(json: Icd10CodeJson | undefined): string | null {
  const first = Array.isArray(json) ? json[0] : json;
  const code = typeof first === 'string' ? first.trim().toUpperCase() : '';
  return code === '' ? null : code;
}
