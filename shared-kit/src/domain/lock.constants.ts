/** Lock status (spec 2 §4.4: active or disabled). */
export const LOCK_STATUSES = ['ACTIVE', 'DISABLED'] as const;
export type LockStatus = (typeof LOCK_STATUSES)[number];

/** Lock icon colours (spec 1 §4): green when held by the current user, black otherwise; red text for another holder. */
export const LOCK_COLORS = { mine: 'green', other: 'black', conflict: 'red' } as const;
