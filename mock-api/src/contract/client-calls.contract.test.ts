// Contract drift caught in CI (issue 10): every API call a resource module of the shell, shared-kit or a remote makes
// must be a path and method of the API's OpenAPI document. Calls live in `*.resource.ts` modules; this test reads
// their source with the TypeScript parser and evaluates each call's path: string literals, template literals
// (`${…}` stands for one path segment), rolePath(role, 'x') (both the plain and the /api/restricted/ form), and
// module-level helpers returning such a path. A call whose path cannot be read this way fails the test too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import type { FastifyInstance } from 'fastify';
import { TestDatabase } from '../test-support/test-app';

const ROOT = join(__dirname, '..', '..', '..');
const HTTP_METHODS: Record<string, string> = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' };
/** Stands for an expression inside a template: one path segment, whatever its value. */
const ANY = '\u0000';

export interface ClientCall {
  file: string;
  line: number;
  method: string;
  /** Candidate paths (rolePath gives two); null when the path could not be read. */
  paths: string[] | null;
}

function resourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) resourceFiles(path, out);
    else if (name.endsWith('.resource.ts')) out.push(path);
  }
  return out;
}

/** Reads the API calls of one resource module. */
export function callsOf(file: string, text = readFileSync(file, 'utf8')): ClientCall[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  // Module-level helpers: `const base = (token) => \`/api/...\``, `function base(token) { return ... }`.
  const helpers = new Map<string, ts.Expression>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) {
          const init = d.initializer;
          if (ts.isArrowFunction(init) && !ts.isBlock(init.body)) helpers.set(d.name.text, init.body);
          else if (ts.isStringLiteralLike(init) || ts.isTemplateExpression(init)) helpers.set(d.name.text, init);
        }
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name && statement.body) {
      const ret = statement.body.statements.find(ts.isReturnStatement);
      if (ret?.expression) helpers.set(statement.name.text, ret.expression);
    }
  }

  const evaluate = (node: ts.Expression, depth = 0): string[] | null => {
    if (depth > 5) return null;
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isParenthesizedExpression(node)) return evaluate(node.expression, depth + 1);
    if (ts.isTemplateExpression(node)) {
      let results = [node.head.text];
      for (const span of node.templateSpans) {
        const inner = evaluate(span.expression, depth + 1) ?? [ANY];
        results = results.flatMap((r) => inner.map((i) => r + i + span.literal.text));
      }
      return results;
    }
    if (ts.isIdentifier(node)) {
      const helper = helpers.get(node.text);
      return helper ? evaluate(helper, depth + 1) : null;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      if (name === 'rolePath') {
        const rest = node.arguments[1] ? evaluate(node.arguments[1], depth + 1) : null;
        return rest ? rest.flatMap((r) => [`/api/${r.replace(/^\/+/, '')}`, `/api/restricted/${r.replace(/^\/+/, '')}`]) : null;
      }
      if (name === 'encodeURIComponent' || name === 'String') return [ANY];
      const helper = helpers.get(name);
      return helper ? evaluate(helper, depth + 1) : null;
    }
    return null;
  };

  const calls: ClientCall[] = [];
  const visit = (node: ts.Node): void => {
    // client.get('/api/...'), httpClient.put(`...`), ...
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = HTTP_METHODS[node.expression.name.text];
      const first = node.arguments[0];
      if (method && first) {
        const paths = evaluate(first);
        if (!paths || paths.some((p) => p.startsWith('/api'))) {
          calls.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, method, paths });
        }
      }
    }
    // { url: '/api/...', method: 'PUT' } (RTK Query endpoint definitions)
    if (ts.isObjectLiteralExpression(node)) {
      const prop = (name: string) =>
        node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
      const url = prop('url');
      if (url) {
        const paths = evaluate(url.initializer);
        const methodProp = prop('method');
        const method = methodProp && ts.isStringLiteralLike(methodProp.initializer) ? methodProp.initializer.text.toUpperCase() : methodProp ? null : 'GET';
        if (!paths || paths.some((p) => p.startsWith('/api'))) {
          calls.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, method: method ?? '?', paths });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** OpenAPI path templates (`/api/encounter/{id}`) as matchers of a scanned path. */
function matcherOf(openApiPath: string): (path: string) => boolean {
  const want = openApiPath.split('/');
  return (path) => {
    const got = path.split('/');
    return got.length === want.length && want.every((w, i) => (w.startsWith('{') ? got[i] !== '' : got[i] === w || got[i] === ANY));
  };
}

let database: TestDatabase;
let app: FastifyInstance;
let operations: Array<{ method: string; matches: (path: string) => boolean }>;

beforeAll(async () => {
  database = new TestDatabase();
  app = await database.open({ demoMode: true });
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase(), matches: matcherOf(path) })));
}, 60_000);

afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

// A query string (`/api/encounter?${…}`, a list page asked for by its whole URL) is not part of the path.
const known = (method: string, path: string) => operations.some((o) => o.method === method && o.matches(path.split('?')[0] ?? path));
const show = (p: string) => p.replaceAll(ANY, '${…}');

describe("client calls match the API's OpenAPI document", () => {
  it('every path and method a resource module calls exists in the API', () => {
    const files = ['shared-kit', 'shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-'))].flatMap((pkg) => resourceFiles(join(ROOT, pkg, 'src')));
    const calls = files.flatMap((f) => callsOf(f));
    expect(calls.length).toBeGreaterThan(20);
    const wrong = calls.flatMap((c) => {
      const where = `${relative(ROOT, c.file)}:${c.line}`;
      if (!c.paths) return [`${where}: the path of this call cannot be read (write a literal, a template or rolePath())`];
      return c.paths.filter((p) => !known(c.method, p)).map((p) => `${where}: ${c.method} ${show(p)} is not in the API`);
    });
    expect(wrong).toEqual([]);
  });

  it('refuses a path or method the API does not have (the check itself works)', () => {
    const calls = callsOf(
      'example.resource.ts',
      `const base = (id: number) => \`/api/encounter/detail/\${id}\`;
       export const a = (c: C, id: number) => c.get(base(id));
       export const b = (c: C, id: number) => c.post(base(id));
       export const d = (c: C, role: R) => c.get(rolePath(role, 'encounter/detials/1'));
       export const e = { url: \`/api/encounter/lock/\${1}\`, method: 'PUT' };
       export const f = (c: C, p: string) => c.get(p);`,
    );
    const verdicts = calls.map((c) => (c.paths ? c.paths.map((p) => `${c.method} ${show(p)} ${known(c.method, p)}`) : ['unreadable']));
    expect(verdicts).toEqual([
      ['GET /api/encounter/detail/${…} true'],
      ['POST /api/encounter/detail/${…} false'],
      ['GET /api/encounter/detials/1 false', 'GET /api/restricted/encounter/detials/1 false'],
      ['PUT /api/encounter/lock/${…} true'],
      ['unreadable'],
    ]);
  });
});
