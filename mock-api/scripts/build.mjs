// Bundles the API with esbuild: our code and shared-kit (a TypeScript workspace package) inlined, every other
// package left external and resolved from mock-api/node_modules at run time.
//   node scripts/build.mjs          dist/server.js and dist/seed-cli.js
//   node scripts/build.mjs --watch  rebuild on change and (re)start dist/server.js (npm run dev)
// Bundling also sidesteps tsx, which loads shared-kit's .ts files as CommonJS and loses its named exports.
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { externalPackages } from './esbuild-externals.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const watch = process.argv.includes('--watch');

let server = null;
/** In watch mode, restarts the API after each successful build. */
const restartServer = {
  name: 'restart-server',
  setup(b) {
    b.onEnd(async (result) => {
      if (!watch || result.errors.length > 0) return;
      if (server) {
        const old = server;
        await new Promise((done) => {
          old.once('exit', done);
          old.kill('SIGTERM');
        });
      }
      server = spawn(process.execPath, ['--enable-source-maps', join(root, 'dist/server.js')], { stdio: 'inherit' });
    });
  },
};

const ctx = await context({
  entryPoints: [join(root, 'src/server.ts'), join(root, 'src/db/seed-cli.ts'), join(root, 'src/db/admin-cli.ts')],
  outdir: join(root, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalPackages, restartServer],
  define: { __MOCK_API_BUILD_DATE__: JSON.stringify(new Date().toISOString()) },
  logLevel: 'info',
});

if (watch) {
  await ctx.watch();
  const stop = () => {
    void ctx.dispose();
    if (server) server.kill('SIGTERM');
    else process.exit(0);
    server?.once('exit', () => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
