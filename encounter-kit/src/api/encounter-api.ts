// The kit's server state: one RTK Query API over shared-kit's HTTP client. Each parcel makes its own store (one
// cache per parcel, encounter-store.ts); features add their endpoints from their `*.resource.ts` modules.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { toApiError, type HttpClient } from 'shared-kit';
// Pure rules come from shared-kit/domain, bundled with each remote (shared-kit README, "Which copy a remote runs").
import { usesRestrictedPaths, type Role } from 'shared-kit/domain';

/** One API call: path, method, body, query; `restricted` marks calls that CDI_RESTRICTED makes on /api/restricted/. */
export interface KitRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  restricted?: boolean;
}

/** A failed call as the screens see it (the API's error body, platform design §5; status 0 when no answer). */
export interface KitError {
  status: number;
  code: string;
  message: string;
}

/** What the kit's calls need of the parcel: the platform's HTTP client and the active role (for restricted paths). */
export interface KitContext {
  client: HttpClient;
  role: Role | null;
}

/** The path a call takes for the active role (platform design §5: CDI_RESTRICTED on /api/restricted/...). */
export const pathForRole = (request: KitRequest, role: Role | null): string =>
  request.restricted && usesRestrictedPaths(role) ? request.url.replace(/^\/api\//, '/api/restricted/') : request.url;

export const kitBaseQuery: BaseQueryFn<KitRequest, unknown, KitError> = async (request, api) => {
  const { client, role } = api.extra as KitContext;
  try {
    const data = await client.request<unknown>({
      url: pathForRole(request, role),
      method: request.method ?? 'GET',
      data: request.body,
      params: request.params,
    });
    return { data };
  } catch (cause) {
    const error = toApiError(cause);
    return { error: { status: error.status, code: error.code, message: error.message } };
  }
};

export const TAGS = ['Detail', 'Notes', 'ConditionNotes', 'Copies'] as const;

export const encounterApi = createApi({
  reducerPath: 'encounterApi',
  baseQuery: kitBaseQuery,
  tagTypes: TAGS,
  // An encounter opened again is read again: another user may have changed it meanwhile.
  refetchOnMountOrArgChange: true,
  endpoints: () => ({}),
});

/** The message of a failed call for the screens ('' when the call did not fail). */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return String(error);
}
