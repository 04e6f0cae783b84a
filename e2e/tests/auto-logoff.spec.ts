import { expect, test, type Page } from '../support/test';
import { CdiEncounterPage, openEncounter } from '../pages/encounter-detail.page';
import { LoginPage, signInAs } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';
import { WorklistPage } from '../pages/worklist.page';
import { asPlatformPage } from '../support/platform-origin';

// Issue 16, item 6: automatic logoff (HIPAA §164.312(a)(2)(iii)). The demo helper POST /api/dev/session/idle makes the
// session look idle on the server; the browser's clock is moved forward so the shell's next check comes at once.

const WARNING = 'Are you still there?';

/**
 * Makes the server see the session idle with `secondsLeft` to go. A call of the screen still on its way (a list, the
 * reference data) would start the idle clock again: it is asked until the server answers the shortened time.
 */
async function idleOnServer(page: Page, secondsLeft: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.request.post('/api/dev/session/idle', { data: { secondsLeft } });
        expect(response.ok()).toBe(true);
        return (await sessionStatus(page)).idleRemainingSeconds ?? 0;
      },
      { intervals: [250, 500, 1000] },
    )
    .toBeLessThanOrEqual(secondsLeft);
}

/** The CDI worklist signed in and its first rows drawn: the calls of the home screen have been answered. */
async function signedInHome(page: Page): Promise<void> {
  await signInAs(page, 'cdi');
  await new ShellPage(page).expectRemoteHeading('mfe_worklist', 'CDI Worklist');
  await expect(new WorklistPage(page).rows().first()).toBeVisible({ timeout: 20_000 });
}

async function sessionStatus(page: Page): Promise<{ status: number; idleRemainingSeconds?: number }> {
  const response = await page.request.get('/api/sso/session');
  return { status: response.status(), ...(response.ok() ? ((await response.json()) as { idleRemainingSeconds: number }) : {}) };
}

test('a minute before the idle timeout a warning offers Stay signed in, which keeps the session', async ({ page }) => {
  await page.clock.install();
  await signedInHome(page);
  expect((await sessionStatus(page)).idleRemainingSeconds).toBeGreaterThan(29 * 60);

  await idleOnServer(page, 62);
  await page.clock.fastForward('30:00');
  const dialog = page.getByRole('alertdialog', { name: WARNING });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/For your security, you will be signed out in \d+ seconds because you have been inactive\./);
  await expect(dialog.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The dialog closes at the key press; the keep-alive it sends may still be on its way.
  await expect.poll(async () => (await sessionStatus(page)).idleRemainingSeconds ?? 0).toBeGreaterThan(29 * 60);
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('after the idle timeout the screen logs off on its own, announces it first, and clears what it held', async ({ page }) => {
  await page.clock.install();
  await signedInHome(page);
  // The draft store's hook (shared-kit onSessionEnding): heard before the state is cleared.
  await page.evaluate(() => {
    const w = window as unknown as { sessionEndings: Array<{ reason: string; signedIn: boolean }> };
    w.sessionEndings = [];
    window.addEventListener('cdi:session-ending', (event) => {
      w.sessionEndings.push({ reason: (event as CustomEvent<{ reason: string }>).detail.reason, signedIn: localStorage.getItem('cdi.session') !== null });
    });
  });

  await idleOnServer(page, 3);
  await page.clock.fastForward('30:00');
  await expect(page.getByRole('alertdialog', { name: WARNING })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alertdialog', { name: WARNING })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sessionEndings: unknown[] }).sessionEndings)).toEqual([{ reason: 'idle-timeout', signedIn: true }]);
  expect(await page.evaluate(() => localStorage.getItem('cdi.session'))).toBeNull();
  expect((await sessionStatus(page)).status).toBe(401);
});

test('unsaved condition edits outlive the automatic logoff: signed in again, the draft is offered back', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'cdi');
  // Far down the open list: the CDI encounter spec, perhaps running beside this one, takes the first few.
  const encounter = await openEncounter(page.request, 40);
  const detail = new CdiEncounterPage(page);
  try {
    await detail.open(encounter.id);
    await detail.lock();
    await detail.area.getByRole('button', { name: /Add Condition/ }).click();
    await detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('textbox', { name: 'Title' }).fill('Kept through the automatic logoff, e2e');

    await idleOnServer(page, 3);
    await page.clock.fastForward('30:00');
    await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible({ timeout: 15_000 });

    await new LoginPage(page).signIn('cdi');
    await expect(page).toHaveURL(/\/auth\/home$/);
    await detail.open(encounter.id);
    await expect(detail.area.getByText(/^You have unsaved changes from .* for this condition\.$/)).toBeVisible({ timeout: 20_000 });
    await detail.area.getByRole('button', { name: 'Restore' }).click();
    await expect(detail.area.getByRole('form', { name: 'Add Condition' }).getByRole('textbox', { name: 'Title' })).toHaveValue('Kept through the automatic logoff, e2e');
  } finally {
    await page.request.put(`/api/encounter/unlock/${encounter.id}`, asPlatformPage()).catch(() => undefined);
  }
});
