// Shared jest settings: swc transforms TypeScript (including shared-kit's sources through the
// workspace link), jsdom for UI packages with the stubs antd needs (toolchain pitfall).
const path = require('node:path');

/** ESM-only packages (or ESM-only dependencies of packages) that jest's CommonJS runtime must transform. */
const ESM_ONLY = [
  'single-spa-react', 'single-spa', 'content-disposition', 'cookie', '@ant-design[+/]colors', 'typebox',
  // react-markdown and the unified ecosystem behind it (encounter-kit's markdown view)
  'react-markdown', 'unified', 'bail', 'trough', 'vfile[a-z-]*', 'unist-[a-z-]+', 'mdast-[a-z-]+', 'micromark[a-z-]*',
  'decode-named-character-reference', 'character-[a-z-]+', 'hast-[a-z-]+', 'html-url-attributes', 'property-information',
  'space-separated-tokens', 'comma-separated-tokens', 'devlop', 'zwitch', 'longest-streak', 'ccount', 'trim-lines',
  'remark-[a-z-]+', 'rehype-[a-z-]+', 'estree-util-[a-z-]+', 'is-plain-obj', 'escape-string-regexp',
  // Lexical 0.52 (encounter-kit's content editor)
  'lexical', '@lexical[+/][a-z0-9-]+', '@preact[+/]signals-core',
];

/** @param {{ dir: string, environment?: 'jsdom' | 'node', displayName: string }} options */
module.exports = function jestPreset({ dir, environment = 'jsdom', displayName }) {
  return {
    displayName,
    rootDir: dir,
    // jsdom plus Node's fetch classes (react-router's data router builds a Request per navigation).
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'jest.environment-dom.cjs') : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/server/**/*.test.ts'],
    // .mjs too: typebox (shared-kit/schemas, behind shared-kit/mock's contract check) ships ESM only.
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
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
    moduleNameMapper: {
      '\\.(css|less)$': require.resolve('identity-obj-proxy'),
      // shared-kit/ui imports the shared-kit singleton by name (self-reference), which jest's resolver does not do.
      '^shared-kit$': path.join(__dirname, 'shared-kit/src/index.ts'),
    },
    // Also loaded by suites that switch to the node environment with a docblock; it checks for a DOM.
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
    testTimeout: 20000,
  };
};
