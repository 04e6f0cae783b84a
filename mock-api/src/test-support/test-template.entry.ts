// Bundled and run once per jest run by scripts/make-test-template.mjs: migrates and seeds the database named by
// DATA_DIR or DATABASE_URL, which every API suite then clones instead of seeding its own.
import { buildApp } from '../app';

const app = await buildApp({ demoMode: true });
await app.close();
