import { ApiError, HttpClient } from '../api/http-client';
import { fetchVersion } from '../api/platform.resource';
import { createMockHttpClient, mockError, mockReply, type MockRequest } from './http-client.mock';
import { mockEncounterDetail, mockNote } from './api-fixtures.mock';
import { takeContractViolations } from './contract-violations';

const version = { name: 'mock-api', projectVersion: '1.0.0', envVersion: 'local', buildNumber: '7', date: '2026-01-01', host: 'h' };

describe('createMockHttpClient', () => {
  it('is a real HttpClient answering a fixture value', async () => {
    const client = createMockHttpClient({ 'GET /api/version': version });
    expect(client).toBeInstanceOf(HttpClient);
    await expect(fetchVersion(client)).resolves.toEqual(version);
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]).toMatchObject({ method: 'GET', path: '/api/version', status: 200 });
    // The real client's request interceptor ran.
    expect(client.calls[0]?.headers['cache-control']).toBe('no-cache');
  });

  it('hands path params, query and JSON body to a handler', async () => {
    const seen: MockRequest[] = [];
    const client = createMockHttpClient({
      'PUT /test/review/code/:reviewId/:code': (request) => {
        seen.push(request);
        return { id: Number(request.params.reviewId), reviewCode: request.params.code };
      },
    });
    await expect(client.put('/test/review/code/12/READY_FOR_CDI_QA?x=1', { note: 'n' }, { params: { reviewCode: ['A', 'B'] } })).resolves.toEqual({
      id: 12,
      reviewCode: 'READY_FOR_CDI_QA',
    });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      path: '/test/review/code/12/READY_FOR_CDI_QA',
      params: { reviewId: '12', code: 'READY_FOR_CDI_QA' },
      query: { x: '1', reviewCode: ['A', 'B'] },
      body: { note: 'n' },
    });
  });

  it('prefers an exact route to a pattern', async () => {
    const client = createMockHttpClient({
      'GET /test/encounter/:id': 'pattern',
      'GET /test/encounter/search': 'exact',
    });
    await expect(client.get('/test/encounter/search')).resolves.toBe('exact');
    await expect(client.get('/test/encounter/5')).resolves.toBe('pattern');
  });

  it("answers an unknown route 404 with the design's error body", async () => {
    const client = createMockHttpClient();
    const failure = client.get('/api/nowhere');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No mock route for GET /api/nowhere' });
    expect(client.reports.map((r) => r.error.message)).toEqual(['No mock route for GET /api/nowhere']);
  });

  it('answers chosen statuses and errors, and a 403 reaches the forbidden handlers', async () => {
    const client = createMockHttpClient({
      'POST /test/encounter/note': mockReply(201, { id: 9 }),
      'PUT /api/encounter/lock/:id': mockError(409, 'LOCK_CONFLICT', 'Locked by another user'),
      'GET /api/report/worklist/client/cdi': mockError(403, 'FORBIDDEN', 'Not allowed'),
    });
    await expect(client.post('/test/encounter/note', { noteBody: 'x' })).resolves.toEqual({ id: 9 });
    await expect(client.put('/api/encounter/lock/3')).rejects.toMatchObject({ status: 409, code: 'LOCK_CONFLICT' });
    const forbidden: ApiError[] = [];
    client.onForbidden((e) => forbidden.push(e));
    await expect(client.get('/api/report/worklist/client/cdi')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveLength(1);
  });

  it('turns a throwing handler into a 500 and accepts routes added later', async () => {
    const client = createMockHttpClient({
      'GET /api/version': () => {
        throw new Error('fixture broke');
      },
    });
    await expect(client.get('/api/version')).rejects.toMatchObject({ status: 500, message: 'fixture broke' });
    client.setRoute('GET /api/version', version);
    await expect(client.get('/api/version')).resolves.toEqual(version);
  });

  it('answers 204 with no body when a handler returns nothing', async () => {
    const client = createMockHttpClient({ 'PUT /test/encounter/unlock/:id': () => undefined });
    await expect(client.put('/test/encounter/unlock/1')).resolves.toBe('');
    expect(client.calls[0]?.status).toBe(204);
  });

  it('checks every fixture answer and request body against the API contract (the test fails after it runs)', async () => {
    const client = createMockHttpClient({
      'GET /api/encounter/detail/:id': { encounter: { id: 42 } },
      'POST /api/encounter/note': mockReply(201, mockNote(1)),
      'GET /api/encounter/detials/:id': {},
    });
    await client.get('/api/encounter/detail/42');
    await client.post('/api/encounter/note', { encounterId: 42, noteBody: 'x' });
    await client.get('/api/encounter/detials/1');
    const seen = takeContractViolations();
    expect(seen).toContain('GET /api/encounter/detail/:id answer /: must have required properties conditions, notes, links, previous');
    expect(seen).toContain('POST /api/encounter/note body /: must have required properties noteReasonCode');
    expect(seen).toContain('GET /api/encounter/detials/1: no such endpoint in the API contract');
    // A fixture with a field the API never sends is refused: answers are serialised by schema.
    await createMockHttpClient({ 'GET /api/encounter/detail/:id': { ...mockEncounterDetail(42), extra: true } }).get('/api/encounter/detail/42');
    expect(takeContractViolations()).toEqual(['GET /api/encounter/detail/:id answer /extra: schema is false', 'GET /api/encounter/detail/:id answer /: must not have additional properties']);
  });
});
