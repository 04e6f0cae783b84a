import type { Kysely, Updateable } from 'kysely';
import {
  canDismiss,
  isCdiType,
  isCoderType,
  normaliseConditionContent,
  type ConditionCode,
  type ConditionStatus,
  type ConditionStatusCode,
  type HccVersion,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import type { Database } from '../db/database.types';
import type { ConditionsTable } from '../db/domain.types';
import { badRequest } from '../http/api-error';
import { conflict, forbidden, notFound, type Scope } from './access.service';
import { conditionBodies } from './condition.mapper';
import { findEncounterInScope } from './encounter-scope.repository';
import { requireOwnLock } from './lock.service';

/** The fields PUT /api/encounter/condition may change; absent ones stay as they are. */
export interface ConditionUpdate {
  id: number;
  version: number;
  title: string;
  content?: string | null;
  conditionStatus?: ConditionStatus;
  conditionCode?: ConditionCode;
  statusCode?: ConditionStatusCode;
  icd10CodeJson?: string | string[] | null;
  hccCode?: string | null;
  hccDescription?: string | null;
  hccVersion?: HccVersion | null;
  confidence?: number | null;
  clinicalEvidence?: string | null;
  addressedDate?: string | null;
  priority?: number;
  checkMark?: string | null;
  comments?: string | null;
}

function changes(body: ConditionUpdate): Updateable<ConditionsTable> {
  const set: Updateable<ConditionsTable> = { title: body.title.trim() };
  if (body.content !== undefined) set.content = body.content === null ? null : normaliseConditionContent(body.content);
  if (body.conditionStatus !== undefined) set.condition_status = body.conditionStatus;
  if (body.conditionCode !== undefined) set.condition_code = body.conditionCode;
  if (body.statusCode !== undefined) set.status_code = body.statusCode;
  if (body.icd10CodeJson !== undefined) set.icd10_code_json = body.icd10CodeJson === null ? null : JSON.stringify(body.icd10CodeJson);
  if (body.hccCode !== undefined) set.hcc_code = body.hccCode;
  if (body.hccDescription !== undefined) set.hcc_description = body.hccDescription;
  if (body.hccVersion !== undefined) set.hcc_version = body.hccVersion;
  if (body.confidence !== undefined) set.confidence = body.confidence;
  if (body.clinicalEvidence !== undefined) set.clinical_evidence = body.clinicalEvidence;
  if (body.addressedDate !== undefined) {
    if (body.addressedDate !== null && Number.isNaN(new Date(body.addressedDate).getTime())) throw badRequest('body.addressedDate: not a date');
    set.addressed_date = body.addressedDate;
  }
  if (body.priority !== undefined) set.priority = body.priority;
  if (body.checkMark !== undefined) set.check_mark = body.checkMark;
  if (body.comments !== undefined) set.comments = body.comments;
  return set;
}

/**
 * PUT /api/encounter/condition (spec 2 §7). CDI and coder roles edit while holding the encounter's lock; physicians
 * and clinical admins may only toggle DISMISSED and OPEN, where canDismiss allows (spec 2 §6). The update names the
 * version it read: a stale version is a 409 and nothing is written. Content is trimmed and spaces collapsed (spec 2 §5).
 */
export async function updateCondition(db: Kysely<Database>, scope: Scope, body: ConditionUpdate, now: Date) {
  const current = await db.selectFrom('conditions').selectAll().where('id', '=', body.id).where('tenant_id', '=', scope.tenantId).executeTakeFirst();
  if (!current) throw notFound(`Condition ${body.id} not found`);
  const encounter = await findEncounterInScope(db, scope, current.encounter_id);

  let set: Updateable<ConditionsTable>;
  if (isCdiType(scope.role) || isCoderType(scope.role)) {
    await requireOwnLock(db, scope, current.encounter_id);
    set = changes(body);
  } else {
    const to = body.conditionCode ?? current.condition_code;
    const toggle = (current.condition_code === 'OPEN' && to === 'DISMISSED') || (current.condition_code === 'DISMISSED' && to === 'OPEN');
    const condition = { conditionStatus: current.condition_status, addressedDate: current.addressed_date };
    if (!toggle || !canDismiss(scope.role, condition, scope.tenantProperties, encounter.start, scope.userProperties)) {
      throw forbidden(`The ${scope.role} role cannot change this condition`);
    }
    set = { condition_code: to };
  }

  const updated = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('conditions')
      .set({ ...set, version: current.version + 1, modification_date: now, modified_by_id: scope.userId })
      .where('id', '=', body.id)
      .where('version', '=', body.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await writeAudit(trx, {
      tenantId: scope.tenantId, userId: scope.userId, action: 'UPDATE', entityType: 'ENCOUNTER_CONDITION', entityId: row.id,
      before: current, after: row,
    });
    return row;
  });
  if (!updated) {
    throw conflict(`Condition ${body.id} was changed by someone else (version ${current.version}, you sent ${body.version}); reload it`);
  }
  const [condition] = await conditionBodies(db, [updated], true);
  if (!condition) throw notFound(`Condition ${body.id} not found`);
  return condition;
}
