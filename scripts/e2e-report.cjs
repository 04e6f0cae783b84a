// Reading Playwright's JSON report for `npm test`'s summary (scripts/test.mjs).

/**
 * Titles of the tests the report marks flaky: failed, then passed on their retry (CI retries once:
 * e2e/playwright.config.ts). `[project] file › describe … › test`.
 */
function flakyTitles(report) {
  const titles = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) if (test.status === 'flaky') titles.push(`[${test.projectName}] ${[...path, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return titles;
}

module.exports = { flakyTitles };
