// Production build of every package, two at a time: a webpack build leaves much of the second core idle, so two
// side by side took 64 s where one after the other took 103 s on this 2-core machine. Each build's output is printed
// whole when it ends; times go to .build-info/build-times.json for the bench (which builds one at a time, so each
// time is the package's own). BUILD_CONCURRENCY overrides the default of 2.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ORDER } from './packages.mjs';
import { die, PNPM_ARGS, runConcurrently } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export async function buildAll(only = BUILD_ORDER, { concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2) } = {}) {
  const times = {};
  const queue = [...only];
  let failed = null;
  const worker = async () => {
    while (queue.length > 0 && failed === null) {
      const pkg = queue.shift();
      const started = Date.now();
      console.log(`▶ building ${pkg}`);
      const [code] = await runConcurrently([{ name: `build of ${pkg}`, cmd: 'npx', args: [...PNPM_ARGS, '--filter', pkg, 'run', 'build'], opts: { cwd: root } }]);
      if (code !== 0) {
        failed = pkg;
        return;
      }
      times[pkg] = (Date.now() - started) / 1000;
      console.log(`✔ ${pkg} built in ${times[pkg].toFixed(1)} s`);
    }
  };
  const workers = Number.isInteger(concurrency) && concurrency > 0 ? concurrency : 1;
  await Promise.all(Array.from({ length: Math.min(workers, only.length) }, worker));
  if (failed !== null) die(`Build of ${failed} failed.`);
  fs.mkdirSync(path.join(root, '.build-info'), { recursive: true });
  fs.writeFileSync(path.join(root, '.build-info/build-times.json'), JSON.stringify(times, null, 2));
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  await buildAll(only.length > 0 ? only : BUILD_ORDER);
}
