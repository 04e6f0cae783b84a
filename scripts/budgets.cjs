// @ts-check
// The byte budgets `npm test` checks after the production build (issue 15), computed from the build's files without a
// browser so that they do not move with the machine's load: each build's load-graph.json
// (shared-kit/build/load-graph.cjs) says which scripts a page opens, and the brotli files beside them are what the
// platform server sends.
const path = require('node:path');
const { readLoadGraph, platformPageScripts } = require('../shared-kit/build/load-graph.cjs');

/** `/login`'s JS on the wire (issue 15's target) and one React DOM across a working session. */
const BUDGETS = { loginWireKiB: 250, reactDomCopies: 1 };

/**
 * The figures the budgets look at, from the dist folders of the repository at `root`.
 * @param {string} root
 */
function budgetFigures(root) {
  /** @param {string} pkg */
  const graph = (pkg) => readLoadGraph(path.join(root, pkg, 'dist'));
  const shell = graph('shell');
  const login = platformPageScripts(shell, [graph('mfe-auth')]);
  // A working session: sign in, the CDI home (worklist), then Reports; each script counted once.
  const session = platformPageScripts(shell, [graph('mfe-auth'), graph('mfe-worklist'), graph('mfe-reports')]);
  /** @param {typeof login} scripts @param {'br' | 'raw'} key */
  const kib = (scripts, key) => scripts.reduce((sum, s) => sum + s[key], 0) / 1024;
  return {
    login,
    loginWireKiB: kib(login, 'br'),
    loginRawKiB: kib(login, 'raw'),
    reactDomCopies: new Set(session.filter((s) => s.reactDom).map((s) => `${s.build}:${s.chunk}`)).size,
  };
}

/**
 * Each budget with its figure; `ok` is false when the figure is over its budget.
 * @param {{ loginWireKiB: number, reactDomCopies: number }} figures
 */
function checkBudgets(figures, budgets = BUDGETS) {
  return [
    { name: '/login: JS on the wire (brotli)', value: figures.loginWireKiB, unit: 'KiB', budget: budgets.loginWireKiB },
    { name: 'React DOM copies (login, CDI home, reports)', value: figures.reactDomCopies, unit: '', budget: budgets.reactDomCopies },
  ].map((check) => ({ ...check, ok: check.value <= check.budget }));
}

/** @param {ReturnType<typeof checkBudgets>[number]} r */
function describeBudget(r) {
  const value = r.unit === 'KiB' ? `${r.value.toFixed(1)} KiB` : String(r.value);
  return `${r.ok ? '✔' : '✖'} ${r.name}: ${value} (budget ${r.budget}${r.unit ? ` ${r.unit}` : ''})`;
}

module.exports = { BUDGETS, budgetFigures, checkBudgets, describeBudget };
