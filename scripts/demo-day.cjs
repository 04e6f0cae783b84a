// The end-to-end API seeds its demo data for the demo tenant's day, which is the server's (the demo tenant sets no
// time zone). A run that crosses that midnight finds today's seeded work moved to yesterday, and date-bound tests
// (the physician's past banner, the CDI QA counts) fail for the calendar's sake: scripts/e2e.mjs waits it out.

/**
 * How long a run of the end-to-end suites may take, seeding included (CI: 6–8 min on a quick machine, 15 on a slow
 * 2-core one; margin for a loaded machine).
 */
const E2E_DAY_MARGIN_MS = 25 * 60_000;

/**
 * Milliseconds to wait before starting the end-to-end suites at `now` so that they run within one day of the
 * process's time zone (the API's): 0 when the next local midnight is more than `marginMs` away, otherwise until a
 * minute past it.
 */
function waitForWholeDay(now, marginMs = E2E_DAY_MARGIN_MS) {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const untilMidnight = midnight.getTime() - now.getTime();
  return untilMidnight > marginMs ? 0 : untilMidnight + 60_000;
}

module.exports = { E2E_DAY_MARGIN_MS, waitForWholeDay };
