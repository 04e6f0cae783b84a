import { MAX_BREADCRUMBS } from '../domain/limits.constants';

/** Breadcrumbs kept by the error reporter (spec 1 §9: 50); defined with the other limits. */
export { MAX_BREADCRUMBS };

export interface Breadcrumb {
  at: string;
  category: 'http' | 'navigation' | 'ui' | 'error';
  message: string;
  data?: Readonly<Record<string, string | number | boolean | null>>;
}

export interface ErrorReport {
  error: { name: string; message: string };
  context: Readonly<Record<string, string | number | boolean | null>>;
  breadcrumbs: readonly Breadcrumb[];
}

export type ErrorSink = (report: ErrorReport) => void;

/**
 * Collects breadcrumbs and reports failures to a sink (the console by default; a real service is
 * configured by setting a sink). Keeps only the last MAX_BREADCRUMBS breadcrumbs.
 */
export class ErrorReporter {
  private readonly crumbs: Breadcrumb[] = [];
  private sink: ErrorSink;

  constructor(sink?: ErrorSink) {
    this.sink = sink ?? ((report) => console.error('[error-reporter]', report.error.message, report.context));
  }

  setSink(sink: ErrorSink): void {
    this.sink = sink;
  }

  addBreadcrumb(crumb: Omit<Breadcrumb, 'at'> & { at?: string }): void {
    this.crumbs.push({ ...crumb, at: crumb.at ?? new Date().toISOString() });
    if (this.crumbs.length > MAX_BREADCRUMBS) this.crumbs.splice(0, this.crumbs.length - MAX_BREADCRUMBS);
  }

  breadcrumbs(): readonly Breadcrumb[] {
    return [...this.crumbs];
  }

  report(error: unknown, context: ErrorReport['context'] = {}): void {
    const err = error instanceof Error ? { name: error.name, message: error.message } : { name: 'Error', message: String(error) };
    this.addBreadcrumb({ category: 'error', message: err.message });
    this.sink({ error: err, context, breadcrumbs: this.breadcrumbs() });
  }
}

/** The platform's one reporter (shared-kit is a federation singleton, so every remote reports here). */
export const errorReporter = new ErrorReporter();
