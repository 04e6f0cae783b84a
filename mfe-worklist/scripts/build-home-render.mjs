// After the webpack build: the server render of the home's first paint (src/home-first-paint/home-render.tsx) as one
// ES module for Node, everything it uses inlined, into dist (shared-kit HOME_FIRST_PAINT_RENDERER). The platform server
// imports it from there; no page loads it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outfile = path.join(dir, 'dist', 'first-paint', 'home-render.mjs');

await build({
  entryPoints: [path.join(dir, 'src/home-first-paint/home-render.entry.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  // The screens' stylesheets are the browser's; the render inlines the antd styles it uses itself.
  loader: { '.css': 'empty' },
  // CommonJS packages inlined into an ES module still require Node's own modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`server render of the home written to ${path.relative(process.cwd(), outfile)}`);
