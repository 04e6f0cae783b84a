import type { Page, Response } from '@playwright/test';

/** The day list's search (GET /api/encounter by the role's path), by the browser. */
const isDayListSearch = (res: Response) => /\/api\/(restricted\/)?encounter\?/.test(res.url()) && res.request().method() === 'GET';

/**
 * The query of a daily list's first page as the next navigation loads it: asked by the browser, or, on a home the
 * platform server drew with its rows (mfe-worklist home-render.tsx), asked by the server for the page, whose answer the
 * page carries in a data block named by that URL. Call before the navigation.
 */
export function firstDayListQuery(page: Page): Promise<URLSearchParams> {
  return new Promise((resolve) => {
    const seen = async (res: Response) => {
      let url: string | null = null;
      if (isDayListSearch(res)) url = res.url();
      else if (res.request().isNavigationRequest() && res.ok()) {
        const block = /data-first-answer="(\/api\/(?:restricted\/)?encounter\?[^"]*)"/.exec(await res.text().catch(() => ''));
        url = block?.[1] ? new URL(block[1].replace(/&amp;/g, '&'), res.url()).href : null;
      }
      if (url === null) return;
      page.off('response', seen);
      resolve(new URL(url).searchParams);
    };
    page.on('response', seen);
  });
}
