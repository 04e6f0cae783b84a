// After the webpack build: the first paint of each home screen into dist (src/home-first-paint).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_SCREENS, homeFirstPaintFile } from 'shared-kit/domain';
import { renderHomeFirstPaint } from '../src/home-first-paint/render-home-first-paint';

for (const screen of HOME_SCREENS) {
  const file = path.join(__dirname, '..', 'dist', homeFirstPaintFile(screen));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderHomeFirstPaint(screen));
  console.log(`first paint of the ${screen} home written to ${path.relative(process.cwd(), file)}`);
}
