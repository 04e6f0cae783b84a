import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlatformServer } from './platform-app';

// Bundled to shell/dist-server/platform-server.mjs: paths are relative to that folder.
const here = path.dirname(fileURLToPath(import.meta.url));
const shellDir = path.resolve(here, '..');

const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
const origins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
const trustProxy = process.env.TRUST_PROXY?.trim();
const app = await buildPlatformServer({
  shellDist: path.join(shellDir, 'dist'),
  remotesRoot: process.env.REMOTES_ROOT ?? path.resolve(shellDir, '..'),
  remotesFile: process.env.REMOTES_FILE ?? path.join(shellDir, 'remotes.json'),
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:4000',
  logger: process.env.LOG_REQUESTS === 'true',
  // The EHR origins allowed to frame the platform (platform design §8); the API reads the same variable.
  frameAncestors: origins(process.env.FRAME_ANCESTORS),
  https: publicUrl.startsWith('https:'),
  trustProxy: trustProxy ? trustProxy : false,
});

await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
console.log(`Platform ready at http://localhost:${port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
