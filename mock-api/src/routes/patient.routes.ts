import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCHEDULING_ROLES } from 'shared-kit/domain';
import { notFound, scopeOf } from '../clinical/access.service';
import { patientEncounters } from '../clinical/patient-encounters.service';
import { patientPropertyValues, searchPatients } from '../clinical/patient-search.service';
import { contractSchema, READ_ERRORS } from '../http/contract-route';

/** The patient list's roles: the Patients navigation item (spec 1 §6). */
const PATIENT_LIST_ROLES = SCHEDULING_ROLES;

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
        schema: contractSchema('GET /api/patient/enhanced_search', { tags, summary: 'Patient list search: free text, filters, lastName asc; rows carry next, proposed and previous encounters' }, READ_ERRORS),
      },
      async (request) => searchPatients(app.db, scopeOf(request, restricted, PATIENT_LIST_ROLES), request.query, app.now()),
    );

    app.get(
      `${api}/encounter/patient`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/encounter/patient', { tags, summary: "A patient's encounters as list rows (start asc by default)" }, READ_ERRORS),
      },
      async (request) =>
        patientEncounters(
          app.db,
          scopeOf(request, restricted, PATIENT_LIST_ROLES),
          request.query.patientId,
          request.query.sort?.endsWith('desc') ? 'desc' : 'asc',
          app.now(),
        ),
    );

    app.get(
      `${api}/patient/profile/:id`,
      {
        preHandler: app.requireSession,
        schema: contractSchema('GET /api/patient/profile/:id', { tags, summary: 'Patient profile image: the demo data holds no photos, so every patient answers 404 (the UI shows initials)' }, READ_ERRORS),
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
        schema: contractSchema('GET /api/patient/property/:key/values', { tags, summary: 'Distinct values of a patient field (vbcProgram, insurance, rulesFilterSpecialtyPrefix), A to Z' }, READ_ERRORS),
      },
      async (request) => patientPropertyValues(app.db, scopeOf(request, restricted, PATIENT_LIST_ROLES), request.params.key),
    );
  }
};
