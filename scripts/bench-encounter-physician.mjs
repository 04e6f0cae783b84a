// The physician encounter detail at scale (issue 13), per PHYSICIAN_DISPLAY_VARIANT (platform design §7): against the
// production build and the demo seed, one encounter of the physician's practitioner is given 150 conditions; in
// Chromium, as the physician, measures per variant the time from navigation to every row of the practitioner's
// condition list painted, and in the response variant ('1') the time from a response click to its PUT answered and the
// chosen form shown; the JS the remote adds after the signed-in home. Median of R runs per variant. Prints a table.
//
//   node scripts/bench-encounter-physician.mjs [--runs R]
//
// Uses the built dist folders, a temporary data folder and ports 3370/4370 (BENCH_PHYSICIAN_PORT / _API_PORT).
/* global document, window, XMLHttpRequest, requestAnimationFrame -- the page functions run in the browser */
import { CONDITIONS, jsAddedSince, median, navigateInApp, openHome, runAsScript, withEncounterPlatform } from './bench-encounter-platform.mjs';

const ROWS = '[data-remote="mfe_encounter_physician"] [data-condition-id]';
/** The physician's variants (platform design §7): none is the review view of spec 2 §2.4. */
const ALL_VARIANTS = [
  { value: null, name: 'review view (Dismiss/Undo)' },
  { value: '1', name: "review view with responses (variant '1')" },
  { value: '3', name: "simple curation view (variant '3')" },
];
/** BENCH_PHYSICIAN_VARIANTS=1,3 (none: `-`) measures only those. */
const VARIANTS = process.env.BENCH_PHYSICIAN_VARIANTS
  ? ALL_VARIANTS.filter((v) => process.env.BENCH_PHYSICIAN_VARIANTS.split(',').includes(v.value ?? '-'))
  : ALL_VARIANTS;

export async function benchEncounterPhysician(add, options = {}) {
  const runs = options.runs ?? 3;
  const port = options.port ?? Number(process.env.BENCH_PHYSICIAN_PORT ?? 3370);
  const apiPort = options.apiPort ?? Number(process.env.BENCH_PHYSICIAN_API_PORT ?? 4370);
  const setting = { name: 'physician', port, apiPort, username: 'physician', reviewCode: 'OPEN', status: null, practitionerOf: 'physician' };
  await withEncounterPlatform(setting, async ({ context, encounterId }) => {
    const { request } = context;
    // The rows the practitioner's list shows (shared-kit isInPractitionerList: active, not removed).
    const detail = await (await request.get(`/api/encounter/detail/${encounterId}`)).json();
    const expected = detail.conditions.filter((c) => c.statusCode === 'ACTIVE' && c.conditionCode !== 'REMOVED').length;
    if (expected < CONDITIONS - 10) throw new Error(`the encounter shows only ${expected} conditions`);
    const setVariant = async (value) => {
      const res = await request.put('/api/dev/tenant/demo/properties', { data: { PHYSICIAN_DISPLAY_VARIANT: value } });
      if (res.status() !== 200) throw new Error(`setting PHYSICIAN_DISPLAY_VARIANT answered ${res.status()}`);
    };
    let js = { wire: 0, decoded: 0 };
    try {
      for (const variant of VARIANTS) {
        await setVariant(variant.value);
        const painted = [];
        const responded = [];
        const shown = [];
        for (let i = 0; i < runs; i += 1) {
          const { page, loaded } = await openHome(context);
          const navigated = await navigateInApp(page, `/auth/encounter/detail/${encounterId}`);
          const shownAll = await page.waitForFunction(([sel, n]) => (document.querySelectorAll(sel).length >= n ? performance.now() : false), [ROWS, expected], {
            polling: 'raf',
            timeout: 120_000,
          });
          painted.push((await shownAll.jsonValue()) - navigated);
          if (variant === VARIANTS[0] && i === 0) js = await jsAddedSince(page, loaded);
          if (variant.value === '1') {
            // A response: the i-th response control's first unchosen option, clicked → its PUT answered and shown chosen.
            const group = page.locator(`${ROWS} [role="radiogroup"]`).nth(i);
            await group.waitFor();
            const input = await group.locator('input[type="radio"]:not(:checked)').first().elementHandle();
            // Clicked in the page (as a user's click on the option's label), so the time starts at the click itself;
            // the page notes when the choice shows (optimistic) and when the PUT's answer has arrived.
            const clicked = await input.evaluate((el) => {
              const w = window;
              w.benchShown = null;
              w.benchAnswered = null;
              const xhrOpen = XMLHttpRequest.prototype.open;
              XMLHttpRequest.prototype.open = function open(method, url, ...rest) {
                if (method === 'PUT' && String(url).endsWith('/tags/practitioner')) {
                  this.addEventListener('loadend', () => {
                    w.benchAnswered = performance.now();
                  });
                }
                return xhrOpen.call(this, method, url, ...rest);
              };
              const watch = () => {
                if (el.checked) w.benchShown = performance.now();
                else requestAnimationFrame(watch);
              };
              const t = performance.now();
              el.closest('label').click();
              requestAnimationFrame(watch);
              return t;
            });
            const done = await page.waitForFunction(() => (window.benchShown !== null && window.benchAnswered !== null ? [window.benchShown, window.benchAnswered] : false), null, {
              polling: 'raf',
              timeout: 60_000,
            });
            const [shownAt, answeredAt] = await done.jsonValue();
            shown.push(shownAt - clicked);
            responded.push(answeredAt - clicked);
          }
          await page.close();
        }
        add(`Physician detail, ${variant.name}, ${expected} conditions: navigation to every row painted (median of ${runs})`, median(painted), 'ms');
        if (shown.length > 0) add(`Physician detail, ${variant.name}: a response click to the choice shown (median of ${runs})`, median(shown), 'ms');
        if (responded.length > 0) add(`Physician detail, ${variant.name}: a response click to its save answered (median of ${runs})`, median(responded), 'ms');
      }
    } finally {
      await setVariant(null).catch(() => undefined);
    }
    add('Physician detail: JS the remote adds after home (on the wire)', js.wire, 'KiB');
    add('Physician detail: JS the remote adds after home (decoded)', js.decoded, 'KiB');
  });
}

await runAsScript(import.meta.url, benchEncounterPhysician);
