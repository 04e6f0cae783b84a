// Small helpers the root scripts share: run a command and fail loudly, time it.
import { spawn, spawnSync } from 'node:child_process';

export const PNPM_ARGS = ['-y', 'pnpm@10.34.9'];

/** Runs a command with inherited output; returns its exit code. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.error) console.error(r.error);
  return r.status ?? 1;
}

export function pnpmRun(args, opts = {}) {
  return run('npx', [...PNPM_ARGS, ...args], opts);
}

/** Installs the workspace (pnpm bootstrapped from the npm registry through npx). */
export function install() {
  const ci = process.env.CI === 'true' || process.env.CI === '1';
  return pnpmRun(['install', ci ? '--frozen-lockfile' : '--prefer-offline']);
}

/** Starts a long-running child with inherited output. */
export function start(cmd, args, opts = {}) {
  return spawn(cmd, args, { stdio: 'inherit', ...opts });
}

/** Waits until `url` answers (any status below 500) or the time runs out. */
export async function waitFor(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

export function die(message, code = 1) {
  console.error(`\n${message}`);
  process.exit(code);
}
