// Real API server processes for the suites that need more than app.inject (durability across a SIGKILL, live events
// across two processes): the server bundled with esbuild into the suite's own folder (the shared dist/ belongs to
// the build lock) and started as a child process on a free port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const PACKAGE_DIR = join(__dirname, '..', '..');
const START_TIMEOUT_MS = 90_000;

/** A folder for the suite's bundle, inside mock-api/node_modules so its external imports resolve from mock-api. */
export const bundleDirFor = (suite: string): string => join(PACKAGE_DIR, 'node_modules', '.cache', `${suite}-${process.pid}`);

/** esbuild through the same externals plugin as scripts/build.mjs (a child process: the plugin is an ES module). */
export function bundleServer(bundleDir: string): void {
  const script = `
    import { build } from 'esbuild';
    import { externalPackages } from './scripts/esbuild-externals.mjs';
    await build({ entryPoints: ['src/server.ts'], outfile: ${JSON.stringify(join(bundleDir, 'server.js'))}, bundle: true,
      platform: 'node', format: 'esm', target: 'node20', plugins: [externalPackages], logLevel: 'error' });`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bundling the server failed: ${result.stderr}`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  base: string;
  exited: Promise<NodeJS.Signals | number | null>;
}

const running = new Set<RunningServer>();

/**
 * Starts the bundled server with `env` over the test defaults (demo mode, quiet logs) and resolves once it prints its
 * listening line (rejects on exit or timeout).
 */
export async function startServer(bundleDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(bundleDir, 'server.js')], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      REFERENCE_DATA_DIR: join(PACKAGE_DIR, 'data'),
      DEMO_MODE: 'true',
      PUBLIC_URL: 'http://localhost:3000',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  // Known to stopAll from the start, so a server that never gets ready is killed too.
  const server: RunningServer = { child, base: `http://127.0.0.1:${port}`, exited };
  running.add(server);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${START_TIMEOUT_MS} ms:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('API listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${String(how)}) before listening:\n${output}`));
    });
  });
  return server;
}

/** Sends `signal` and waits for the exit; answers how it exited. */
export async function stopServer(server: RunningServer, signal: NodeJS.Signals): Promise<NodeJS.Signals | number | null> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill(signal);
  const how = await server.exited;
  running.delete(server);
  return how;
}

/** Kills every server still running and removes the bundle (afterAll). */
export async function stopAll(bundleDir: string): Promise<void> {
  await Promise.all([...running].map((server) => stopServer(server, 'SIGKILL')));
  rmSync(bundleDir, { recursive: true, force: true });
}
