import { Type } from './schema.helpers';

// SMART App Launch (EHR launch, mock-api/README.md "SMART App Launch"). The launch and callback are browser
// navigations answered with redirects, and the demo EHR's authorize/token endpoints follow OAuth 2.0, not the
// platform's JSON contract: their inputs are validated with these schemas, outside API_CONTRACT. The one JSON call
// a platform page could make, POST /api/demo-ehr/launch, is in the contract.

/** OAuth parameters are opaque text; the bound keeps a pasted URL from carrying a megabyte into a query. */
const Param = (maxLength = 500) => Type.String({ minLength: 1, maxLength });

/** GET /api/smart/launch: the EHR opens it with its FHIR base URL (`iss`) and its opaque launch id. */
export const SmartLaunchQuerySchema = Type.Object({ iss: Param(), launch: Param() });

/** GET /api/smart/callback: the authorization server's answer (a code, or an OAuth error), always with our state. */
export const SmartCallbackQuerySchema = Type.Object({
  state: Param(200),
  code: Type.Optional(Param(2000)),
  error: Type.Optional(Param(200)),
  error_description: Type.Optional(Type.String({ maxLength: 1000 })),
  iss: Type.Optional(Param()),
});

/** POST /api/demo-ehr/launch (demo mode): the signed-in user opens an encounter "in the EHR". */
export const DemoEhrLaunchSchema = Type.Object({ encounterId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
/** The launch id and the URL the EHR opens (the platform's launch endpoint with `iss` and `launch`). */
export const DemoEhrLaunchAnswerSchema = Type.Object({ launch: Type.String(), iss: Type.String(), launchUrl: Type.String() }, { title: 'DemoEhrLaunch' });

/** GET /api/demo-ehr/authorize (demo mode): an OAuth 2.0 authorization request with PKCE and the SMART launch. */
export const DemoEhrAuthorizeQuerySchema = Type.Object({
  response_type: Type.Literal('code'),
  client_id: Param(200),
  redirect_uri: Param(1000),
  scope: Param(1000),
  state: Param(200),
  aud: Param(),
  launch: Param(200),
  code_challenge: Type.String({ minLength: 43, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' }),
  code_challenge_method: Type.Literal('S256'),
  nonce: Type.Optional(Param(200)),
});

/** POST /api/demo-ehr/token (demo mode): the authorization code grant (form-encoded, as OAuth sends it). */
export const DemoEhrTokenBodySchema = Type.Object({
  grant_type: Type.Literal('authorization_code'),
  code: Param(200),
  redirect_uri: Param(1000),
  code_verifier: Type.String({ minLength: 43, maxLength: 128 }),
  client_id: Type.Optional(Param(200)),
});
