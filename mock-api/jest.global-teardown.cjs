// Removes the seeded template jest.global-setup.cjs made for this run.
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const dir = process.env.MOCK_API_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
  const name = process.env.MOCK_API_TEST_TEMPLATE_DB;
  const url = process.env.TEST_DATABASE_URL;
  if (name && url) {
    const pg = require('pg');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
};
