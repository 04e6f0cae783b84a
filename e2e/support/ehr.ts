/**
 * The EHR embed (platform design §8) runs against a second platform server and API of its own, configured to be framed
 * by one EHR origin (FRAME_ANCESTORS): the main pair keeps the default policy every other spec proves.
 */
export const EHR_PLATFORM_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
export const EHR_API_PORT = Number(process.env.E2E_API_PORT ?? 4100) + 1;
export const EHR_PLATFORM_URL = `http://localhost:${EHR_PLATFORM_PORT}`;
/** The configured EHR: its pages may frame the platform. Served by the test itself (page.route). */
export const EHR_ORIGIN = 'https://ehr.test';
/** Any other site: refused. */
export const OTHER_ORIGIN = 'https://elsewhere.test';
