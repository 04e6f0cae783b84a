import { act, renderHook, waitFor } from '@testing-library/react';
import { MAX_PAGE_COUNT, PAGE_SIZE, type HttpClient } from 'shared-kit';
import { createMockHttpClient, mockError, type MockHttpClient, type MockRequest } from 'shared-kit/mock';
import { pageWindow, type PagingMode } from './paging.rules';
import { usePagedRows, type PagedSearch } from './use-paged-rows.hook';
import { startTransition } from 'react';

// startTransition as React's own, watched: a search's first page is rendered as one (below).
jest.mock('react', () => {
  const actual: typeof import('react') = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

interface Item {
  id: number;
}

/** `count` items from id `first`. */
const items = (first: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: first + i }));
const offsetOf = (request: MockRequest) => Number(request.query.offset);

/** A search of a test list (outside the API contract) for `q`, paged the way `mode` says. */
function itemSearch(client: HttpClient, q: string, mode: PagingMode): PagedSearch<Item> {
  return { key: q, mode, fetchPage: (page) => client.get<Item[]>('/test/items', { params: { q, ...pageWindow(mode, page) } }) };
}

/** An answer held back until the test releases it. */
function held<T>(): { promise: Promise<T>; release: (value: T) => void } {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function renderSearch(client: MockHttpClient, q: string | null, mode: PagingMode = 'fullPage', generation = 0) {
  return renderHook(({ q: query, generation: g }) => usePagedRows(query === null ? null : itemSearch(client, query, mode), g), {
    initialProps: { q, generation },
  });
}

const ids = (rows: Item[]) => rows.map((row) => row.id);

describe('usePagedRows', () => {
  // The first page's rows render in slices that yield to the browser, not in one task (issue 15: the home's largest
  // task, a third of its blocking time on a slow laptop). A page added by Load More stays one quick render.
  it("takes a search's first page (rows or failure) in a transition, and Load More's page without one", async () => {
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => (offsetOf(request) === 0 ? items(1, PAGE_SIZE) : items(PAGE_SIZE + 1, 3)),
    });
    jest.mocked(startTransition).mockClear();
    const { result } = renderSearch(client, 'a');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(startTransition).toHaveBeenCalledTimes(1);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE + 3));
    expect(startTransition).toHaveBeenCalledTimes(1);

    const failing = createMockHttpClient({ 'GET /test/items': () => mockError(500, 'SERVER_ERROR', 'down') });
    jest.mocked(startTransition).mockClear();
    const failed = renderSearch(failing, 'b');
    await waitFor(() => expect(failed.result.current.error).not.toBeNull());
    expect(startTransition).toHaveBeenCalledTimes(1);
  });

  it('loads the first page, then Load More appends the next until a short page ends the list', async () => {
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => (offsetOf(request) === 0 ? items(1, PAGE_SIZE) : items(PAGE_SIZE + 1, 3)),
    });
    const { result } = renderSearch(client, 'a');
    expect(result.current).toMatchObject({ rows: [], loading: true, paging: 'end' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows).toHaveLength(PAGE_SIZE);
    expect(result.current.paging).toBe('more');
    expect(client.calls[0]?.query).toEqual({ q: 'a', limit: String(PAGE_SIZE), offset: '0' });

    act(() => result.current.loadMore());
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(ids(result.current.rows)).toEqual(ids(items(1, PAGE_SIZE + 3)));
    expect(client.calls[1]?.query).toMatchObject({ offset: String(PAGE_SIZE) });
    expect(result.current.paging).toBe('end');
  });

  it('in extra-row mode asks one row more, hides it, and offers more only when it came back', async () => {
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => (offsetOf(request) === 0 ? items(1, PAGE_SIZE + 1) : items(PAGE_SIZE + 1, PAGE_SIZE)),
    });
    const { result } = renderSearch(client, 'a', 'extraRow');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(client.calls[0]?.query).toMatchObject({ limit: String(PAGE_SIZE + 1), offset: '0' });
    expect(ids(result.current.rows)).toEqual(ids(items(1, PAGE_SIZE)));
    expect(result.current.paging).toBe('more');

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(client.calls[1]?.query).toMatchObject({ limit: String(PAGE_SIZE + 1), offset: String(PAGE_SIZE) });
    // A full page without the extra row: the list ends exactly there.
    expect(ids(result.current.rows)).toEqual(ids(items(1, 2 * PAGE_SIZE)));
    expect(result.current.paging).toBe('end');
  });

  it('turns to the refine state once the maximum page count is loaded and more rows exist', async () => {
    const client = createMockHttpClient({ 'GET /test/items': (request: MockRequest) => items(offsetOf(request) + 1, PAGE_SIZE + 1) });
    const { result } = renderSearch(client, 'a', 'extraRow');
    for (let page = 1; page < MAX_PAGE_COUNT; page += 1) {
      await waitFor(() => expect(result.current.paging).toBe('more'));
      act(() => result.current.loadMore());
    }
    await waitFor(() => expect(result.current.paging).toBe('max'));
    expect(result.current.rows).toHaveLength(MAX_PAGE_COUNT * PAGE_SIZE);
    expect(client.calls).toHaveLength(MAX_PAGE_COUNT);
  });

  it('drops the answers of a superseded search, first page and Load More alike', async () => {
    const answers = new Map<string, ReturnType<typeof held<Item[]>>>();
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => {
        const answer = held<Item[]>();
        answers.set(`${String(request.query.q)}@${offsetOf(request)}`, answer);
        return answer.promise;
      },
    });
    const { result, rerender } = renderSearch(client, 'old');
    await waitFor(() => expect(answers.has('old@0')).toBe(true));
    rerender({ q: 'new', generation: 0 });
    await waitFor(() => expect(answers.has('new@0')).toBe(true));
    await act(async () => answers.get('new@0')?.release(items(100, PAGE_SIZE)));
    await act(async () => answers.get('old@0')?.release(items(1, PAGE_SIZE)));
    expect(ids(result.current.rows)).toEqual(ids(items(100, PAGE_SIZE)));
    expect(result.current.loading).toBe(false);

    // A Load More still out when the search changes is dropped too.
    act(() => result.current.loadMore());
    await waitFor(() => expect(answers.has(`new@${PAGE_SIZE}`)).toBe(true));
    rerender({ q: 'newer', generation: 0 });
    await waitFor(() => expect(answers.has('newer@0')).toBe(true));
    await act(async () => answers.get('newer@0')?.release(items(500, 2)));
    await act(async () => answers.get(`new@${PAGE_SIZE}`)?.release(items(200, PAGE_SIZE)));
    expect(ids(result.current.rows)).toEqual([500, 501]);
    expect(result.current).toMatchObject({ loading: false, paging: 'end' });
  });

  it('retries a failed first page, then a failed Load More keeps its rows and error until Retry loads that page', async () => {
    let failNext = true;
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => {
        if (failNext) return mockError(500, 'INTERNAL', 'Database away');
        return offsetOf(request) === 0 ? items(1, PAGE_SIZE) : items(PAGE_SIZE + 1, 2);
      },
    });
    const { result } = renderSearch(client, 'a');
    await waitFor(() => expect(result.current.error).toBe('Database away'));
    expect(result.current).toMatchObject({ rows: [], loading: false, paging: 'end' });

    failNext = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE));
    expect(result.current.error).toBeNull();
    expect(client.calls.map((call) => call.query.offset)).toEqual(['0', '0']);

    failNext = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.error).toBe('Database away'));
    expect(result.current.rows).toHaveLength(PAGE_SIZE);
    expect(result.current.paging).toBe('end');

    failNext = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE + 2));
    expect(result.current.error).toBeNull();
    expect(client.calls.map((call) => call.query.offset)).toEqual(['0', '0', String(PAGE_SIZE), String(PAGE_SIZE)]);
  });

  it('searches nothing for a null search, and again for a new generation of the same search', async () => {
    const client = createMockHttpClient({ 'GET /test/items': items(1, 2) });
    const { result, rerender } = renderSearch(client, null);
    expect(result.current).toMatchObject({ rows: [], loading: false, error: null, paging: 'end' });
    expect(client.calls).toHaveLength(0);

    rerender({ q: 'a', generation: 0 });
    await waitFor(() => expect(result.current.rows).toHaveLength(2));
    rerender({ q: 'a', generation: 0 });
    rerender({ q: 'a', generation: 1 });
    await waitFor(() => expect(client.calls).toHaveLength(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(client.calls.map((call) => call.query.q)).toEqual(['a', 'a']);
  });

  it('patchRows changes loaded rows in place without a fetch: only the rows the patch changes become new objects', async () => {
    const client = createMockHttpClient({ 'GET /test/items': items(1, 3) });
    const { result } = renderSearch(client, 'a');
    await waitFor(() => expect(result.current.loading).toBe(false));
    const before = result.current.rows;
    const patchRows = result.current.patchRows;

    act(() => result.current.patchRows((row) => (row.id === 2 ? { ...row, id: 20 } : row)));
    expect(ids(result.current.rows)).toEqual([1, 20, 3]);
    expect(result.current.rows[0]).toBe(before[0]);
    expect(result.current.rows[2]).toBe(before[2]);
    expect(client.calls).toHaveLength(1);

    // A patch that changes nothing keeps the very same rows (nothing renders again); the function is stable.
    const after = result.current.rows;
    act(() => result.current.patchRows((row) => row));
    expect(result.current.rows).toBe(after);
    expect(result.current.patchRows).toBe(patchRows);
  });

  it('refresh fetches every loaded page again and swaps the rows in without a loading state; a failure keeps them', async () => {
    let version = 0;
    let fail = false;
    const client = createMockHttpClient({
      'GET /test/items': (request: MockRequest) => {
        if (fail) return mockError(500, 'INTERNAL', 'Database away');
        const offset = offsetOf(request);
        return items(version * 1000 + offset + 1, offset === 0 ? PAGE_SIZE : 3);
      },
    });
    const { result } = renderSearch(client, 'a');
    await waitFor(() => expect(result.current.loading).toBe(false));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.rows).toHaveLength(PAGE_SIZE + 3));

    version = 1;
    act(() => result.current.refresh());
    expect(result.current.loading).toBe(false);
    await waitFor(() => expect(result.current.rows[0]?.id).toBe(1001));
    expect(ids(result.current.rows)).toEqual(ids(items(1001, PAGE_SIZE + 3)));
    expect(client.calls.slice(2).map((call) => Number(call.query.offset)).sort((a, b) => a - b)).toEqual([0, PAGE_SIZE]);
    expect(result.current.paging).toBe('end');

    fail = true;
    const shown = result.current.rows;
    act(() => result.current.refresh());
    await waitFor(() => expect(client.calls).toHaveLength(6));
    await act(async () => Promise.resolve());
    expect(result.current.rows).toBe(shown);
    expect(result.current.error).toBeNull();
  });

  it('drops a refresh whose search was replaced before it answered', async () => {
    const answers: Array<{ promise: Promise<Item[]>; release: (value: Item[]) => void }> = [];
    let calls = 0;
    const client = createMockHttpClient({
      'GET /test/items': () => {
        calls += 1;
        if (calls === 1) return items(1, 3);
        const answer = held<Item[]>();
        answers.push(answer);
        return answer.promise;
      },
    });
    const { result, rerender } = renderSearch(client, 'a');
    await waitFor(() => expect(ids(result.current.rows)).toEqual([1, 2, 3]));
    act(() => result.current.refresh());
    rerender({ q: 'b', generation: 0 });
    await waitFor(() => expect(answers).toHaveLength(2));
    await act(async () => answers[1]?.release(items(200, 2)));
    await waitFor(() => expect(ids(result.current.rows)).toEqual([200, 201]));
    await act(async () => answers[0]?.release(items(100, 3)));
    expect(ids(result.current.rows)).toEqual([200, 201]);
  });

  // The server's render of the home's first paint runs no effects: the rows must be there at the first render.
  it('draws a first page given with the search at once, without fetching it; a new search is fetched', async () => {
    const client = createMockHttpClient({ 'GET /test/items': (request: MockRequest) => items(request.query.q === 'b' ? 100 : 1, 3) });
    const { result, rerender } = renderHook(({ q }) => usePagedRows({ ...itemSearch(client, q, 'fullPage'), firstPage: q === 'a' ? items(1, PAGE_SIZE) : undefined }), {
      initialProps: { q: 'a' },
    });
    expect(ids(result.current.rows)).toEqual(ids(items(1, PAGE_SIZE)));
    expect(result.current.loading).toBe(false);
    expect(result.current.paging).toBe('more');
    await act(async () => undefined);
    expect(client.calls).toEqual([]);
    rerender({ q: 'b' });
    await waitFor(() => expect(ids(result.current.rows)).toEqual([100, 101, 102]));
    expect(client.calls).toHaveLength(1);
    // Back to the first search: asked for like any other.
    rerender({ q: 'a' });
    await waitFor(() => expect(client.calls).toHaveLength(2));
  });
});
