import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import packageJson from '../package.json';
import { SessionService } from './auth/session.service';
import { installSessionSupport } from './auth/session-support';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/connection';
import type { Database } from './db/database.types';
import { migrateToLatest } from './db/migrate';
import { seedDemoDataIfMissing } from './db/seed/seed';
import { ApiError, ERROR_CODES, errorBody } from './http/api-error';
import { registerErrorHandlers } from './http/error-handler';
import { devRoutes } from './routes/dev.routes';
import { clinicalRoutes } from './routes/clinical.routes';
import { feedbackRoutes } from './routes/feedback.routes';
import { ssoRoutes } from './routes/sso.routes';
import { userRoutes } from './routes/user.routes';
import { versionRoutes } from './routes/version.routes';
import { adminRoutes } from './routes/admin.routes';
import { pdfRoutes } from './routes/pdf.routes';
import { reportRoutes } from './routes/report.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    sessions: SessionService;
    /** The clock every rule reads (tests move it to expire sessions). */
    now: () => Date;
  }
}

/** Replaced by the esbuild bundle with its build time; dev and test runs report their start time. */
declare const __MOCK_API_BUILD_DATE__: string | undefined;
const BUILD_DATE = typeof __MOCK_API_BUILD_DATE__ === 'string' ? __MOCK_API_BUILD_DATE__ : new Date().toISOString();

export interface BuildAppOptions extends Partial<AppConfig> {
  now?: () => Date;
  /** Fastify logger setting; off unless given (tests stay quiet). */
  logger?: boolean | { level: string };
  /** Seed the demo data when the demo tenant is missing (default true). */
  seed?: boolean;
}

/**
 * Builds the API, ready to serve: database open and migrated, demo data seeded, every route registered.
 * Settings come from the environment (PGlite in memory unless DATA_DIR or DATABASE_URL), overridden by `options`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { now = () => new Date(), logger = false, seed = true, ...overrides } = options;
  const config: AppConfig = { ...loadConfig(process.env, null), ...overrides };
  const db = await openDatabase(config);
  try {
    await migrateToLatest(db);
    if (seed) await seedDemoDataIfMissing(db);
    return await createServer(db, config, now, logger);
  } catch (error) {
    await db.destroy();
    throw error;
  }
}

async function createServer(
  db: Kysely<Database>,
  config: AppConfig,
  now: () => Date,
  logger: NonNullable<BuildAppOptions['logger']>,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Above the schemas' own limits (tokens ≤ 200), so an overlong parameter meets its route's schema, which names
    // the field; only beyond this does the router refuse it itself.
    maxParamLength: 1000,
    // Errors the router raises before any route runs (a malformed URL, a path parameter over 1000 characters)
    // would otherwise leave in Fastify's own shape; they answer in the platform's error format too.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The URL is not valid';
      void reply.status(400).send(errorBody(ERROR_CODES[400], message));
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Bodies are checked without type coercion (a number is not a description); query and params are converted.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('now', now);
  app.decorate('sessions', new SessionService(db, { idleMinutes: config.sessionIdleMinutes, absoluteHours: config.sessionAbsoluteHours }, now));
  app.addHook('onClose', async () => {
    await db.destroy();
  });

  registerErrorHandlers(app);
  await app.register(cookie, { secret: config.cookieSecret, hook: 'onRequest' });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'TOO_MANY_REQUESTS', `Too many sign-in attempts; try again in ${context.after}`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CDI platform mock API', version: packageJson.version, description: 'Reference back end (mock-api/README.md)' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  installSessionSupport(app);

  await app.register(versionRoutes, { projectVersion: packageJson.version, buildDate: BUILD_DATE });
  await app.register(ssoRoutes);
  await app.register(userRoutes);
  await app.register(feedbackRoutes);
  await app.register(clinicalRoutes);
  await app.register(reportRoutes);
  await app.register(pdfRoutes);
  await app.register(adminRoutes);
  if (config.demoMode) await app.register(devRoutes);

  await app.sessions.purgeExpired();
  await app.ready();
  return app;
}

