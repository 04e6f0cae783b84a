// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-auth', 'mfe-worklist', 'mfe-encounter-cdi', 'mfe-encounter-coder', 'mfe-encounter-physician', 'mfe-reports', 'mfe-account'];

/** A package may not reach into a remote's files: remotes meet only through shared-kit and the contract. */
const noRemoteImports = (own) => ({
  files: [`${own}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', '**/.data/**', 'e2e/.e2e-data/**', 'test-results/**', 'coverage/**'] },
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
  noRemoteImports('mock-api'),
);
