import { createMockHttpClient, mockEncounterRow, mockPractitioner } from 'shared-kit/mock';
import { answeredByPage, FIRST_ANSWER_ATTRIBUTE, takeFirstAnswers } from './first-answer';

const URL = '/api/encounter?view=WORKLIST&patientStatus=ACTIVE&limit=50&offset=0&sort=start+asc';

/** The home as the platform server sends it drawn with its rows (home-render.tsx), answering `url`. */
function renderedHome(url: string, data: string, readAt: string | null = '1795000000123'): HTMLElement {
  const paint = document.createElement('div');
  paint.setAttribute('data-first-paint', 'mfe_worklist');
  if (readAt !== null) paint.setAttribute('data-first-paint-read-at', readAt);
  paint.innerHTML = `<div inert><table></table></div><script type="application/json" ${FIRST_ANSWER_ATTRIBUTE}></script>`;
  const block = paint.querySelector('script');
  block?.setAttribute(FIRST_ANSWER_ATTRIBUTE, url);
  if (block) block.textContent = data;
  document.body.appendChild(paint);
  return paint;
}

afterEach(() => document.body.replaceChildren());

describe('takeFirstAnswers: the answers the home was drawn from, for the screen’s first requests', () => {
  it('hands it to the client for that URL, unasked of the server, and keeps the paint until the screen draws the rows', async () => {
    const client = createMockHttpClient({ 'GET /api/encounter': () => [mockEncounterRow(2)] });
    const paint = renderedHome(URL, JSON.stringify([{ id: 1, name: '</script>' }]));
    expect(takeFirstAnswers(URL, client)).toBe(true);
    expect(paint.hasAttribute('data-first-paint-kept')).toBe(true);
    await expect(client.get(URL)).resolves.toEqual([{ id: 1, name: '</script>' }]);
    expect(client.calls).toEqual([]);
    // The screen learns, once, that its first page came with the page and when it was read.
    expect(answeredByPage(URL.replace('asc', 'desc'))).toBeNull();
    expect(answeredByPage(URL)).toEqual({ readAt: 1_795_000_000_123 });
    expect(answeredByPage(URL)).toBeNull();
  });

  it("hands over every answer the page brought, each for its own URL (a physician's day after their practitioner)", async () => {
    const client = createMockHttpClient({ 'GET /api/user/practitioner': () => [], 'GET /api/encounter': () => [] });
    const day = '/api/encounter?start=2026-11-28&practitionerId=12&patientStatus=ACTIVE&sort=start+asc&limit=51&offset=0';
    const paint = renderedHome('/api/user/practitioner', JSON.stringify([{ id: 12 }]));
    paint.insertAdjacentHTML('beforeend', `<script type="application/json" ${FIRST_ANSWER_ATTRIBUTE}></script>`);
    const second = paint.querySelectorAll('script')[1];
    second?.setAttribute(FIRST_ANSWER_ATTRIBUTE, day);
    if (second) second.textContent = JSON.stringify([{ id: 3 }]);
    // Taken by the first request's URL only: the later ones follow from its answer.
    expect(takeFirstAnswers(day, client)).toBe(false);
    expect(takeFirstAnswers('/api/user/practitioner', client)).toBe(true);
    await expect(client.get('/api/user/practitioner')).resolves.toEqual([{ id: 12 }]);
    await expect(client.get(day)).resolves.toEqual([{ id: 3 }]);
    expect(client.calls).toEqual([]);
    expect(answeredByPage('/api/user/practitioner')).toEqual({ readAt: 1_795_000_000_123 });
  });

  it('takes none of them when one cannot be read', async () => {
    const client = createMockHttpClient({ 'GET /api/user/practitioner': () => [mockPractitioner({ id: 5 })] });
    const paint = renderedHome('/api/user/practitioner', JSON.stringify([{ id: 12 }]));
    paint.insertAdjacentHTML('beforeend', `<script type="application/json" ${FIRST_ANSWER_ATTRIBUTE}="/api/encounter">[{"id</script>`);
    expect(takeFirstAnswers('/api/user/practitioner', client)).toBe(false);
    expect(paint.hasAttribute('data-first-paint-kept')).toBe(false);
    expect(answeredByPage('/api/user/practitioner')).toBeNull();
    await expect(client.get('/api/user/practitioner')).resolves.toEqual([mockPractitioner({ id: 5 })]);
    expect(client.calls).toHaveLength(1);
  });

  it('brings no read time when the page names none, or none that is a time', () => {
    const client = createMockHttpClient({});
    for (const readAt of [null, 'soon', '-5', '']) {
      document.body.replaceChildren();
      renderedHome(URL, '[]', readAt);
      expect(takeFirstAnswers(URL, client)).toBe(true);
      expect(answeredByPage(URL)).toEqual({ readAt: null });
    }
  });

  it('takes nothing for another request (a filter saved in this browser, not yet on the server), nor an unreadable answer, nor without a paint', async () => {
    const client = createMockHttpClient({ 'GET /api/encounter': () => [mockEncounterRow(2)] });
    const paint = renderedHome(URL.replace('asc', 'desc'), '[]');
    expect(takeFirstAnswers(URL, client)).toBe(false);
    expect(paint.hasAttribute('data-first-paint-kept')).toBe(false);
    document.body.replaceChildren();
    renderedHome(URL, '[{"id": 1');
    expect(takeFirstAnswers(URL, client)).toBe(false);
    document.body.replaceChildren();
    expect(takeFirstAnswers(URL, client)).toBe(false);
    expect(answeredByPage(URL)).toBeNull();
    await expect(client.get(URL)).resolves.toEqual([mockEncounterRow(2)]);
    expect(client.calls).toHaveLength(1);
  });
});
