// `npm run dev`: every package in watch mode. The API restarts on change (tsx watch); each remote and
// the shell run webpack-dev-server with live reload; the shell's dev server proxies /api to the API and
// serves a /remotes.json that points at the remotes' dev servers (shell/remotes.dev.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './packages.mjs';
import { die, install, PNPM_ARGS, start } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (install() !== 0) die('Installing dependencies failed.');
const env = { ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? 'true' };
const children = ['mock-api', ...REMOTES, 'shell'].map((pkg) =>
  start('npx', [...PNPM_ARGS, '--filter', pkg, 'run', 'dev'], { cwd: root, env }),
);
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log('Dev servers starting: open http://localhost:3000 once the shell reports it compiled.');
