import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCHEDULING_ROLES } from 'shared-kit/domain';
import { notFound, scopeOf } from '../clinical/access.service';
import { patientEncounters } from '../clinical/patient-encounters.service';
import { patientPropertyValues, searchPatients } from '../clinical/patient-search.service';
import { ErrorBody } from '../http/api-error';
import { IdParams } from './clinical.schemas';
import { EncounterListRowSchema } from './encounter.schemas';
import { PatientEncountersQuerySchema, PatientListRowSchema, PatientPropertyParams, PatientSearchQuerySchema } from './patient.schemas';

/** The patient list's roles: the Patients navigation item (spec 1 §6). */
const PATIENT_LIST_ROLES = SCHEDULING_ROLES;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/**
 * The patient list's calls (spec 1 §2.7, §7), each on its plain path and its /api/restricted/ twin (patient and
 * encounter calls are restricted calls for CDI_RESTRICTED, who see only patients of their regions).
 */
export const patientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const restricted of [false, true]) {
    const api = restricted ? '/api/restricted' : '/api';
    const tags = ['patient'];

    app.get(
      `${api}/patient/enhanced_search`,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: 'Patient list search: free text, filters, lastName asc; rows carry next, proposed and previous encounters',
          querystring: PatientSearchQuerySchema,
          response: { 200: Type.Array(PatientListRowSchema), ...errors },
        },
      },
      async (request) => searchPatients(app.db, scopeOf(request, restricted, PATIENT_LIST_ROLES), request.query, app.now()),
    );

    app.get(
      `${api}/encounter/patient`,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: "A patient's encounters as list rows (start asc by default)",
          querystring: PatientEncountersQuerySchema,
          response: { 200: Type.Array(EncounterListRowSchema), ...errors },
        },
      },
      async (request) =>
        patientEncounters(
          app.db,
          scopeOf(request, restricted, PATIENT_LIST_ROLES),
          request.query.patientId,
          request.query.sort?.endsWith('desc') ? 'desc' : 'asc',
        ),
    );

    app.get(
      `${api}/patient/profile/:id`,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: 'Patient profile image: the demo data holds no photos, so every patient answers 404 (the UI shows initials)',
          params: IdParams,
          response: { ...errors },
        },
      },
      async (request) => {
        scopeOf(request, restricted, PATIENT_LIST_ROLES);
        // No photos exist, so every id answers the same 404: nothing is revealed about other tenants' patients.
        throw notFound(`No profile image for patient ${request.params.id}`);
      },
    );

    app.get(
      `${api}/patient/property/:key/values`,
      {
        preHandler: app.requireSession,
        schema: {
          tags,
          summary: 'Distinct values of a patient field (vbcProgram, insurance, rulesFilterSpecialtyPrefix), A to Z',
          params: PatientPropertyParams,
          response: { 200: Type.Array(Type.String()), ...errors },
        },
      },
      async (request) => patientPropertyValues(app.db, scopeOf(request, restricted, PATIENT_LIST_ROLES), request.params.key),
    );
  }
};
