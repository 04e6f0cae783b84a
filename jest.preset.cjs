// Shared jest settings: swc transforms TypeScript (including shared-kit's sources through the
// workspace link), jsdom for UI packages with the stubs antd needs (toolchain pitfall).
const path = require('node:path');

/** ESM-only packages (or ESM-only dependencies of packages) that jest's CommonJS runtime must transform. */
const ESM_ONLY = ['single-spa-react', 'single-spa', 'content-disposition', 'cookie', '@ant-design[+/]colors'];

/** @param {{ dir: string, environment?: 'jsdom' | 'node', displayName: string }} options */
module.exports = function jestPreset({ dir, environment = 'jsdom', displayName }) {
  return {
    displayName,
    rootDir: dir,
    // jsdom plus Node's fetch classes (react-router's data router builds a Request per navigation).
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.environment-dom.cjs') : 'node',
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
    transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${ESM_ONLY.join('|')})[@/])`],
    moduleNameMapper: { '\\.(css|less)$': require.resolve('identity-obj-proxy') },
    // Also loaded by suites that switch to the node environment with a docblock; it checks for a DOM.
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    testTimeout: 20000,
  };
};
