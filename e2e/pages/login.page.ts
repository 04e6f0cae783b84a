import { expect, type Page } from '@playwright/test';
import { PASSWORD, type DemoUser } from '../support/accounts';

export const SIGN_IN_HEADING = 'Sign in to Curate CDI';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.heading()).toBeVisible();
  }

  heading() {
    return this.page.getByRole('heading', { name: SIGN_IN_HEADING });
  }

  async signIn(username: DemoUser | string, password = PASSWORD): Promise<void> {
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
}

/** Signs in through the form and waits for the home route. */
export async function signInAs(page: Page, username: DemoUser): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(username);
  await expect(page).toHaveURL(/\/auth\/home$/);
}
