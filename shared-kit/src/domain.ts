// Pure domain entry (no React, no browser): types, constants, messages and rules. mock-api imports this.
export * from './domain/roles';
export * from './domain/role-groups';
export * from './domain/session';
export * from './domain/properties';
export * from './domain/routes';
export * from './domain/messages';
export * from './domain/active-role.rules';
export * from './domain/navigation.rules';
// Constants
export * from './domain/auth.constants';
export * from './domain/review.constants';
export * from './domain/encounter.constants';
export * from './domain/lock.constants';
export * from './domain/condition.constants';
export * from './domain/worklist.constants';
export * from './domain/format.constants';
export * from './domain/limits.constants';
// Types
export type * from './domain/reference.types';
export type * from './domain/filters.types';
export type * from './domain/patient.types';
export type * from './domain/condition.types';
export type * from './domain/encounter.types';
export type * from './domain/account.types';
export type * from './domain/report.types';
// Rules
export * from './domain/login.rules';
export * from './domain/review.rules';
export * from './domain/lock.rules';
export * from './domain/patient.rules';
export * from './domain/encounter.rules';
export * from './domain/coder-query.rules';
export * from './domain/hcc.rules';
export * from './domain/password.rules';
export * from './domain/review-transition.rules';
export * from './domain/condition.rules';
export * from './domain/worklist-view.rules';
export * from './domain/encounter-filter.rules';
export * from './domain/encounter-status.rules';
export * from './domain/encounter-copy.rules';
export * from './domain/schedule.rules';
export * from './domain/patient-search.rules';
export * from './domain/daily-list.rules';
export * from './domain/report.rules';
export * from './domain/note.rules';
export * from './domain/condition-rule.rules';
export * from './domain/condition-tag.rules';
export * from './domain/nlp.rules';
