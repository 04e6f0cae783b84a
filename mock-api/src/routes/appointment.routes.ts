import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SCHEDULING_ROLES } from 'shared-kit/domain';
import { plainScopeOf } from '../clinical/access.service';
import { practitionerDaySchedule, scheduleEncounter } from '../clinical/schedule.service';
import { contractSchema } from '../http/contract-route';


/**
 * Scheduling of proposed encounters (spec 2 §4.7, §7; spec 1 §7). Not among the calls with a restricted twin (spec 1
 * §6 lists encounter, patient, note, lock, search and status calls), so CDI_RESTRICTED uses these plain paths, within
 * their regions.
 */
export const appointmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['appointment'];

  app.put(
    '/api/appointment/schedule/:encounterId/:practitionerId/:startMillis',
    {
      preHandler: app.requireSession,
      schema: contractSchema('PUT /api/appointment/schedule/:encounterId/:practitionerId/:startMillis', { tags, summary: 'Schedule a proposed encounter with an active practitioner at a start (ms, 5-minute steps, today or later)' }),
    },
    async (request) => {
      const { encounterId, practitionerId, startMillis } = request.params;
      return scheduleEncounter(app.db, plainScopeOf(request, SCHEDULING_ROLES), encounterId, practitionerId, startMillis, app.now());
    },
  );

  app.get(
    '/api/appointment/schedule/:id',
    {
      preHandler: app.requireSession,
      schema: contractSchema('GET /api/appointment/schedule/:id', { tags, summary: "The practitioner's booked appointments on the day of start, to avoid double booking" }),
    },
    async (request) =>
      practitionerDaySchedule(app.db, plainScopeOf(request, SCHEDULING_ROLES), request.params.id, request.query.practitionerId, request.query.start),
  );
};
