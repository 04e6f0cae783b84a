import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conditionRoutes } from './condition.routes';
import { encounterRoutes } from './encounter.routes';
import { referenceRoutes } from './reference.routes';
import { reviewRoutes } from './review.routes';

/** The clinical-data plugins (issue 3 domain slice), registered from app.ts with one line. */
export const clinicalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(encounterRoutes);
  await app.register(reviewRoutes);
  await app.register(conditionRoutes);
  await app.register(referenceRoutes);
};
