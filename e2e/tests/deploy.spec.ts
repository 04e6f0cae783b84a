import { expect, test } from '../support/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signInAs } from '../pages/login.page';
import { ShellPage } from '../pages/shell.page';

const root = path.resolve(__dirname, '../..');

/** Content hash of every file in a folder, so "untouched" means byte for byte. */
function fingerprint(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

test('rebuilding one remote with a new BUILD_NUMBER shows on the Version page with the shell untouched', async ({ page }) => {
  test.setTimeout(240_000);
  const buildNumber = `e2e-${Date.now()}`;
  const shellBefore = fingerprint(path.join(root, 'shell/dist'));

  await signInAs(page, 'coder');
  await page.goto('/auth/version');
  const reportsRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'mfe-reports', exact: true }) });
  await expect(reportsRow).toBeVisible();
  await expect(reportsRow).not.toContainText(buildNumber);

  // Redeploy mfe-reports alone, while the platform server keeps running.
  execFileSync('npx', ['-y', 'pnpm@10.34.9', '--filter', 'mfe-reports', 'run', 'build'], {
    cwd: root,
    env: { ...process.env, BUILD_NUMBER: buildNumber },
    stdio: 'inherit',
  });

  await page.reload();
  await expect(reportsRow).toContainText(buildNumber);
  // The redeployed remote still mounts from its new files.
  await page.getByRole('link', { name: 'Reports' }).click();
  await new ShellPage(page).expectRemoteHeading('mfe_reports', 'Reports');
  expect(fingerprint(path.join(root, 'shell/dist'))).toEqual(shellBefore);
});
