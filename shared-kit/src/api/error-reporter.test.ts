import { ErrorReporter, MAX_BREADCRUMBS, type ErrorReport } from './error-reporter';

describe('ErrorReporter', () => {
  it('keeps only the last 50 breadcrumbs (spec 1 §9)', () => {
    const reporter = new ErrorReporter(() => undefined);
    for (let i = 1; i <= 60; i += 1) reporter.addBreadcrumb({ category: 'ui', message: `click ${i}` });
    const crumbs = reporter.breadcrumbs();
    expect(MAX_BREADCRUMBS).toBe(50);
    expect(crumbs).toHaveLength(50);
    expect(crumbs[0]?.message).toBe('click 11');
    expect(crumbs[49]?.message).toBe('click 60');
  });

  it('sends a report with the error, context and breadcrumbs to its sink', () => {
    const reports: ErrorReport[] = [];
    const reporter = new ErrorReporter((report) => reports.push(report));
    reporter.addBreadcrumb({ category: 'navigation', message: '/auth/home' });
    reporter.report(new TypeError('bad'), { remote: 'mfe-reports' });
    expect(reports).toHaveLength(1);
    expect(reports[0]?.error).toEqual({ name: 'TypeError', message: 'bad' });
    expect(reports[0]?.context).toEqual({ remote: 'mfe-reports' });
    expect(reports[0]?.breadcrumbs.map((b) => b.message)).toEqual(['/auth/home', 'bad']);
  });

  it('reports non-Error values as text', () => {
    const reports: ErrorReport[] = [];
    const reporter = new ErrorReporter((report) => reports.push(report));
    reporter.report('plain failure');
    expect(reports[0]?.error).toEqual({ name: 'Error', message: 'plain failure' });
  });

  it('a later sink replaces the first', () => {
    const first: ErrorReport[] = [];
    const second: ErrorReport[] = [];
    const reporter = new ErrorReporter((r) => first.push(r));
    reporter.setSink((r) => second.push(r));
    reporter.report(new Error('x'));
    expect(first).toEqual([]);
    expect(second).toHaveLength(1);
  });
});
