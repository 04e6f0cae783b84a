// Pure domain entry (no React, no browser): types, constants, messages and rules. mock-api imports this.
export * from './domain/roles';
export * from './domain/role-groups';
export * from './domain/session';
export * from './domain/properties';
export * from './domain/routes';
export * from './domain/messages';
export * from './domain/active-role.rules';
export * from './domain/navigation.rules';
