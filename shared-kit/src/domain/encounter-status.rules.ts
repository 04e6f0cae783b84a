import type { EncounterStatus, EncounterTypeCode } from './encounter.constants';
import { isCdiType, isCoderType } from './role-groups';
import type { Role } from './roles';

/** The two status toggles of spec 2 §4.3. */
export type EncounterStatusToggle = 'CANCEL' | 'IGNORE';

/** The status each toggle switches a PLANNED encounter to (and back from). */
export const TOGGLED_STATUS: Readonly<Record<EncounterStatusToggle, EncounterStatus>> = {
  CANCEL: 'CANCELLED',
  IGNORE: 'IGNORED',
};

/**
 * Roles offered the ignore toggle. Spec 2 §4.3/§6 limit ignoring by a role check without naming the roles; ignoring
 * takes the encounter off every work list, so we give it to the QA managers who supervise those lists.
 */
export const IGNORE_ROLES: readonly Role[] = ['CDI_QA_MANAGER', 'CODER_QA_MANAGER'];

/** Whether `role` may edit an encounter at all (lock holders: CDI-type and coder-type roles, spec 2 §4.4, §6). */
export const canEditEncounter = (role: Role | null | undefined): boolean => isCdiType(role) || isCoderType(role);

/** Whether `role` is offered the ignore toggle (spec 2 §6 "Ignore is limited by a role check"). */
export const canIgnoreEncounter = (role: Role | null | undefined): boolean => !!role && IGNORE_ROLES.includes(role);

export interface StatusToggleOffer {
  toggle: EncounterStatusToggle;
  /** The status the encounter moves to. */
  to: EncounterStatus;
  /** True when the toggle undoes an earlier cancel or ignore (label 'Undo Encounter Cancel'). */
  undo: boolean;
}

/**
 * The status toggles offered to `role` on an encounter in `status` (spec 2 §4.3): Cancel moves PLANNED to CANCELLED
 * and Undo back to PLANNED; Ignore moves PLANNED to IGNORED and Undo back to PLANNED, for IGNORE_ROLES only. Both
 * are shown only to the lock holder, so pass `holdsLock` (an encounter in any other status offers nothing).
 */
export function statusToggles(role: Role | null | undefined, status: EncounterStatus, holdsLock: boolean): StatusToggleOffer[] {
  if (!holdsLock || !canEditEncounter(role)) return [];
  const offers: StatusToggleOffer[] = [];
  if (status === 'PLANNED') offers.push({ toggle: 'CANCEL', to: 'CANCELLED', undo: false });
  if (status === 'CANCELLED') offers.push({ toggle: 'CANCEL', to: 'PLANNED', undo: true });
  if (canIgnoreEncounter(role)) {
    if (status === 'PLANNED') offers.push({ toggle: 'IGNORE', to: 'IGNORED', undo: false });
    if (status === 'IGNORED') offers.push({ toggle: 'IGNORE', to: 'PLANNED', undo: true });
  }
  return offers;
}

/** The statuses `role` (holding the lock) may move an encounter in `from` to; the server accepts only these. */
export function allowedStatusChanges(role: Role | null | undefined, from: EncounterStatus): EncounterStatus[] {
  return statusToggles(role, from, true).map((offer) => offer.to);
}

/** Whether `role`, holding the lock, may change an encounter's status from `from` to `to` (spec 2 §4.3). */
export function canChangeEncounterStatus(role: Role | null | undefined, from: EncounterStatus, to: EncounterStatus): boolean {
  return allowedStatusChanges(role, from).includes(to);
}

/** The stored type of a type choice: 'UNKNOWN' (labelled Reset) clears the type (spec 2 §4.3). */
export function storedEncounterType(typeCode: EncounterTypeCode): Exclude<EncounterTypeCode, 'UNKNOWN'> | null {
  return typeCode === 'UNKNOWN' ? null : typeCode;
}
