/** @jest-environment node */
// The compile hint on the builds' scripts (shared-kit/build/compile-hint.cjs), through a real webpack build with the
// platform's minifier, source maps and content-hashed chunk names.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { COMPILE_HINT, CompileHintPlugin } from '../shared-kit/build/compile-hint.cjs';

// The build tools as shared-kit's webpack factory resolves them.
const requireFromKit = createRequire(path.join(__dirname, '../shared-kit/build/webpack.cjs'));
const webpack = requireFromKit('webpack') as typeof import('webpack');
const TerserPlugin = requireFromKit('terser-webpack-plugin') as typeof import('terser-webpack-plugin');
const { SourceMapConsumer } = requireFromKit('source-map-js') as typeof import('source-map-js');

let fixture: string;

beforeAll(() => {
  fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hint-'));
  fs.writeFileSync(
    path.join(fixture, 'index.js'),
    [
      '// a leading comment the minifier drops',
      'export function greet(name) {',
      '  return `hello ${name}`.toUpperCase();',
      '}',
      "import('./later').then((m) => m.later(greet(document.title)));",
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(fixture, 'later.js'), 'export function later(text) {\n  document.title = text;\n}\n');
});

afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

async function build(withHint: boolean): Promise<Record<string, string>> {
  const out = path.join(fixture, withHint ? 'with' : 'without');
  const compiler = webpack({
    mode: 'production',
    context: fixture,
    entry: { main: './index.js' },
    devtool: 'source-map',
    output: { path: out, filename: '[name].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    optimization: { chunkIds: 'named', minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    plugins: withHint ? [new CompileHintPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
  return Object.fromEntries(fs.readdirSync(out).map((file) => [file, fs.readFileSync(path.join(out, file), 'utf8')]));
}

test('every script starts with the hint after minification, and its map and content hash include the added line', async () => {
  const hinted = await build(true);
  const plain = await build(false);
  const scripts = Object.keys(hinted).filter((file) => file.endsWith('.js'));
  expect(scripts).toHaveLength(2);
  for (const file of scripts) {
    expect(hinted[file].startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    // The minified code follows unchanged (but for the chunk names' hashes): the comment is only added.
    const withoutHashes = (text: string) => text.split('\n//# sourceMappingURL=')[0].replace(/\.[0-9a-f]{8}\.js/g, '.[hash].js');
    const twin = Object.keys(plain).find((f) => f.split('.')[0] === file.split('.')[0] && f.endsWith('.js'));
    expect(twin).toBeDefined();
    expect(withoutHashes(hinted[file].slice(COMPILE_HINT.length + 1))).toBe(withoutHashes(plain[twin ?? '']));
  }
  expect(Object.values(plain).some((text) => text.includes(COMPILE_HINT))).toBe(false);

  // The chunk's content hash covers the hint: a browser holding the file without it cannot be served it as immutable.
  const chunk = (files: Record<string, string>) => Object.keys(files).find((f) => f.startsWith('later_js.') && f.endsWith('.js'));
  expect(chunk(hinted)).toBeDefined();
  expect(chunk(plain)).toBeDefined();
  expect(chunk(hinted)).not.toBe(chunk(plain));

  // The source map accounts for the added first line: the minified greeting maps back to its own line of index.js.
  const map = new SourceMapConsumer(JSON.parse(hinted['main.js.map']));
  const code = hinted['main.js'].split('\n');
  expect(code[0]).toBe(COMPILE_HINT);
  // (The minified runtime holds a template literal with a line break, so the module's code is on a later line.)
  const line = code.findIndex((text) => text.includes('`hello '));
  expect(line).toBeGreaterThan(0);
  const original = map.originalPositionFor({ line: line + 1, column: code[line].indexOf('`hello ') });
  expect(original.source).toMatch(/index\.js$/);
  expect(original.line).toBe(3);
});
