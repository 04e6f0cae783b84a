import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { defaultDataDir, loadConfig } from './config';
import { describeDatabase } from './db/connection';

/** Reads the environment and listens; everything else is in app.ts. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, defaultDataDir(dirname(fileURLToPath(import.meta.url))));
  const port = Number(process.env.API_PORT ?? 4000);
  const host = process.env.API_HOST ?? '127.0.0.1';
  const app = await buildApp({ ...config, logger: { level: config.logLevel } });

  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    // close() stops listening, finishes in-flight requests, then closes the database (onClose hook).
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port, host });
  console.log(`Database: ${describeDatabase(config)}`);
  console.log(`API listening on http://${host}:${port}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
