// The coder encounter detail at scale (issue 12): against the production build and the demo seed, one READY_FOR_CODER
// encounter is given 150 conditions; in Chromium, as the demo coder, measures the time from navigation to the
// condition list painted (all 150 cards), the time from Submit to 'Successfully submitted coder details.' shown, and
// the JS the coder remote adds after the signed-in home (on the wire and decoded). Median of R runs.
//
//   node scripts/bench-encounter-coder.mjs [--runs R]
//
// Uses the built dist folders, a temporary data folder and ports 3360/4360 (BENCH_CODER_PORT / _API_PORT).
/* global document -- the page functions run in the browser */
import { CONDITIONS, jsAddedSince, median, navigateInApp, openHome, runAsScript, withEncounterPlatform } from './bench-encounter-platform.mjs';

const CARDS = '[data-remote="mfe_encounter_coder"] section[aria-label] h3';
const SUBMITTED = 'Successfully submitted coder details.';

export async function benchEncounterCoder(add, options = {}) {
  const runs = options.runs ?? 3;
  const port = options.port ?? Number(process.env.BENCH_CODER_PORT ?? 3360);
  const apiPort = options.apiPort ?? Number(process.env.BENCH_CODER_API_PORT ?? 4360);
  const setting = { name: 'coder', port, apiPort, username: 'coder', reviewCode: 'READY_FOR_CODER', status: null };
  await withEncounterPlatform(setting, async ({ context, encounterId }) => {
    const painted = [];
    const submitted = [];
    let js = { wire: 0, decoded: 0 };
    for (let i = 0; i < runs; i += 1) {
      const { page, loaded } = await openHome(context, 'Coder Worklist');
      const navigated = await navigateInApp(page, `/auth/encounter/detail/${encounterId}`);
      const shownAll = await page.waitForFunction(([sel, n]) => (document.querySelectorAll(sel).length >= n ? performance.now() : false), [CARDS, CONDITIONS], {
        polling: 'raf',
        timeout: 120_000,
      });
      painted.push((await shownAll.jsonValue()) - navigated);
      if (i === 0) js = await jsAddedSince(page, loaded);
      // A coder submission: lock, open the run's known condition, mark it reportable, time Submit → the success text.
      const area = page.locator('[data-remote="mfe_encounter_coder"]');
      await area.getByRole('button', { name: 'Lock this encounter' }).click();
      await area.getByRole('button', { name: 'Unlock this encounter' }).waitFor();
      await area.getByRole('region', { name: 'Known Conditions' }).getByRole('button', { name: /^Show details of / }).nth(i).click();
      const form = area.getByRole('form', { name: /^Coder details: / });
      await form.locator('label').filter({ has: page.getByRole('radio', { name: 'Reportable', exact: true }) }).click();
      const clicked = await page.evaluate(() => {
        const t = performance.now();
        [...document.querySelectorAll('form button[type="submit"]')].find((b) => !b.disabled)?.click();
        return t;
      });
      const shown = await page.waitForFunction((text) => (document.body.innerText.includes(text) ? performance.now() : false), SUBMITTED, { polling: 'raf', timeout: 60_000 });
      submitted.push((await shown.jsonValue()) - clicked);
      await area.getByRole('button', { name: 'Unlock this encounter' }).click();
      await area.getByRole('button', { name: 'Lock this encounter' }).waitFor();
      await page.close();
    }
    add(`Coder detail, ${CONDITIONS} conditions: navigation to the condition list painted (median of ${runs})`, median(painted), 'ms');
    add(`Coder detail, ${CONDITIONS} conditions: Submit to 'Successfully submitted coder details.' shown (median of ${runs})`, median(submitted), 'ms');
    add('Coder detail: JS the remote adds after home (on the wire)', js.wire, 'KiB');
    add('Coder detail: JS the remote adds after home (decoded)', js.decoded, 'KiB');
  });
}

await runAsScript(import.meta.url, benchEncounterCoder);
