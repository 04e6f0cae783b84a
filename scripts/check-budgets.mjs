// `node scripts/check-budgets.mjs`: the byte budgets of the last production build (scripts/budgets.cjs), with the
// scripts /login loads, largest first. `npm test` runs the same check after its production build. Ends with one line
// 'budgets: N passed, N failed' and exits non-zero when a figure is over its budget.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFigures, checkBudgets, describeBudget } from './budgets.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let results;
try {
  const figures = budgetFigures(root);
  console.log('/login loads:');
  for (const s of [...figures.login].sort((a, b) => b.br - a.br)) console.log(`  ${(s.br / 1024).toFixed(1).padStart(6)} KiB  ${s.build}/${s.file}`);
  results = checkBudgets(figures);
} catch (error) {
  console.error(`The budget check could not read the build: ${error instanceof Error ? error.message : error}`);
  results = [{ name: 'byte budgets', ok: false }];
}
for (const r of results) console.log(r.value === undefined ? `✖ ${r.name}` : describeBudget(r));
const failed = results.filter((r) => !r.ok).length;
console.log(`budgets: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
