import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hostname } from 'node:os';

export const VersionInfoSchema = Type.Object(
  {
    name: Type.String(),
    projectVersion: Type.String(),
    envVersion: Type.String(),
    buildNumber: Type.String(),
    date: Type.String({ description: 'Build date (bundle) or start date (dev), ISO 8601' }),
    host: Type.String(),
  },
  { title: 'VersionInfo' },
);

export interface VersionRoutesOptions {
  projectVersion: string;
  buildDate: string;
}

/** Version info (spec 1 §3) for the Version page; no session needed. Health check for start-up scripts. */
export const versionRoutes: FastifyPluginAsyncTypebox<VersionRoutesOptions> = async (app, options) => {
  app.get('/api/version', { schema: { tags: ['platform'], response: { 200: VersionInfoSchema } } }, async () => ({
    name: 'mock-api',
    projectVersion: options.projectVersion,
    envVersion: app.config.envVersion,
    buildNumber: app.config.buildNumber,
    date: options.buildDate,
    host: hostname(),
  }));

  app.get(
    '/api/health',
    { schema: { tags: ['platform'], response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );
};
