import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Distinct statement texts a process names; past it, statements run unnamed as before (a safety bound). */
export const MAX_NAMED_STATEMENTS = 1_000;

/**
 * A pool for Kysely's PostgresDialect whose clients run every parameterised statement as a named prepared statement
 * (issue 15): PostgreSQL then parses and analyses each text once per connection and may reuse its plan, instead of
 * planning the worklist's seven joins on every call (planning took longer than running). Statements without
 * parameters keep the simple protocol, so raw multi-statement SQL still runs. A text's name is stable for the
 * process, so every connection prepares it at its first use and reuses it after.
 */
export function preparedStatementsPool(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_NAMED_STATEMENTS) return known;
    const name = `k${names.size + 1}`;
    names.set(text, name);
    return name;
  };
  return {
    options: pool.options,
    connect: async (): Promise<PostgresPoolClient> => {
      const client = await pool.connect();
      function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
      function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
      function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
        if (typeof sqlOrCursor !== 'string') throw new Error('streaming queries are not used by the API');
        const values = [...(parameters ?? [])];
        const name = values.length > 0 ? nameOf(sqlOrCursor) : undefined;
        const config: pg.QueryConfig = name === undefined ? { text: sqlOrCursor, values } : { name, text: sqlOrCursor, values };
        return client
          .query<R & pg.QueryResultRow>(config)
          .then((result) => ({ command: result.command as PostgresQueryResult<R>['command'], rowCount: result.rowCount ?? 0, rows: result.rows }));
      }
      return { query, release: (destroy?: boolean) => client.release(destroy) };
    },
    end: () => pool.end(),
  };
}
