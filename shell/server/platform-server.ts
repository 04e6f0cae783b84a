import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlatformServer } from './platform-app';

// Bundled to shell/dist-server/platform-server.mjs: paths are relative to that folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const shellDir = path.resolve(here, '..');

const port = Number(process.env.PORT ?? 3000);
const app = await buildPlatformServer({
  shellDist: path.join(shellDir, 'dist'),
  remotesRoot: process.env.REMOTES_ROOT ?? path.resolve(shellDir, '..'),
  remotesFile: process.env.REMOTES_FILE ?? path.join(shellDir, 'remotes.json'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
  logger: process.env.LOG_REQUESTS === 'true',
});

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`Platform ready at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
