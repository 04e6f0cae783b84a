/** @jest-environment node */
import { createMockSession, mockEncounterRow } from 'shared-kit/mock';
import { homeRenderer, HomeWithRows } from './home-render';
import { renderHomeStyles } from './home-styles';
import { renderWithAntdStyles } from './render-with-antd-styles';

// Rendered as the platform server renders it: in Node, without a document.
const renderer = homeRenderer(['__federation_expose_parcel.abc.css']);
const ROWS = Array.from({ length: 50 }, (_, index) => mockEncounterRow(index + 1));

/** The antd styles a sheet carries, by antd's own record of them (its cache path rule). */
const stylePaths = (css: string): Set<string> =>
  new Set((/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '').split(';').filter(Boolean));

describe('the server render of the home (homeRenderer)', () => {
  it("asks for the worklist's first page of a CDI or coder user, from the filter saved on the server, and nothing for the daily lists' users", () => {
    expect(renderer.firstRequest(createMockSession('CDI'))).toBe('/api/encounter?view=WORKLIST&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc');
    expect(renderer.firstRequest(createMockSession('CDI_RESTRICTED'))).toMatch(/^\/api\/restricted\/encounter\?/);
    const saved = { ...createMockSession('CODER'), worklistFilters: { coder: { view: 'WORKLIST', sort: { key: 'start', order: 'desc' }, savedAt: '2026-11-01T00:00:00.000Z' } } };
    expect(renderer.firstRequest(saved)).toMatch(/^\/api\/encounter\?.*&sort=start\+desc$/);
    expect(renderer.firstRequest(createMockSession('PHYSICIAN'))).toBeNull();
    expect(renderer.firstRequest(createMockSession('CLINICAL_ADMIN'))).toBeNull();
  });

  it('draws the screen with the first rows, inert below its title, linked to the remote’s stylesheet where it is served, with the answer for the remote', () => {
    const session = createMockSession('CDI');
    const html = renderer.render(session, ROWS, '/remotes/mfe-worklist/');
    expect(html.startsWith('<link rel="stylesheet" href="/remotes/mfe-worklist/__federation_expose_parcel.abc.css"><div class="ant-flex')).toBe(true);
    // The title, then everything below it inert (laid out as if the wrapper were not there).
    expect(html).toMatch(/<h1[^>]*>CDI Worklist<\/h1><div inert="" style="display:contents"><div class="ant-tabs/);
    expect(html.match(/ inert=""/g)).toHaveLength(1);
    // Busy: not the screen's list yet.
    expect(html).toContain('<section aria-label="Encounters" aria-busy="true">');
    // All 50 rows loaded, as the live table tells it, and those of a laptop's window drawn, in order.
    expect(html).toContain('aria-rowcount="51"');
    const drawn = [...html.matchAll(/<tr[^>]* data-row-key="(\d+)"/g)].map((match) => Number(match[1]));
    expect(drawn.length).toBeGreaterThanOrEqual(15);
    expect(drawn.length).toBeLessThan(50);
    expect(drawn).toEqual(drawn.map((_, index) => index + 1));
    expect(html).toContain('Last1, First1');
    const block = /<script type="application\/json" data-first-answer="([^"]*)">([^<]*)<\/script>$/.exec(html);
    expect(block?.[1]).toBe(renderer.firstRequest(session)?.replace(/&/g, '&amp;'));
    expect(JSON.parse(block?.[2] ?? '')).toEqual(ROWS);
  });

  it("escapes what the data holds: a patient's name cannot end the data block or add markup", () => {
    const hostile = mockEncounterRow(1, { patient: { ...mockEncounterRow(1).patient, lastName: '</script><img src=x onerror=alert(1)>' } });
    const html = renderer.render(createMockSession('CODER'), [hostile], '/remotes/mfe-worklist/');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/data-first-answer="[^"]*">([^<]*)<\/script>$/.exec(html)?.[1] ?? '')).toEqual([hostile]);
  });

  it('refuses to draw for a user without a worklist home, or an answer that is not a list of rows', () => {
    expect(() => renderer.render(createMockSession('PHYSICIAN'), ROWS, '/remotes/mfe-worklist/')).toThrow();
    expect(() => renderer.render(createMockSession('CDI'), { rows: ROWS }, '/remotes/mfe-worklist/')).toThrow();
  });

  it("needs no antd style the remote's stylesheet lacks (home-styles.tsx renders the homes and a row's badge)", () => {
    const sheet = stylePaths(renderHomeStyles());
    for (const role of ['CDI', 'CODER'] as const) {
      const session = createMockSession(role);
      const rows = [...ROWS.slice(0, 5), mockEncounterRow(99, { status: 'CANCELLED', review: { reviewCode: 'OPEN', queryStatusCode: 'REVIEW_QUERY_OUTSTANDING' } })];
      const { css } = renderWithAntdStyles([<HomeWithRows key={role} session={session} url={renderer.firstRequest(session) ?? ''} answer={rows} />]);
      const used = stylePaths(css);
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((entry) => !sheet.has(entry))).toEqual([]);
    }
  });
});
