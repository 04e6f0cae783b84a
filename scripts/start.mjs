// `npm start`: install, build every package for production, start the API and the platform server,
// and print the one URL staff use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './build.mjs';
import { die, install, start, waitFor } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = process.env.PORT ?? '3000';
const API_PORT = process.env.API_PORT ?? '4000';

if (install() !== 0) die('Installing dependencies failed.');
if (process.env.SKIP_BUILD !== '1') await buildAll();

const env = { ...process.env, PORT, API_PORT, API_URL: `http://127.0.0.1:${API_PORT}` };
// Local runs are demo runs: demo accounts and QA helpers on, unless the operator says otherwise (platform design §5:
// the API itself keeps demo mode off unless asked, and refuses it when NODE_ENV=production).
env.DEMO_MODE = process.env.DEMO_MODE ?? 'true';
const demo = ['1', 'true', 'yes', 'on'].includes(env.DEMO_MODE.trim().toLowerCase());
console.log(
  demo
    ? 'Demo mode: ON (demo tenants and accounts, QA helpers under /api/dev; DEMO_MODE=false npm start for a clean start)'
    : 'Demo mode: off (no demo data; create a tenant with `node mock-api/dist/admin-cli.js create-tenant`)',
);
const api = start('node', ['mock-api/dist/server.js'], { cwd: root, env });
if (!(await waitFor(`http://127.0.0.1:${API_PORT}/api/health`, 120000))) die('The API did not start.');
const platform = start('node', ['shell/dist-server/platform-server.mjs'], { cwd: root, env });

const stop = () => {
  api.kill('SIGTERM');
  platform.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of [api, platform]) {
  child.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
}
