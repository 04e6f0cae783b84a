import { expect, type Page } from '@playwright/test';

/** The shell's header, navigation, menu, feedback and footer. */
export class ShellPage {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async navLabels(): Promise<string[]> {
    const nav = this.nav();
    if ((await nav.count()) === 0) return [];
    return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim());
  }

  userMenuButton(name: string | RegExp) {
    return this.page.getByRole('button', { name });
  }

  async openUserMenu(name: string | RegExp): Promise<void> {
    await this.userMenuButton(name).click();
  }

  async logout(userButtonName: string | RegExp): Promise<void> {
    await this.openUserMenu(userButtonName);
    await this.page.getByRole('menuitem', { name: 'Logout' }).click();
  }

  remoteArea(federationName: string) {
    return this.page.locator(`[data-remote="${federationName}"]`);
  }

  async expectRemoteHeading(federationName: string, heading: string): Promise<void> {
    // A remote's first load on a 2-core CI running two workers (antd and the remote's own vendors) can pass 20 s.
    await expect(this.remoteArea(federationName).getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
  }
}
