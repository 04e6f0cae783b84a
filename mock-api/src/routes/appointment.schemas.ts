import { Type } from '@fastify/type-provider-typebox';
import { Id } from './clinical.schemas';

/** Millisecond timestamps between 2000-01-01 and 2100-01-01 (a bound that still admits any real appointment). */
const Millis = Type.Integer({ minimum: 946_684_800_000, maximum: 4_102_444_800_000, description: 'Milliseconds since the epoch' });

export const ScheduleParams = Type.Object({ encounterId: Id, practitionerId: Id, startMillis: Millis });
export const ScheduleAnswer = Type.Object({ id: Type.Integer() }, { title: 'ScheduledEncounter' });

export const DayScheduleParams = Type.Object({ id: Id });
export const DayScheduleQuery = Type.Object({ practitionerId: Id, start: Millis });
export const DayScheduleAnswer = Type.Object(
  {
    encounterId: Type.Integer(),
    practitionerId: Type.Integer(),
    day: Type.String({ description: 'YYYY-MM-DD, server-local day of start' }),
    appointments: Type.Array(
      Type.Object({ id: Type.Integer(), start: Type.String(), status: Type.String(), appointmentType: Type.Union([Type.String(), Type.Null()]) }),
    ),
  },
  { title: 'PractitionerDaySchedule' },
);
