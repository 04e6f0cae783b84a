// Route schemas come from the API contract of shared-kit (shared-kit/schemas api-contract.ts), so the API validates,
// serialises and documents exactly the shapes the clients are typed by. contract.test.ts proves every registered
// route uses its endpoint's schemas and every endpoint is registered.
import { API_CONTRACT, type EndpointKey } from 'shared-kit/schemas';
import { ErrorBody, type ErrorStatus } from './api-error';

type Contract<K extends EndpointKey> = (typeof API_CONTRACT)[K];
type Part<K extends EndpointKey, P extends string> = Contract<K> extends { readonly [key in P]: infer S } ? S : undefined;
type SuccessStatus<K extends EndpointKey> = Contract<K> extends { readonly status: infer S extends number } ? S : 200;

/** The errors most routes answer; a route names its own when they differ. */
export const COMMON_ERRORS = [400, 401, 403, 404, 409] as const satisfies readonly ErrorStatus[];
/** The errors of routes that only read. */
export const READ_ERRORS = [400, 401, 403, 404] as const satisfies readonly ErrorStatus[];

export interface EndpointDocs {
  tags: string[];
  summary?: string;
}

/** The Fastify schema of a contract endpoint: its params, query, body, headers and success answer, the docs and error answers. */
export function contractSchema<K extends EndpointKey, const E extends readonly ErrorStatus[] = typeof COMMON_ERRORS>(key: K, docs: EndpointDocs, errors?: E) {
  const contract: Contract<K> = API_CONTRACT[key];
  const success = ('status' in contract ? contract.status : 200) as SuccessStatus<K>;
  const errorAnswers = Object.fromEntries((errors ?? COMMON_ERRORS).map((status) => [status, ErrorBody])) as Record<E[number], typeof ErrorBody>;
  // Absent parts stay absent (Fastify warns of a part given as undefined); the type still names each one.
  return {
    ...docs,
    ...('params' in contract ? { params: contract.params } : {}),
    ...('query' in contract ? { querystring: contract.query } : {}),
    ...('body' in contract ? { body: contract.body } : {}),
    ...('headers' in contract ? { headers: contract.headers } : {}),
    response: { [success]: contract.response, ...errorAnswers },
  } as EndpointDocs & {
    params: Part<K, 'params'>;
    querystring: Part<K, 'query'>;
    body: Part<K, 'body'>;
    headers: Part<K, 'headers'>;
    response: { [S in SuccessStatus<K>]: Contract<K>['response'] } & Record<E[number], typeof ErrorBody>;
  };
}
