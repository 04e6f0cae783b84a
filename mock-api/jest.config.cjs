// ESM gaps under jest's CommonJS runtime: kysely 0.29 and typebox 1.x (behind the Fastify type provider)
// ship ESM only (.js / .mjs), as do openid-client 6, oauth4webapi 3 and jose 6 (SMART launch), cookie 2 (behind @fastify/cookie, which loads it with dynamic import())
// and content-disposition 3 (behind @fastify/static, used by swagger-ui);
// PGlite's CommonJS build (.cjs) loads Node built-ins with dynamic import() too,
// which jest refuses without --experimental-vm-modules. swc transforms all three (import() becomes require()).
const base = require('../jest.preset.cjs')({ dir: __dirname, displayName: 'mock-api', environment: 'node' });
const swc = Object.values(base.transform)[0];
module.exports = {
  ...base,
  transform: { ...base.transform, '^.+\\.(c|m)js$': swc },
  globalSetup: require.resolve('./jest.global-setup.cjs'),
  globalTeardown: require.resolve('./jest.global-teardown.cjs'),
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(kysely|typebox|cookie|content-disposition|@fastify[+/]cookie|@electric-sql[+/]pglite|openid-client|oauth4webapi|jose)[@/])'],
};
