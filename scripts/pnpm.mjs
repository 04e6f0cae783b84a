// Runs the pinned pnpm through npx, so plain `npm run ...` works on a fresh machine (no global pnpm).
import { spawnSync } from 'node:child_process';
export const PNPM = ['-y', 'pnpm@10.34.9'];
export function pnpm(args, opts = {}) {
  const r = spawnSync('npx', [...PNPM, ...args], { stdio: 'inherit', ...opts });
  return r.status ?? 1;
}
if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
