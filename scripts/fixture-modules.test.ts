/** @jest-environment node */
// Every test fixture module (shared-kit/mock's builders, each remote's `*.fixtures.ts`, the shell's session
// fixtures) exports route maps of samples, `{ 'GET /api/...': answer }`; each answer must fit the schema of the
// endpoint it stands in for, unknown fields refused (shared-kit/schemas contract-check). At run time the mock clients
// check every fixture a test serves the same way (jest.setup-dom.cjs); this walk covers the modules as a whole.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { MockReply } from 'shared-kit/mock';
import { answerProblems } from 'shared-kit/schemas';

const root = path.resolve(__dirname, '..');
const isFixtureModule = (file: string) => /\.fixtures\.ts$/.test(file) || /(^|\/)api-fixtures\.mock\.ts$/.test(file) || /test-support\/.*fixtures\.ts$/.test(file);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, out);
    else if (isFixtureModule(file)) out.push(file);
  }
  return out;
}

const ROUTE_KEY = /^(GET|POST|PUT|DELETE) \/api\//;
const isRouteMap = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0 && Object.keys(value).every((k) => ROUTE_KEY.test(k));

const files = ['shared-kit', 'shell', ...readdirSync(root).filter((d) => d.startsWith('mfe-'))].flatMap((pkg) => walk(path.join(root, pkg, 'src')));

describe('test fixture modules fit the API contract', () => {
  it('finds the fixture modules', () => {
    expect(files.map((f) => path.relative(root, f))).toEqual(
      expect.arrayContaining(['shared-kit/src/mock/api-fixtures.mock.ts', 'mfe-worklist/src/worklist/worklist.fixtures.ts', 'shell/src/test-support/session-fixtures.ts']),
    );
  });

  it.each(files.map((f) => [path.relative(root, f), f]))('%s: every sample answer fits its endpoint', (_name, file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the modules are found at run time
    const exported = require(file) as Record<string, unknown>;
    const maps = Object.entries(exported).filter(([, value]) => isRouteMap(value));
    expect(maps.length).toBeGreaterThan(0);
    const problems = maps.flatMap(([name, map]) =>
      Object.entries(map as Record<string, unknown>).flatMap(([key, answer]) => {
        if (typeof answer === 'function') return [`${name} ${key}: a handler, not a sample answer`];
        const [method = '', route = ''] = key.split(' ');
        const reply = answer instanceof MockReply ? answer : new MockReply(200, answer);
        return answerProblems(method, route, reply.status, reply.body).map((p) => `${name}: ${p}`);
      }),
    );
    expect(problems).toEqual([]);
  });
});
