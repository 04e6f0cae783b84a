// Bundles the platform server into one ESM file; npm packages stay external (resolved from shell/node_modules).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const shellDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [path.join(shellDir, 'server/platform-server.ts')],
  outfile: path.join(shellDir, 'dist-server/platform-server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // npm packages stay external; shared-kit (TypeScript source, workspace package) is inlined.
  plugins: [
    {
      name: 'external-but-shared-kit',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path === 'shared-kit' || args.path.startsWith('shared-kit/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  sourcemap: true,
  logLevel: 'warning',
});
console.log('shell: built dist-server/platform-server.mjs');
