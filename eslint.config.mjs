// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-worklist', 'mfe-encounter-cdi', 'mfe-encounter-coder', 'mfe-encounter-physician', 'mfe-reports', 'mfe-account'];

/** A package may not reach into a remote's files: remotes meet only through shared-kit and the contract. */
const noRemoteImports = (own, { files = [`${own}/**/*.{ts,tsx}`], ignores = [], paths = [] } = {}) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: [
          {
            group: REMOTES.filter((r) => r !== own).flatMap((r) => [r, `${r}/**`, `**/${r}`, `**/${r}/**`]),
            message: 'A package must not import another remote\'s files; go through shared-kit and the remote contract.',
          },
          { group: ['shared-kit/src/**', '**/shared-kit/src/**'], message: 'Import shared-kit through its entry points.' },
        ],
      },
    ],
  },
});

const ANTD_FREE = ['antd', '@ant-design/icons'].map((name) => ({
  name,
  message: 'No antd on the sign-in path: use plain elements, or a module loaded with React.lazy (eslint.config.mjs lists them).',
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', 'e2e/.e2e-data/**', 'e2e/.e2e-data-ehr/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['jest.setup-dom.cjs', 'jest.setup-antd-css.cjs'], languageOptions: { globals: { ...globals.browser } } },
  ...REMOTES.map(noRemoteImports),
  noRemoteImports('shell'),
  noRemoteImports('shared-kit'),
  // No antd on the sign-in path (root README, Bytes): the shell's chrome and the shared-kit singleton are plain
  // elements. A shell screen that needs antd is a module loaded with React.lazy, listed here.
  noRemoteImports('shell', {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: [
      'shell/src/**/*.test.{ts,tsx}',
      'shell/src/shell-antd.component.tsx',
      'shell/src/feedback/feedback-modal.component.tsx',
      'shell/src/guard/unsaved-changes-prompt.component.tsx',
      'shell/src/version/version-page.component.tsx',
    ],
    paths: ANTD_FREE,
  }),
  noRemoteImports('shared-kit', {
    files: ['shared-kit/src/{index,domain}.ts', 'shared-kit/src/{api,contract,domain}/**/*.{ts,tsx}', 'shared-kit/src/ui/{remote-error-panel.component,platform-tokens}.{ts,tsx}'],
    ignores: ['shared-kit/src/**/*.test.{ts,tsx}'],
    paths: ANTD_FREE,
  }),
  noRemoteImports('encounter-kit'),
  noRemoteImports('mock-api'),
  // Specs take `test` from e2e/support/test.ts, whose fixture fails any test on a CSP violation (issue 16).
  {
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from '../support/test' (CSP violation guard)." }] }],
    },
  },
);
