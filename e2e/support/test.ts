import { test as base, expect, type BrowserContext } from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  source: string;
}

interface CspFixtures {
  /**
   * Violations a test provokes on purpose (matched on `directive blocked`); none by default. Every other one fails
   * the test.
   */
  allowedCspViolations: RegExp[];
  /** Collects every `securitypolicyviolation` of every page and frame of the test's context; automatic. */
  cspViolations: CspViolation[];
}

/** Reports each violation of a document (all frames, every navigation) to the test through a binding. */
async function listenForViolations(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: unknown) => void }).__reportCspViolation;
      report?.({ page: location.href, directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
}

/**
 * The platform's Playwright `test`: every spec imports it (not @playwright/test's), so every screen any spec visits —
 * today's and those added later — fails its test on a Content-Security-Policy violation (issue 16).
 */
export const test = base.extend<CspFixtures>({
  allowedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ context, browser, allowedCspViolations }, run) => {
      const violations: CspViolation[] = [];
      await listenForViolations(context, violations);
      // Contexts a test opens itself (a second browser, another user) are watched too; browser.newPage goes through here.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const created = await newContext(options);
        await listenForViolations(created, violations);
        return created;
      };
      try {
        await run(violations);
      } finally {
        browser.newContext = newContext;
      }
      const unexpected = violations.filter((v) => !allowedCspViolations.some((allowed) => allowed.test(`${v.directive} ${v.blocked}`)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Frame, Locator, Page, Request, Response } from '@playwright/test';
