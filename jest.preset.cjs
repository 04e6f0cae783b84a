// Shared jest settings: swc transforms TypeScript (including shared-kit's sources through the
// workspace link), jsdom for UI packages with the stubs antd needs (toolchain pitfall).
const path = require('node:path');

/** @param {{ dir: string, environment?: 'jsdom' | 'node', displayName: string }} options */
module.exports = function jestPreset({ dir, environment = 'jsdom', displayName }) {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/server/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages in node_modules that jest must transform.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(single-spa-react|single-spa)[@/])'],
    moduleNameMapper: { '\\.(css|less)$': require.resolve('identity-obj-proxy') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    testTimeout: 20000,
  };
};
