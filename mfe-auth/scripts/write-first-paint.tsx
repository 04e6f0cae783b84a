// After the webpack build: the sign-in form's first paint into dist (src/login/first-paint-markup.tsx).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIRST_PAINT_PAGES } from 'shared-kit/domain';
import { renderSignInFirstPaint } from '../src/login/first-paint-markup';

const page = FIRST_PAINT_PAGES.find((p) => p.remote === 'mfe_auth');
if (!page) throw new Error('shared-kit names no first paint for mfe_auth');
const name = page.file(null);
if (!name) throw new Error('shared-kit names no file for the first paint of mfe_auth');
const file = path.join(__dirname, '..', 'dist', name);
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, renderSignInFirstPaint());
console.log(`first paint of ${page.path} written to ${path.relative(process.cwd(), file)}`);
