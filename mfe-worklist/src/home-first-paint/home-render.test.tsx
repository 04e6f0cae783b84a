/** @jest-environment node */
import { sessionTimeZone, zonedToday } from 'shared-kit/domain';
import { createMockSession, mockEncounterRow, mockPractitioner } from 'shared-kit/mock';
import { DAILY_LIST_TEXTS } from '../daily-list/daily-list.messages';
import { homeAnswers, homeRenderer, HomeWithAnswers } from './home-render';
import { renderHomeStyles } from './home-styles';
import { renderWithAntdStyles } from './render-with-antd-styles';

// Rendered as the platform server renders it: in Node, without a document.
const renderer = homeRenderer(['__federation_expose_parcel.abc.css']);
const ROWS = Array.from({ length: 50 }, (_, index) => mockEncounterRow(index + 1));

/** The antd styles a sheet carries, by antd's own record of them (its cache path rule). */
const stylePaths = (css: string): Set<string> =>
  new Set((/\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1] ?? '').split(';').filter(Boolean));

describe('the server render of the home (homeRenderer)', () => {
  it("asks for the worklist's first page of a CDI or coder user, from the filter saved on the server, and only that", () => {
    expect(renderer.firstRequest(createMockSession('CDI'))).toBe('/api/encounter?view=WORKLIST&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc');
    expect(renderer.firstRequest(createMockSession('CDI_RESTRICTED'))).toMatch(/^\/api\/restricted\/encounter\?/);
    const saved = { ...createMockSession('CODER'), worklistFilters: { coder: { view: 'WORKLIST', sort: { key: 'start', order: 'desc' }, savedAt: '2026-11-01T00:00:00.000Z' } } };
    expect(renderer.firstRequest(saved)).toMatch(/^\/api\/encounter\?.*&sort=start\+desc$/);
    // One request: the list is all a worklist home needs first.
    expect(renderer.nextRequest?.(createMockSession('CDI'), [ROWS])).toBeNull();
    expect(renderer.firstRequest(createMockSession('ADMIN'))).toBeNull();
  });

  it("asks for a physician's practitioner, then that practitioner's day (the tenant's today), sorted as they left it", () => {
    const session = { ...createMockSession('PHYSICIAN'), worklistFilters: { daily: { practitionerId: 99, encounterSort: 'openHccCount desc', savedAt: '2026-11-01T00:00:00.000Z' } } };
    const today = zonedToday(new Date(), sessionTimeZone(session));
    expect(renderer.firstRequest(session)).toBe('/api/user/practitioner');
    expect(renderer.nextRequest?.(session, [[mockPractitioner({ id: 12 }), mockPractitioner({ id: 13 })]])).toBe(
      `/api/encounter?start=${today}&practitionerId=12&patientStatus=ACTIVE&sort=openHccCount+desc&limit=51&offset=0`,
    );
    // No practitioner of their own: nothing more to ask (the screen says so); an answer that is not one, nothing either.
    expect(renderer.nextRequest?.(session, [[]])).toBeNull();
    expect(renderer.nextRequest?.(session, [{ id: 12 }])).toBeNull();
    expect(renderer.nextRequest?.(session, [[mockPractitioner({ id: 12 })], ROWS])).toBeNull();
  });

  it("asks for a clinical admin's day of the practitioner chosen last, then the practitioners the selector names", () => {
    const session = createMockSession('CLINICAL_ADMIN');
    const today = zonedToday(new Date(), sessionTimeZone(session));
    // Everyone's day ('All Practitioners', the first choice): the selector needs no names to say so.
    expect(renderer.firstRequest(session)).toBe(`/api/encounter?start=${today}&patientStatus=ACTIVE&sort=start+asc&limit=51&offset=0`);
    expect(renderer.nextRequest?.(session, [ROWS])).toBeNull();
    const chosen = { ...session, worklistFilters: { daily: { practitionerId: 13, encounterSort: 'start desc', savedAt: '2026-11-01T00:00:00.000Z' } } };
    expect(renderer.firstRequest(chosen)).toBe(`/api/encounter?start=${today}&practitionerId=13&patientStatus=ACTIVE&sort=start+desc&limit=51&offset=0`);
    expect(renderer.nextRequest?.(chosen, [ROWS])).toBe('/api/practitioner/search?statusCode=ACTIVE&limit=5000&offset=0');
    expect(renderer.nextRequest?.(chosen, [ROWS, []])).toBeNull();
  });

  it("draws a physician's day with its first rows and whose list it is, inert below its title, with both answers in the order asked", () => {
    const session = createMockSession('PHYSICIAN');
    const practitioners = [mockPractitioner({ id: 12, firstName: 'Ann', lastName: 'Lee' })];
    const rows = ROWS.slice(0, 20);
    const html = renderer.render(session, practitioners, '/remotes/mfe-worklist/', [practitioners, rows]);
    expect(html).toMatch(/<h1[^>]*>Today&#x27;s Patients<\/h1>/);
    expect(html).toContain('Lee, Ann');
    expect(html).toContain('<section aria-label="Patients" aria-busy="true">');
    expect(html).not.toContain('Loading patients');
    const drawn = [...html.matchAll(/<tr[^>]* data-row-key="(\d+)"/g)].map((match) => Number(match[1]));
    expect(drawn.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    const blocks = [...html.matchAll(/<script type="application\/json" data-first-answer="([^"]*)">([^<]*)<\/script>/g)];
    expect(blocks.map((block) => block[1]?.replace(/&amp;/g, '&'))).toEqual(['/api/user/practitioner', renderer.nextRequest?.(session, [practitioners])]);
    expect(blocks.map((block) => JSON.parse(block[2] ?? ''))).toEqual([practitioners, rows]);
    // Inert: the day navigation beside the title, and all below it.
    expect(html.match(/ inert=""/g)).toHaveLength(2);
    expect(html).toMatch(/<div inert="" style="display:contents"><nav aria-label="Day">/);
  });

  it('draws a physician without a practitioner of their own the notice, from the one answer', () => {
    const html = renderer.render(createMockSession('PHYSICIAN'), [], '/remotes/mfe-worklist/', [[]]);
    expect(html).toContain(DAILY_LIST_TEXTS.noPractitioner);
    expect(html).not.toContain('<table');
  });

  it("draws a clinical admin's day with the practitioner chosen last named in the selector", () => {
    const session = { ...createMockSession('CLINICAL_ADMIN'), worklistFilters: { daily: { practitionerId: 13, encounterSort: 'start asc', savedAt: '2026-11-01T00:00:00.000Z' } } };
    const practitioners = [mockPractitioner({ id: 12, firstName: 'Ann', lastName: 'Lee' }), mockPractitioner({ id: 13, firstName: 'Bo', lastName: 'Chan' })];
    const html = renderer.render(session, ROWS.slice(0, 3), '/remotes/mfe-worklist/', [ROWS.slice(0, 3), practitioners]);
    expect(html).toContain('Chan, Bo');
    expect([...html.matchAll(/<tr[^>]* data-row-key="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([1, 2, 3]);
  });

  it('refuses to draw from answers that are not all the home asks first: the platform server then paints the static home', () => {
    const physician = createMockSession('PHYSICIAN');
    const practitioners = [mockPractitioner({ id: 12 })];
    // A platform server that asks one request only: the day's rows are missing.
    expect(() => renderer.render(physician, practitioners, '/remotes/mfe-worklist/')).toThrow();
    expect(() => renderer.render(physician, practitioners, '/remotes/mfe-worklist/', [practitioners, ROWS, ROWS])).toThrow();
    expect(() => renderer.render(physician, practitioners, '/remotes/mfe-worklist/', [practitioners, { rows: ROWS }])).toThrow();
  });

  it('draws the screen with the first rows, inert below its title, linked to the remote’s stylesheet where it is served, with the answer for the remote', () => {
    const session = createMockSession('CDI');
    const html = renderer.render(session, ROWS, '/remotes/mfe-worklist/');
    expect(html.startsWith('<link rel="stylesheet" href="/remotes/mfe-worklist/__federation_expose_parcel.abc.css"><div class="ant-flex')).toBe(true);
    // Named for the platform server too, which preloads them from the page's head.
    expect(renderer.stylesheets).toEqual(['__federation_expose_parcel.abc.css']);
    // The title, then everything below it inert (laid out as if the wrapper were not there).
    expect(html).toMatch(/<h1[^>]*>CDI Worklist<\/h1><div inert="" style="display:contents"><div role="tablist" aria-label="Worklist views" class="worklist-view-tabs"/);
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

  it('leaves the stylesheet out when the platform server links it outside the paint, the rest drawn alike', () => {
    const session = createMockSession('CDI');
    const linked = renderer.render(session, ROWS, '/remotes/mfe-worklist/', [ROWS], { stylesheetsLinked: true });
    expect(linked).not.toContain('<link');
    expect(linked.startsWith('<div class="ant-flex')).toBe(true);
    // A platform server built before the option gets the markup it always did.
    expect(renderer.render(session, ROWS, '/remotes/mfe-worklist/', [ROWS])).toBe(
      `<link rel="stylesheet" href="/remotes/mfe-worklist/__federation_expose_parcel.abc.css">${linked}`,
    );
  });

  it("escapes what the data holds: a patient's name cannot end the data block or add markup", () => {
    const hostile = mockEncounterRow(1, { patient: { ...mockEncounterRow(1).patient, lastName: '</script><img src=x onerror=alert(1)>' } });
    const html = renderer.render(createMockSession('CODER'), [hostile], '/remotes/mfe-worklist/');
    expect(html).not.toContain('<img');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/data-first-answer="[^"]*">([^<]*)<\/script>$/.exec(html)?.[1] ?? '')).toEqual([hostile]);
  });

  it('refuses to draw for a user without a worklist or daily list home, or an answer that is not a list of rows', () => {
    expect(() => renderer.render(createMockSession('ADMIN'), ROWS, '/remotes/mfe-worklist/')).toThrow();
    expect(() => renderer.render(createMockSession('CDI'), { rows: ROWS }, '/remotes/mfe-worklist/')).toThrow();
  });

  it("needs no antd style the remote's stylesheet lacks (home-styles.tsx renders the homes and a row's badge)", () => {
    const sheet = stylePaths(renderHomeStyles());
    for (const role of ['CDI', 'CODER'] as const) {
      const session = createMockSession(role);
      const rows = [...ROWS.slice(0, 5), mockEncounterRow(99, { status: 'CANCELLED', review: { reviewCode: 'OPEN', queryStatusCode: 'REVIEW_QUERY_OUTSTANDING' } })];
      const { css } = renderWithAntdStyles([<HomeWithAnswers key={role} session={session} answers={homeAnswers(session, [rows]) ?? new Map()} />]);
      const used = stylePaths(css);
      expect(used.size).toBeGreaterThan(10);
      expect([...used].filter((entry) => !sheet.has(entry))).toEqual([]);
    }
    const admin = { ...createMockSession('CLINICAL_ADMIN'), worklistFilters: { daily: { practitionerId: 12, encounterSort: 'start asc', savedAt: '2026-11-01T00:00:00.000Z' } } };
    const physician = createMockSession('PHYSICIAN');
    const days: [typeof physician, unknown[]][] = [
      [physician, [[mockPractitioner({ id: 12 })], ROWS.slice(0, 5)]],
      [physician, [[mockPractitioner({ id: 12 }), mockPractitioner({ id: 13 })], ROWS.slice(0, 5)]],
      [physician, [[]]],
      [admin, [ROWS.slice(0, 5), [mockPractitioner({ id: 12 })]]],
    ];
    for (const [session, answers] of days) {
      const { css } = renderWithAntdStyles([<HomeWithAnswers key="day" session={session} answers={homeAnswers(session, answers) ?? new Map()} />]);
      expect([...stylePaths(css)].filter((entry) => !sheet.has(entry))).toEqual([]);
    }
  });
});
