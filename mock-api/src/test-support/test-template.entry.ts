// Bundled and run once per jest run by scripts/make-test-template.mjs: migrates and seeds the database named by
// DATA_DIR or DATABASE_URL, which every API suite then clones instead of seeding its own.
import { buildApp } from '../app';

// Seeded around the moment the run names (jest.global-setup.cjs), so the suites know the seed's "today" exactly even
// when the run crosses a tenant's midnight (test-app.ts `seededAt`).
const seededAt = process.env.MOCK_API_TEST_SEEDED_AT;
const app = await buildApp({ demoMode: true, ...(seededAt ? { now: () => new Date(Number(seededAt)) } : {}) });
await app.close();
