import type { Kysely } from 'kysely';
import {
  normaliseRuleReason,
  ruleSaveAction,
  SAVED_RULE_TYPE,
  type ClaimType,
  type ConditionStatus,
  type RuleStatusCode,
  type TargetSource,
} from 'shared-kit/domain';
import { writeAudit } from '../audit/audit.service';
import { announceEncounterChange } from '../events/encounter-change.announcer';
import type { Database } from '../db/database.types';
import { badRequest } from '../http/api-error';
import { notFound, type Scope } from './access.service';
import { conditionAnswer, findConditionInScope } from './condition.service';
import { requireOwnLock } from './lock.service';

/** One reason row as PUT /api/encounter/condition/rule receives it. */
export interface RuleWrite {
  id?: number | null;
  encounterConditionId: number;
  reason: string | null;
  title?: string | null;
  statusCode?: RuleStatusCode | null;
  targetId?: number | null;
  targetSourceCode?: TargetSource | null;
  targetType?: string | null;
  targetSubtypeCode?: string | null;
  ruleInputJson?: { type?: string; ruleInternalId?: string | null; conditionStatus?: ConditionStatus | null; claimUseEnum?: ClaimType | null } | null;
}

/** A saved rule's ruleInputJson: the 'new rule' marker becomes the saved type (spec 2 §3). */
const savedInput = (input: RuleWrite['ruleInputJson']) =>
  JSON.stringify({ ruleInternalId: null, conditionStatus: null, claimUseEnum: null, ...input, type: SAVED_RULE_TYPE });

/**
 * PUT /api/encounter/condition/rule (spec 2 §5, §7): saves the reason rows of one encounter's conditions as
 * ruleSaveAction decides (blank new rows dropped, blanked existing rows marked REMOVED, others created or updated), in
 * one transaction with an audit event per written row. The caller needs the encounter's lock; all rows must belong to
 * conditions of the same encounter (400 otherwise) and existing ids to the condition named (404 otherwise).
 * Answers the affected conditions with all their rules.
 */
export async function saveRules(db: Kysely<Database>, scope: Scope, rules: readonly RuleWrite[]) {
  const conditionIds = [...new Set(rules.map((r) => r.encounterConditionId))];
  const found = await Promise.all(conditionIds.map((id) => findConditionInScope(db, scope, id)));
  const encounterIds = new Set(found.map((f) => f.encounter.id));
  if (encounterIds.size > 1) throw badRequest('body: all rules must belong to conditions of one encounter');
  const [first] = found;
  if (!first) throw badRequest('body: no rules');
  await requireOwnLock(db, scope, first.encounter.id);

  const ids = rules.flatMap((r) => (r.id === null || r.id === undefined ? [] : [r.id]));
  const existing = ids.length > 0 ? await db.selectFrom('condition_rules').selectAll().where('id', 'in', ids).where('tenant_id', '=', scope.tenantId).execute() : [];
  for (const rule of rules) {
    if (rule.id === null || rule.id === undefined) continue;
    if (!existing.some((e) => e.id === rule.id && e.encounter_condition_id === rule.encounterConditionId)) {
      throw notFound(`Rule ${rule.id} not found on condition ${rule.encounterConditionId}`);
    }
  }

  await db.transaction().execute(async (trx) => {
    const audit = { tenantId: scope.tenantId, userId: scope.userId, entityType: 'CONDITION_RULE' };
    for (const rule of rules) {
      const action = ruleSaveAction(rule);
      const optional = {
        ...(rule.title !== undefined ? { title: rule.title } : {}),
        ...(rule.targetId !== undefined ? { target_id: rule.targetId } : {}),
        ...(rule.targetSourceCode !== undefined ? { target_source_code: rule.targetSourceCode } : {}),
        ...(rule.targetType !== undefined ? { target_type: rule.targetType } : {}),
        ...(rule.targetSubtypeCode !== undefined ? { target_subtype_code: rule.targetSubtypeCode } : {}),
        ...(rule.ruleInputJson !== undefined ? { rule_input_json: rule.ruleInputJson === null ? null : savedInput(rule.ruleInputJson) } : {}),
      };
      if (action === 'CREATE') {
        const row = await trx
          .insertInto('condition_rules')
          .values({
            tenant_id: scope.tenantId, encounter_condition_id: rule.encounterConditionId, reason: normaliseRuleReason(rule.reason), title: null,
            status_code: 'ACTIVE', target_id: null, target_source_code: 'CURATION', target_type: null, target_subtype_code: null,
            rule_input_json: savedInput(rule.ruleInputJson ?? null), ...optional,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(trx, { ...audit, action: 'CREATE', entityId: row.id, after: row });
      } else if (action === 'UPDATE' || action === 'REMOVE') {
        const before = existing.find((e) => e.id === rule.id);
        const set = action === 'UPDATE'
          ? { ...optional, reason: normaliseRuleReason(rule.reason), status_code: 'ACTIVE' as const }
          : { status_code: 'REMOVED' as const };
        const row = await trx.updateTable('condition_rules').set(set).where('id', '=', rule.id ?? 0).returningAll().executeTakeFirstOrThrow();
        await writeAudit(trx, { ...audit, action: action === 'UPDATE' ? 'UPDATE' : 'REMOVE', entityId: row.id, before, after: row });
      }
    }
    await announceEncounterChange(trx, { encounterId: first.encounter.id, change: 'CONDITIONS_CHANGED', actorUserId: scope.userId });
  });

  const rows = await db.selectFrom('conditions').selectAll().where('id', 'in', conditionIds).orderBy('id').execute();
  return Promise.all(rows.map((row) => conditionAnswer(db, scope, row)));
}
