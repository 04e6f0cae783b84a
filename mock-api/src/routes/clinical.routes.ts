import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { appointmentRoutes } from './appointment.routes';
import { conditionRoutes } from './condition.routes';
import { coderQueryRoutes } from './coder-query.routes';
import { auditRoutes } from './audit.routes';
import { nlpRoutes } from './nlp.routes';
import { noteRoutes } from './note.routes';
import { tagRoutes } from './tag.routes';
import { encounterRoutes } from './encounter.routes';
import { myPractitionerRoutes } from './my-practitioner.routes';
import { patientRoutes } from './patient.routes';
import { patientSnapshotRoutes } from './patient-snapshot.routes';
import { referenceRoutes } from './reference.routes';
import { reviewRoutes } from './review.routes';

/** The clinical-data plugins (issue 3 domain slice), registered from app.ts with one line. */
export const clinicalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(encounterRoutes);
  await app.register(reviewRoutes);
  await app.register(conditionRoutes);
  await app.register(tagRoutes);
  await app.register(noteRoutes);
  await app.register(auditRoutes);
  await app.register(nlpRoutes);
  await app.register(referenceRoutes);
  await app.register(myPractitionerRoutes);
  await app.register(patientSnapshotRoutes);
  await app.register(patientRoutes);
  await app.register(appointmentRoutes);
  await app.register(coderQueryRoutes);
};
