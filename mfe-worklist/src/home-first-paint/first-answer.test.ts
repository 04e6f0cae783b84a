import { createMockHttpClient, mockEncounterRow } from 'shared-kit/mock';
import { answeredByPage, FIRST_ANSWER_ATTRIBUTE, takeFirstAnswer } from './first-answer';

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

describe('takeFirstAnswer: the answer the home’s rows were drawn from, for the screen’s first request', () => {
  it('hands it to the client for that URL, unasked of the server, and keeps the paint until the screen draws the rows', async () => {
    const client = createMockHttpClient({ 'GET /api/encounter': () => [mockEncounterRow(2)] });
    const paint = renderedHome(URL, JSON.stringify([{ id: 1, name: '</script>' }]));
    expect(takeFirstAnswer(URL, client)).toBe(true);
    expect(paint.hasAttribute('data-first-paint-kept')).toBe(true);
    await expect(client.get(URL)).resolves.toEqual([{ id: 1, name: '</script>' }]);
    expect(client.calls).toEqual([]);
    // The screen learns, once, that its first page came with the page and when it was read.
    expect(answeredByPage(URL.replace('asc', 'desc'))).toBeNull();
    expect(answeredByPage(URL)).toEqual({ readAt: 1_795_000_000_123 });
    expect(answeredByPage(URL)).toBeNull();
  });

  it('brings no read time when the page names none, or none that is a time', () => {
    const client = createMockHttpClient({});
    for (const readAt of [null, 'soon', '-5', '']) {
      document.body.replaceChildren();
      renderedHome(URL, '[]', readAt);
      expect(takeFirstAnswer(URL, client)).toBe(true);
      expect(answeredByPage(URL)).toEqual({ readAt: null });
    }
  });

  it('takes nothing for another request (a filter saved in this browser, not yet on the server), nor an unreadable answer, nor without a paint', async () => {
    const client = createMockHttpClient({ 'GET /api/encounter': () => [mockEncounterRow(2)] });
    const paint = renderedHome(URL.replace('asc', 'desc'), '[]');
    expect(takeFirstAnswer(URL, client)).toBe(false);
    expect(paint.hasAttribute('data-first-paint-kept')).toBe(false);
    document.body.replaceChildren();
    renderedHome(URL, '[{"id": 1');
    expect(takeFirstAnswer(URL, client)).toBe(false);
    document.body.replaceChildren();
    expect(takeFirstAnswer(URL, client)).toBe(false);
    expect(answeredByPage(URL)).toBeNull();
    await expect(client.get(URL)).resolves.toEqual([mockEncounterRow(2)]);
    expect(client.calls).toHaveLength(1);
  });
});
