import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hostname } from 'node:os';
import { contractSchema } from '../http/contract-route';

export interface VersionRoutesOptions {
  projectVersion: string;
  buildDate: string;
}

/** Version info (spec 1 §3) for the Version page; no session needed. Health check for start-up scripts. */
export const versionRoutes: FastifyPluginAsyncTypebox<VersionRoutesOptions> = async (app, options) => {
  app.get('/api/version', { schema: contractSchema('GET /api/version', { tags: ['platform'] }, []) }, async () => ({
    name: 'mock-api',
    projectVersion: options.projectVersion,
    envVersion: app.config.envVersion,
    buildNumber: app.config.buildNumber,
    date: options.buildDate,
    // Production does not tell the world its machines' names.
    host: app.config.production ? '' : hostname(),
  }));

  app.get(
    '/api/health',
    { schema: contractSchema('GET /api/health', { tags: ['platform'] }, []) },
    async () => ({ status: 'ok' as const }),
  );
};
