// Production build of every package, one at a time (parallel webpack builds are no faster on 2 cores),
// timing each into .build-info/build-times.json for the bench.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ORDER } from './packages.mjs';
import { die, pnpmRun } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function buildAll(only = BUILD_ORDER) {
  const times = {};
  for (const pkg of only) {
    const started = Date.now();
    console.log(`\n▶ building ${pkg}`);
    if (pnpmRun(['--filter', pkg, 'run', 'build'], { cwd: root }) !== 0) die(`Build of ${pkg} failed.`);
    times[pkg] = (Date.now() - started) / 1000;
    console.log(`✔ ${pkg} built in ${times[pkg].toFixed(1)} s`);
  }
  fs.mkdirSync(path.join(root, '.build-info'), { recursive: true });
  fs.writeFileSync(path.join(root, '.build-info/build-times.json'), JSON.stringify(times, null, 2));
  return times;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  buildAll(only.length > 0 ? only : BUILD_ORDER);
}
