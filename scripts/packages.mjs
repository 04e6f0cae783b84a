// The packages of the platform and the order they build in.
export const REMOTES = ['mfe-auth', 'mfe-worklist', 'mfe-encounter-cdi', 'mfe-encounter-coder', 'mfe-encounter-physician', 'mfe-reports', 'mfe-account'];
export const BUILD_ORDER = ['mock-api', 'shell', ...REMOTES];
