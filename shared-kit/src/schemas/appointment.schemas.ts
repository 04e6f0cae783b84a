import { ENCOUNTER_STATUSES } from '../domain/encounter.constants';
import { Enum, Id, Nullable, Type } from './schema.helpers';

/** Millisecond timestamps between 2000-01-01 and 2100-01-01 (a bound that still admits any real appointment). */
const Millis = Type.Integer({ minimum: 946_684_800_000, maximum: 4_102_444_800_000, description: 'Milliseconds since the epoch' });

/** PUT /api/appointment/schedule/{encounterId}/{practitionerId}/{startMillis} (spec 2 §4.7, §7): the answer holds id. */
export const ScheduleParamsSchema = Type.Object({ encounterId: Id, practitionerId: Id, startMillis: Millis });
export const ScheduledEncounterSchema = Type.Object({ id: Type.Integer() }, { title: 'ScheduledEncounter' });

/** GET /api/appointment/schedule/{id} (spec 1 §7): a practitioner's appointments on the day of `start`. */
export const DayScheduleParamsSchema = Type.Object({ id: Id });
export const DayScheduleQuerySchema = Type.Object({ practitionerId: Id, start: Millis });
export const PractitionerDayScheduleSchema = Type.Object(
  {
    encounterId: Type.Integer(),
    practitionerId: Type.Integer(),
    day: Type.String({ description: 'YYYY-MM-DD, server-local day of start' }),
    appointments: Type.Array(
      Type.Object({ id: Type.Integer(), start: Type.String(), status: Enum(ENCOUNTER_STATUSES), appointmentType: Nullable(Type.String()) }),
    ),
  },
  { title: 'PractitionerDaySchedule' },
);
