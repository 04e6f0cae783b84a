// Makes the migrated, seeded database the API suites clone (jest.global-setup.cjs runs this once per jest run):
// bundles src/test-support/test-template.entry.ts like the API bundle and runs it on DATA_DIR / DATABASE_URL.
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { externalPackages } from './esbuild-externals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Inside mock-api so the external packages resolve from its node_modules.
const outfile = join(root, 'node_modules/.cache/mock-api-test-template/make-template.mjs');
await build({
  entryPoints: [join(root, 'src/test-support/test-template.entry.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [externalPackages],
  logLevel: 'warning',
});
await import(pathToFileURL(outfile).href);
