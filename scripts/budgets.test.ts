/** @jest-environment node */
// The byte-budget check (scripts/budgets.cjs) and its page model (shared-kit/build/load-graph.cjs), on small
// hand-made build graphs.
import { pageScripts } from '../shared-kit/build/load-graph.cjs';
import { checkBudgets } from './budgets.cjs';

type LoadGraph = Parameters<typeof pageScripts>[0];

type Chunk = { files: string[]; consumes?: string[]; reactDom?: boolean };

function graph(name: string, parts: { entry: string[]; chunks: Record<string, Chunk>; groups?: Record<string, string[]>; provides?: Record<string, string[]>; fallbacks?: Record<string, string[]> }): LoadGraph {
  const chunks = Object.fromEntries(Object.entries(parts.chunks).map(([id, c]) => [id, { files: c.files, consumes: c.consumes ?? [], reactDom: c.reactDom ?? false }]));
  const sizes = Object.fromEntries(Object.values(chunks).flatMap((c) => c.files.map((f) => [f, { raw: 4096, br: 1024 }])));
  return { name, entry: parts.entry, chunks, groups: parts.groups ?? {}, provides: parts.provides ?? {}, fallbacks: parts.fallbacks ?? {}, sizes };
}

const shell = graph('shell', {
  entry: ['main'],
  chunks: {
    main: { files: ['main.js'] },
    boot: { files: ['bootstrap.js'], consumes: ['react', 'react-dom/client', 'shared-kit'] },
    react: { files: ['react.js'] },
    rdc: { files: ['react-dom-client.js'], consumes: ['react'], reactDom: true },
    kit: { files: ['shared-kit.js'], consumes: ['axios'] },
    axios: { files: ['axios.js'] },
    antdLazy: { files: ['feedback-antd.js'] },
  },
  groups: { './bootstrap': ['boot'], './feedback-modal.component': ['antdLazy'] },
  provides: { react: ['react'], 'react-dom/client': ['rdc'], 'shared-kit': ['kit'], axios: ['axios'] },
});

function remote(name: string, parcel: Chunk, extra: Record<string, Chunk> = {}, fallbacks: Record<string, string[]> = {}) {
  return graph(name, {
    entry: ['entry'],
    chunks: { entry: { files: ['remoteEntry.js'] }, parcel, fallbackReactDom: { files: ['own-react-dom.js'], reactDom: true }, ...extra },
    groups: { __federation_expose_parcel: ['parcel'] },
    fallbacks: { 'react-dom/client': ['fallbackReactDom'], ...fallbacks },
  });
}

const files = (scripts: ReturnType<typeof pageScripts>) => scripts.map((s) => `${s.build}/${s.file}`).sort();

describe('what a page loads, from the build graphs', () => {
  it('the host entry, its bootstrap group, the remote entry and parcel, and every shared module from the host copy', () => {
    const auth = remote('mfe_auth', { files: ['parcel.js', 'antd-login.js'], consumes: ['react', 'react-dom/client', 'shared-kit'] });
    const scripts = pageScripts(shell, ['./bootstrap'], [{ graph: auth, groups: ['__federation_expose_parcel'] }]);
    expect(files(scripts)).toEqual([
      'mfe_auth/antd-login.js',
      'mfe_auth/parcel.js',
      'mfe_auth/remoteEntry.js',
      'shell/axios.js',
      'shell/bootstrap.js',
      'shell/main.js',
      'shell/react-dom-client.js',
      'shell/react.js',
      'shell/shared-kit.js',
    ]);
    // A lazily loaded shell module (its antd) is not on the page, nor the remote's own fallback copies.
    expect(files(scripts)).not.toContain('shell/feedback-antd.js');
    expect(scripts.filter((s) => s.reactDom)).toHaveLength(1);
    expect(scripts.reduce((sum, s) => sum + s.br, 0)).toBe(9 * 1024);
  });

  it("a shared module the host does not provide comes from the consuming build's fallback, once", () => {
    const a = remote('a', { files: ['a.js'], consumes: ['dayjs'] }, { dayjsA: { files: ['dayjs-a.js'] } }, { dayjs: ['dayjsA'] });
    const b = remote('b', { files: ['b.js'], consumes: ['dayjs'] }, { dayjsB: { files: ['dayjs-b.js'] } }, { dayjs: ['dayjsB'] });
    const scripts = files(pageScripts(shell, ['./bootstrap'], [{ graph: a, groups: ['__federation_expose_parcel'] }, { graph: b, groups: ['__federation_expose_parcel'] }]));
    expect(scripts).toContain('a/dayjs-a.js');
    expect(scripts).not.toContain('b/dayjs-b.js');
  });

  it('a remote that bundles its own React DOM instead of consuming the shared one is a second copy', () => {
    // react-dom/client imported through a path the share config does not match: the renderer lands in the parcel.
    const stray = remote('mfe_reports', { files: ['reports.js'], consumes: ['react'], reactDom: true });
    const scripts = pageScripts(shell, ['./bootstrap'], [{ graph: stray, groups: ['__federation_expose_parcel'] }]);
    expect(scripts.filter((s) => s.reactDom).map((s) => `${s.build}/${s.file}`).sort()).toEqual(['mfe_reports/reports.js', 'shell/react-dom-client.js']);
  });

  it('names a missing group instead of counting nothing', () => {
    expect(() => pageScripts(shell, ['./no-such-group'], [])).toThrow("shell has no chunk group './no-such-group'");
  });
});

describe('the budgets', () => {
  it('pass at the budget and fail over it', () => {
    expect(checkBudgets({ loginWireKiB: 250, reactDomCopies: 1 }).every((r) => r.ok)).toBe(true);
    const over = checkBudgets({ loginWireKiB: 250.1, reactDomCopies: 2 });
    expect(over.filter((r) => !r.ok).map((r) => r.name)).toEqual(['/login: JS on the wire (brotli)', 'React DOM copies (login, CDI home, reports)']);
  });
});
