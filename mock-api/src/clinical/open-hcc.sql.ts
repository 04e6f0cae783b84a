import type { ExpressionBuilder } from 'kysely';
import { NO_HCC_CODES, OPEN_HCC_RULE } from 'shared-kit/domain';
import type { Database } from '../db/database.types';

/** SQL of shared-kit's open-HCC rule (isOpenHccCondition): open, active, not an activity, with an HCC category. */
export const isOpenHccSql = (eb: ExpressionBuilder<Database, 'conditions'>) =>
  eb.and([
    eb('conditions.condition_code', '=', OPEN_HCC_RULE.conditionCode),
    eb('conditions.status_code', '=', OPEN_HCC_RULE.statusCode),
    eb('conditions.condition_status', '<>', OPEN_HCC_RULE.excludedConditionStatus),
    eb('conditions.hcc_code', 'is not', null),
    eb('conditions.hcc_code', 'not in', [...NO_HCC_CODES]),
  ]);
