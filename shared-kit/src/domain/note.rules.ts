import type { ConditionStatus, NoteReasonCode } from './condition.constants';
import { isAddressed } from './condition.rules';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';

/** Longest note body we store (the spec gives no limit; a generous page of text). */
export const NOTE_BODY_MAX_LENGTH = 4000;

/** Notes, encounter-level and condition-level, are visible only to CDI and coder users (spec 2 §5, §6). */
export function canSeeNotes(role: Role | null | undefined): boolean {
  return isCdiType(role) || isCoderType(role);
}

type When = string | Date | null | undefined;

/**
 * The note reasons `role` may add (spec 2 §5): on a known or potential condition that is not addressed a coder gets
 * 'Add Query' (CODER_QUERY) and 'Add Comment' (OPEN); on an addressed condition or an activity only 'Add Comment'.
 * CDI users only comment. Encounter-level notes (`condition` null) are plain notes ('Add Note', OPEN) for both.
 * Anyone else adds nothing. `zone`: the tenant's, as isAddressed.
 */
export function allowedNoteReasons(
  role: Role | null | undefined,
  condition: { conditionStatus: ConditionStatus; addressedDate: When } | null,
  encounterStart: When,
  zone: string,
): NoteReasonCode[] {
  if (!canSeeNotes(role)) return [];
  if (condition && isCoderType(role) && condition.conditionStatus !== 'ACTIVITY' && !isAddressed(condition, encounterStart, zone)) {
    return ['CODER_QUERY', 'OPEN'];
  }
  return ['OPEN'];
}

/** A note body as saved: trimmed (the submit buttons appear only for non-empty text, spec 2 §5). */
export function normaliseNoteBody(body: string): string {
  return body.trim();
}
