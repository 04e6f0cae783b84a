// The end-to-end API seeds its demo data for each tenant's day: the server's for the demo and acme tenants (they set
// no time zone), Honolulu's for aloha. A run that crosses one of those midnights finds that tenant's seeded "today"
// moved to yesterday, and date-bound tests (the physician's past banner, the CDI QA counts, aloha's daily list) fail
// for the calendar's sake: scripts/e2e.mjs waits it out.

/**
 * How long a run of the end-to-end suites may take, seeding included (CI: 6–8 min on a quick machine, 15 on a slow
 * 2-core one; margin for a loaded machine).
 */
const E2E_DAY_MARGIN_MS = 25 * 60_000;

/**
 * The zones whose days the demo data is seeded for: null, the process's own (the API's; the demo and acme tenants),
 * and the aloha tenant's (mock-api tenants.seed.ts ALOHA_TIME_ZONE; no daylight saving there).
 */
const SEEDED_TIME_ZONES = [null, 'Pacific/Honolulu'];

/** Milliseconds from `now` to the next midnight in `zone` (null: the process's own zone). */
function untilMidnight(now, zone) {
  if (zone === null) return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - now.getTime();
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  const part = (type) => Number(clock.formatToParts(now).find((p) => p.type === type)?.value ?? 0);
  const elapsed = ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return 86_400_000 - elapsed;
}

/**
 * Milliseconds to wait before starting the end-to-end suites at `now` so that they run within one day of every
 * seeded zone: 0 when each next midnight is more than `marginMs` away, otherwise until a minute past the nearest.
 */
function waitForWholeDay(now, marginMs = E2E_DAY_MARGIN_MS, zones = SEEDED_TIME_ZONES) {
  const nearest = Math.min(...zones.map((zone) => untilMidnight(now, zone)));
  return nearest > marginMs ? 0 : nearest + 60_000;
}

module.exports = { E2E_DAY_MARGIN_MS, SEEDED_TIME_ZONES, waitForWholeDay };
