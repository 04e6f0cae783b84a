import { NEW_RULE_TYPE, type RuleStatusCode } from './condition.constants';
import { normaliseConditionContent } from './condition.rules';

/** ruleInputJson.type of a saved reason ('new rule' marks an unsaved one, spec 2 §3). */
export const SAVED_RULE_TYPE = 'rule';

/** The part of a rule (reason) that decides what saving it does. */
export interface RuleToSave {
  id?: number | null;
  reason?: string | null;
  statusCode?: RuleStatusCode | null;
}

/**
 * What saving one reason row does (spec 2 §5): a new row (no id yet) with a blank reason is DROPPED, otherwise
 * CREATED; an existing row blanked out, or sent as REMOVED, is REMOVED (its last text is kept); any other existing
 * row is UPDATED (and active again).
 */
export type RuleSaveAction = 'DROP' | 'CREATE' | 'UPDATE' | 'REMOVE';

export function ruleSaveAction(rule: RuleToSave): RuleSaveAction {
  const blank = normaliseRuleReason(rule.reason) === '';
  if (rule.id === null || rule.id === undefined) return blank ? 'DROP' : 'CREATE';
  return blank || rule.statusCode === 'REMOVED' ? 'REMOVE' : 'UPDATE';
}

/** A reason as saved: trimmed, runs of spaces collapsed, like condition content (spec 2 §5). */
export function normaliseRuleReason(reason: string | null | undefined): string {
  return reason ? normaliseConditionContent(reason) : '';
}

/** Whether a reason row is shown (spec 2 §5: only active or new reasons). */
export function isShownRule(rule: { statusCode: RuleStatusCode; ruleInputJson?: { type?: string | null } | null }): boolean {
  return rule.statusCode === 'ACTIVE' || rule.ruleInputJson?.type === NEW_RULE_TYPE;
}
