// Bare anchor of the API bench (bench-api.mjs): Fastify + pg and nothing else (no session, no routing logic, no
// mapping), running the statements the API ran for one CDI worklist request, captured from the PostgreSQL log.
// It shows how much of the API's time is the database's.
//   DATABASE_URL=postgres://... BARE_PORT=4401 BARE_STATEMENTS='[{"text":"select ...","values":["demo"]}]' \
//     node mock-api/scripts/bare-worklist-server.mjs
import Fastify from 'fastify';
import pg from 'pg';

const statements = JSON.parse(process.env.BARE_STATEMENTS ?? '[]');
if (!process.env.DATABASE_URL || statements.length === 0) throw new Error('DATABASE_URL and BARE_STATEMENTS are required');
// The API's pool is 10 connections too (src/db/connection.ts), so both queue the same way under load; BARE_OPTIONS
// gives the connections the settings of the API's written-order pool, which runs the worklist page.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10, ...(process.env.BARE_OPTIONS ? { options: process.env.BARE_OPTIONS } : {}) });
pool.on('error', (error) => process.emitWarning(`PostgreSQL idle connection lost: ${error.message}`));

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));
// One pooled connection per request, the statements one after the other on it, each prepared once per connection as
// the API prepares them (named); the answer is the rows of the statement that returned the most (the worklist's own).
app.get('/worklist', async () => {
  const client = await pool.connect();
  try {
    let rows = [];
    for (const [index, { text, values }] of statements.entries()) {
      const result = await client.query(values.length > 0 ? { name: `s${index}`, text, values } : { text, values });
      if (result.rows.length >= rows.length) rows = result.rows;
    }
    return rows;
  } finally {
    client.release();
  }
});

await app.listen({ port: Number(process.env.BARE_PORT ?? 4401), host: '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    app.close().then(() => pool.end()).then(() => process.exit(0));
  });
}
