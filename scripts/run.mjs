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

/**
 * Runs several commands at once (each a single-threaded job, so two share the two cores); each one's output is
 * buffered and printed whole when it ends, so the logs do not interleave. Resolves to the exit codes in order.
 */
export function runConcurrently(jobs) {
  return Promise.all(
    jobs.map(
      ({ name, cmd, args, opts = {} }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
          const chunks = [];
          child.stdout.on('data', (c) => chunks.push(c));
          child.stderr.on('data', (c) => chunks.push(c));
          let done = false;
          const finish = (code) => {
            if (done) return; // 'error' may be followed by 'close'
            done = true;
            process.stdout.write(`\n── ${name} (${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code}) ──\n`);
            process.stdout.write(Buffer.concat(chunks));
            resolve(code);
          };
          child.on('error', (error) => {
            chunks.push(Buffer.from(String(error)));
            finish(1);
          });
          child.on('close', (code) => finish(code ?? 1));
        }),
    ),
  );
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
