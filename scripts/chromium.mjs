// Chromium comes from Debian's package, never from a browser download (toolchain).
import fs from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const apt = isRoot ? ['apt-get'] : ['sudo', '-n', 'apt-get'];
  console.log('▶ installing Chromium from Debian packages');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run(apt[0], [...apt.slice(1), 'update'], { env }) !== 0) return false;
  if (run(apt[0], [...apt.slice(1), 'install', '-y', '--no-install-recommends', 'chromium'], { env }) !== 0) return false;
  return fs.existsSync(CHROMIUM);
}
