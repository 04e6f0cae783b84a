import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import packageJson from '../package.json';
import { AuthThrottle } from './auth/auth-throttle.service';
import { cookiePolicy, type CookiePolicy } from './auth/cookie-policy';
import { SessionService } from './auth/session.service';
import { installSessionSupport } from './auth/session-support';
import { loadConfig, type AppConfig } from './config';
import { closeDatabase, embeddedPglite, openDatabase } from './db/connection';
import type { Database } from './db/database.types';
import { migrateToLatest } from './db/migrate';
import { ensureReferenceData } from './db/reference/reference-data.loader';
import { seedDemoDataIfMissing } from './db/seed/seed';
import { analyzeAllTables, analyzeTablesWithoutStatistics, vacuumAllTables } from './db/planner-statistics';
import { ApiError, ERROR_CODES, errorBody } from './http/api-error';
import { installCsrfGuard } from './http/csrf-guard';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import { registerErrorHandlers } from './http/error-handler';
import { installJsonBodyParser } from './http/json-body-parser';
import { redactedRequestSerializer } from './http/log-redaction';
import { installSecurityHeaders } from './http/security-headers';
import { devRoutes } from './routes/dev.routes';
import { clinicalRoutes } from './routes/clinical.routes';
import { feedbackRoutes } from './routes/feedback.routes';
import { ssoRoutes } from './routes/sso.routes';
import { userRoutes } from './routes/user.routes';
import { versionRoutes } from './routes/version.routes';
import { adminRoutes } from './routes/admin.routes';
import { pdfRoutes } from './routes/pdf.routes';
import { reportRoutes } from './routes/report.routes';
import { eventRoutes } from './events/events.routes';
import { demoEhrRoutes } from './smart/demo-ehr.routes';
import { smartLaunchRoutes } from './smart/smart-launch.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    sessions: SessionService;
    /** Failed-attempt counts and lockouts (auth-throttle.service). */
    authThrottle: AuthThrottle;
    /** Attributes of every cookie the API sets (cookie-policy.ts). */
    cookiePolicy: CookiePolicy;
    /** The clock every rule reads (tests move it to expire sessions). */
    now: () => Date;
  }
}

/** Replaced by the esbuild bundle with its build time; dev and test runs report their start time. */
declare const __MOCK_API_BUILD_DATE__: string | undefined;
const BUILD_DATE = typeof __MOCK_API_BUILD_DATE__ === 'string' ? __MOCK_API_BUILD_DATE__ : new Date().toISOString();

export interface BuildAppOptions extends Partial<AppConfig> {
  now?: () => Date;
  /** Fastify logger setting; off unless given (tests stay quiet; a test may pass a stream to read the log). */
  logger?: boolean | { level: string; stream?: { write: (line: string) => void } };
  /** In demo mode, seed the demo data when the demo tenant is missing (default true). Outside demo mode never. */
  seed?: boolean;
  /** Called with the SQL and duration of every statement the app runs (tests count a request's statements). */
  onQuery?: (sql: string, durationMs: number) => void;
}

/**
 * Builds the API, ready to serve: database open and migrated, reference data loaded, demo data seeded in demo mode
 * only (production starts with no tenant: `admin-cli create-tenant` makes the first), every route registered.
 * Settings come from the environment (PGlite in memory unless DATA_DIR or DATABASE_URL), overridden by `options`.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const { now = () => new Date(), logger = false, seed = true, onQuery, ...overrides } = options;
  const config: AppConfig = { ...loadConfig(process.env, null), ...overrides };
  const db = await openDatabase({ ...config, ...(onQuery ? { onQuery } : {}) });
  try {
    await migrateToLatest(db);
    await ensureReferenceData(db);
    const seeded = seed && config.demoMode ? await seedDemoDataIfMissing(db, now()) : false;
    // PGlite runs no autovacuum: its start is the maintenance window. PostgreSQL's autovacuum keeps up on its own,
    // but a fresh seed's rows have no statistics yet.
    if (embeddedPglite(db)) await vacuumAllTables(db);
    if (seeded) await analyzeAllTables(db);
    else await analyzeTablesWithoutStatistics(db);
    if (config.production) await refuseDemoTenants(db);
    return await createServer(db, config, now, logger);
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
}

/** Production never serves the demo tenants: their accounts' password is published. */
async function refuseDemoTenants(db: Kysely<Database>): Promise<void> {
  const demo = await db.selectFrom('tenants').select('id').where('is_demo', '=', true).orderBy('id').execute();
  if (demo.length > 0) {
    throw new Error(
      `This database holds demo tenants (${demo.map((t) => t.id).join(', ')}), whose accounts' password is public: ` +
        'production refuses to serve it. Start production on a database of its own.',
    );
  }
}

async function createServer(
  db: Kysely<Database>,
  config: AppConfig,
  now: () => Date,
  logger: NonNullable<BuildAppOptions['logger']>,
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request URLs carry tokens and patients' names: logged redacted (log-redaction.ts).
    logger: logger === false ? false : { ...(logger === true ? {} : logger), serializers: { req: redactedRequestSerializer } },
    bodyLimit: 1024 * 1024,
    // The client's real IP (per-client failure counts) comes from X-Forwarded-For only when the platform server,
    // at a configured address, sent it; anyone else's header is ignored.
    trustProxy: config.trustProxy,
    // Above the schemas' own limits (tokens ≤ 200), so an overlong parameter meets its route's schema, which names
    // the field; only beyond this does the router refuse it itself.
    routerOptions: { maxParamLength: 1000 },
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
  app.decorate('authThrottle', new AuthThrottle(db, config, now));
  app.decorate('cookiePolicy', cookiePolicy(config));
  app.addHook('onClose', async () => {
    await closeDatabase(db);
  });

  registerErrorHandlers(app);
  installJsonBodyParser(app);
  await installSecurityHeaders(app, config);
  installCsrfGuard(app, config.allowedOrigins);
  await app.register(cookie, { secret: config.cookieSecret, hook: 'onRequest' });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(db, now),
    errorResponseBuilder: (_request, context) => new ApiError(429, 'TOO_MANY_REQUESTS', `Too many requests; try again in ${context.after}`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CDI platform mock API', version: packageJson.version, description: 'Reference back end (mock-api/README.md)' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
  });
  // The API's map is for developers: hidden in production unless API_DOCS asks for it.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  installSessionSupport(app);

  await app.register(versionRoutes, { projectVersion: packageJson.version, buildDate: BUILD_DATE });
  await app.register(ssoRoutes);
  await app.register(userRoutes);
  await app.register(feedbackRoutes);
  await app.register(clinicalRoutes);
  await app.register(reportRoutes);
  await app.register(pdfRoutes);
  await app.register(adminRoutes);
  await app.register(eventRoutes);
  await app.register(smartLaunchRoutes);
  if (config.demoMode) await app.register(devRoutes);
  // The EHR side of a SMART launch, so the launch runs on one machine; never outside demo mode (never in production).
  if (config.demoMode) await app.register(demoEhrRoutes);

  await app.sessions.purgeExpired();
  await app.authThrottle.purgeStale();
  await app.ready();
  return app;
}

