import type { Page } from '@playwright/test';

export interface CurrentUser {
  username: string;
  alias: string;
  type: string;
}

/** The signed-in user as the API sees it (the page's cookies are shared with page.request). */
export async function currentUser(page: Page): Promise<CurrentUser> {
  const res = await page.request.get('/api/user/current');
  if (!res.ok()) throw new Error(`GET /api/user/current answered ${res.status()}`);
  return (await res.json()) as CurrentUser;
}

export function headerName(user: CurrentUser, label: string | null): string {
  return label ? `${user.alias} (${label})` : user.alias;
}
