import { Type } from '@fastify/type-provider-typebox';
import { MAX_PAGE_COUNT, OFFSHORE_VALUES, PAGE_SIZE, PATIENT_PROPERTY_KEYS, ROLES } from 'shared-kit/domain';
import { Enum, Id, PatientSchema } from './clinical.schemas';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Text = (maxLength: number, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });
const DateText = Type.String({ maxLength: 40, description: 'YYYY-MM-DD or M/D/YYYY' });

export const PATIENT_SORT_FIELDS = ['lastName', 'firstName', 'birthDate', 'mrn'] as const;

/** Query of GET /api/patient/enhanced_search (spec 1 §2.7, §7). */
export const PatientSearchQuerySchema = Type.Object({
  query: Type.Optional(Text(200, "Free text: a date of birth (M/D/YYYY or YYYY-MM-DD), an MRN (text with a digit) or 'last, first' name prefixes")),
  mrn: Type.Optional(Text(64, 'One MRN; matches patients holding it among their MRNs')),
  firstName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  lastName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  birthDate: Type.Optional(DateText),
  patientRegion: Type.Optional(Text(500, 'Region name, or a comma list')),
  patientOrgId: Type.Optional(Type.String({ maxLength: 500, pattern: '^\\d+(,\\d+)*$', description: 'Organization id, or a comma list' })),
  onOffShore: Type.Optional(Enum(OFFSHORE_VALUES)),
  defaultPatientOffshoreFilter: Type.Optional(Enum(OFFSHORE_VALUES, { description: 'Same as onOffShore (spec 1 §3 patient list filter name)' })),
  vbcProgram: Type.Optional(Text(100)),
  nlpConditionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: "At least this many NLP conditions over the patient's encounters" })),
  sort: Type.Optional(Type.String({ pattern: `^(${PATIENT_SORT_FIELDS.join('|')})( (asc|desc))?$`, description: 'field [asc|desc]; default lastName asc' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE * MAX_PAGE_COUNT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  userRole: Type.Optional(Enum(ROLES, { description: 'The active role the client believes it has; a mismatch is a 400' })),
  append: Type.Optional(Type.Boolean({ description: 'The client appends this page to the rows it has; no effect on the answer' })),
});

export const PatientEncounterSummarySchema = Type.Object({
  encounterId: Type.Integer(),
  encounterStart: Type.String(),
  appointmentType: Nullable(Type.String()),
  practitioner: Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() })),
});

export const PatientListRowSchema = Type.Object(
  {
    ...PatientSchema.properties,
    onOffShore: Enum(OFFSHORE_VALUES),
    nextEncounter: Nullable(PatientEncounterSummarySchema),
    proposedEncounter: Nullable(PatientEncounterSummarySchema),
    prevEncounter: Nullable(PatientEncounterSummarySchema),
  },
  { title: 'PatientListRow' },
);

/** Query of GET /api/encounter/patient (spec 1 §7 "encounters per patient"). */
export const PatientEncountersQuerySchema = Type.Object({
  patientId: Id,
  sort: Type.Optional(Type.String({ pattern: '^start( (asc|desc))?$', description: "'start asc' (default) or 'start desc'" })),
});

export const PatientPropertyParams = Type.Object({ key: Enum(PATIENT_PROPERTY_KEYS) });
