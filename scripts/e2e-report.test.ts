/** @jest-environment node */
// npm test's list of e2e tests that passed only on their retry (scripts/e2e-report.cjs).
import { flakyTitles } from './e2e-report.cjs';

const test = (status: string, projectName = 'platform') => ({ status, projectName });

describe('flakyTitles', () => {
  it('names each test that failed once and passed on its retry, with its project, file and describe path', () => {
    const report = {
      suites: [
        {
          title: 'auto-logoff.spec.ts',
          specs: [{ title: 'a warning offers Stay signed in', tests: [test('flaky')] }],
          suites: [{ title: 'after the timeout', specs: [{ title: 'logs off', tests: [test('expected'), test('flaky', 'tenant-variants')] }] }],
        },
        { title: 'sign-in.spec.ts', specs: [{ title: 'signs in', tests: [test('expected')] }, { title: 'fails', tests: [test('unexpected')] }] },
      ],
    };
    expect(flakyTitles(report)).toEqual([
      '[platform] auto-logoff.spec.ts › a warning offers Stay signed in',
      '[tenant-variants] auto-logoff.spec.ts › after the timeout › logs off',
    ]);
  });

  it('names none in a report without retries, or without suites', () => {
    expect(flakyTitles({ suites: [{ title: 'x.spec.ts', specs: [{ title: 't', tests: [test('expected'), test('skipped')] }] }] })).toEqual([]);
    expect(flakyTitles({})).toEqual([]);
  });
});
