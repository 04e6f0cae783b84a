// The encounter detail at scale (issues 11–13): against the production build and the demo seed, one open encounter
// is given 150 conditions; in Chromium, as CDI, measures the time from navigation to the condition list painted (all
// 150 cards) twice: at once from the worklist (the remote's code still to fetch and run) and from a worklist left
// alone until the shell has loaded the remote in the background; the time from Save to an edit saved and shown; and
// the JS the CDI remote adds after the signed-in home (on the wire and decoded). Median of R runs. Prints a table.
//
//   node scripts/bench-encounter.mjs [--runs R]
//
// Uses the built dist folders, a temporary data folder and ports 3350/4350 (BENCH_ENCOUNTER_PORT / _API_PORT).
/* global document -- the page functions run in the browser */
import { CONDITIONS, jsAddedSince, median, navigateInApp, openHome, remoteIn, runAsScript, settleHome, withEncounterPlatform } from './bench-encounter-platform.mjs';

const CARDS = '[data-remote="mfe_encounter_cdi"] section[aria-label] h3';

/** performance.now() in the page once `count` condition titles are painted. */
const paintedAt = (page, count) =>
  page.waitForFunction(([sel, n]) => (document.querySelectorAll(sel).length >= n ? performance.now() : false), [CARDS, count], {
    polling: 'raf',
    timeout: 120_000,
  });

export async function benchEncounter(add, options = {}) {
  const runs = options.runs ?? 3;
  const port = options.port ?? Number(process.env.BENCH_ENCOUNTER_PORT ?? 3350);
  const apiPort = options.apiPort ?? Number(process.env.BENCH_ENCOUNTER_API_PORT ?? 4350);
  await withEncounterPlatform({ name: 'encounter', port, apiPort, username: 'cdi' }, async ({ context, encounterId }) => {
    const painted = [];
    const paintedSettled = [];
    const saved = [];
    let js = { wire: 0, decoded: 0 };
    for (let i = 0; i < runs; i += 1) {
      // At once: the remote's code is still to come (the background load waits for the list to be idle).
      const cold = await openHome(context, 'CDI Worklist');
      if (remoteIn(cold.loaded, 'mfe-encounter-cdi')) throw new Error('the CDI remote was loaded before the navigation: the "at once" figure would not be one');
      const coldAt = await navigateInApp(cold.page, `/auth/encounter/detail/${encounterId}`);
      painted.push((await (await paintedAt(cold.page, CONDITIONS)).jsonValue()) - coldAt);
      if (i === 0) js = await jsAddedSince(cold.page, cold.loaded);
      await cold.page.close();
      // Settled: the worklist read for a while, the remote loaded in the background.
      const { page } = await openHome(context, 'CDI Worklist');
      await settleHome(page, 'mfe-encounter-cdi');
      const navigated = await navigateInApp(page, `/auth/encounter/detail/${encounterId}`);
      paintedSettled.push((await (await paintedAt(page, CONDITIONS)).jsonValue()) - navigated);
      // An edit saved: lock, open the first condition's form, change its title, time Save → the new title shown.
      const area = page.locator('[data-remote="mfe_encounter_cdi"]');
      await area.getByRole('button', { name: 'Lock this encounter' }).click();
      await area.getByRole('button', { name: 'Unlock this encounter' }).waitFor();
      await area.getByRole('button', { name: /^Edit / }).first().click();
      const title = `Bench edit ${i} ${Date.now()}`;
      await area.getByRole('textbox', { name: 'Title' }).fill(title);
      const clicked = await page.evaluate(() => {
        const t = performance.now();
        [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save')?.click();
        return t;
      });
      const shown = await page.waitForFunction(
        (text) => ([...document.querySelectorAll('h3')].some((h) => h.textContent === text) ? performance.now() : false),
        title,
        { polling: 'raf', timeout: 60_000 },
      );
      saved.push((await shown.jsonValue()) - clicked);
      await area.getByRole('button', { name: 'Unlock this encounter' }).click();
      await area.getByRole('button', { name: 'Lock this encounter' }).waitFor();
      await page.close();
    }
    add(`CDI detail, ${CONDITIONS} conditions: navigation to the condition list painted, at once from the worklist (median of ${runs})`, median(painted), 'ms');
    add(`CDI detail, ${CONDITIONS} conditions: navigation to the condition list painted, from a settled worklist (median of ${runs})`, median(paintedSettled), 'ms');
    add(`CDI detail, ${CONDITIONS} conditions: Save to the edit shown (median of ${runs})`, median(saved), 'ms');
    add('CDI detail: JS the remote adds after home (on the wire)', js.wire, 'KiB');
    add('CDI detail: JS the remote adds after home (decoded)', js.decoded, 'KiB');
  });
}

await runAsScript(import.meta.url, benchEncounter);
