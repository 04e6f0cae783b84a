import { CONDITION_STATUSES, HCC_VERSIONS } from '../domain/condition.constants';
import { EncounterLinkSchema, PatientSchema } from './patient.schemas';
import { PractitionerSchema } from './reference.schemas';
import { Enum, Nullable, Type } from './schema.helpers';

/** One open condition of the patient, with the HCC category it belongs to (spec 1 §2.9, spec 2 §3). */
export const SnapshotConditionSchema = Type.Object(
  {
    id: Type.Integer(),
    encounterId: Type.Integer(),
    encounterStart: Type.String(),
    title: Type.String(),
    conditionStatus: Enum(CONDITION_STATUSES),
    icd10Code: Nullable(Type.String({ description: 'The first ICD-10-CM code of icd10CodeJson' })),
    hccCode: Nullable(Type.String()),
    hccDescription: Nullable(Type.String()),
    hccVersion: Nullable(Enum(HCC_VERSIONS)),
    hccGroupTitle: Nullable(Type.String({ description: 'The HCC lookup name of (hccVersion, hccCode): the group title' })),
  },
  { title: 'SnapshotCondition' },
);

/** GET /api/patient/{id}/snapshot: the patient, their encounter links and their open conditions. */
export const PatientSnapshotSchema = Type.Object(
  {
    patient: PatientSchema,
    practitioner: Nullable(PractitionerSchema),
    prevEncounter: Nullable(EncounterLinkSchema),
    nextEncounter: Nullable(EncounterLinkSchema),
    conditions: Type.Array(SnapshotConditionSchema),
  },
  { title: 'PatientSnapshot' },
);
