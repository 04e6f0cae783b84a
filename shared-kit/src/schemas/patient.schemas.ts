import { MAX_PAGE_COUNT, PAGE_SIZE } from '../domain/limits.constants';
import { PATIENT_STATUSES } from '../domain/encounter.constants';
import { OFFSHORE_VALUES, PATIENT_PROPERTY_KEYS } from '../domain/patient-search.rules';
import { ROLES } from '../domain/roles';
import { Enum, Id, Nullable, Offset, Text, Type } from './schema.helpers';

/** A link to another encounter of the patient (spec 2 §3: each encounterStart, encounterId). */
export const EncounterLinkSchema = Type.Object({ encounterStart: Type.String(), encounterId: Type.Integer() }, { title: 'EncounterLink' });

/**
 * Patient (spec 1 §3 and spec 2 §3). `mrn` may hold several MRNs separated by semicolons; `id_mrn` is the detail's
 * alternative spelling; the detail adds the region name and rule filters.
 */
export const PatientSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    birthDate: Type.String(),
    mrn: Type.String(),
    id_mrn: Type.Optional(Type.String()),
    vbcProgram: Nullable(Type.String()),
    tenantId: Type.String(),
    patientRegion: Nullable(Type.String()),
    regionName: Type.Optional(Nullable(Type.String())),
    patientOrgId: Nullable(Type.Integer()),
    rulesFilterSpecialtyPrefix: Nullable(Type.String()),
    rulesFilterTypes: Type.Optional(Nullable(Type.String())),
    rulesHccVersion: Type.Optional(Nullable(Type.String())),
    personalEmail: Nullable(Type.String()),
    homePhone: Nullable(Type.String()),
    insurance: Nullable(Type.String()),
    status: Enum(PATIENT_STATUSES),
  },
  { title: 'Patient' },
);

export const PATIENT_SORT_FIELDS = ['lastName', 'firstName', 'birthDate', 'mrn'] as const;

/** Query of GET /api/patient/enhanced_search (spec 1 §2.7, §7). */
export const PatientSearchQuerySchema = Type.Object({
  query: Type.Optional(Text(200, "Free text: a date of birth (M/D/YYYY or YYYY-MM-DD), an MRN (text with a digit) or 'last, first' name prefixes")),
  mrn: Type.Optional(Text(64, 'One MRN; matches patients holding it among their MRNs')),
  firstName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  lastName: Type.Optional(Text(100, 'Prefix; % wildcards are ignored')),
  birthDate: Type.Optional(Type.String({ maxLength: 40, description: 'YYYY-MM-DD or M/D/YYYY' })),
  patientRegion: Type.Optional(Text(500, 'Region name, or a comma list')),
  patientOrgId: Type.Optional(Type.String({ maxLength: 500, pattern: '^\\d+(,\\d+)*$', description: 'Organization id, or a comma list' })),
  onOffShore: Type.Optional(Enum(OFFSHORE_VALUES)),
  defaultPatientOffshoreFilter: Type.Optional(Enum(OFFSHORE_VALUES, { description: 'Same as onOffShore (spec 1 §3 patient list filter name)' })),
  vbcProgram: Type.Optional(Text(100)),
  nlpConditionCount: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: "At least this many NLP conditions over the patient's encounters" })),
  sort: Type.Optional(Type.String({ pattern: `^(${PATIENT_SORT_FIELDS.join('|')})( (asc|desc))?$`, description: 'field [asc|desc]; default lastName asc' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE * MAX_PAGE_COUNT })),
  offset: Type.Optional(Offset),
  userRole: Type.Optional(Enum(ROLES, { description: 'The active role the client believes it has; a mismatch is a 400' })),
  append: Type.Optional(Type.Boolean({ description: 'The client appends this page to the rows it has; no effect on the answer' })),
});

/** An encounter of a patient list row: the previous, next or proposed one. */
export const PatientEncounterSummarySchema = Type.Object(
  {
    encounterId: Type.Integer(),
    encounterStart: Type.String(),
    appointmentType: Nullable(Type.String()),
    practitioner: Nullable(Type.Object({ id: Type.Integer(), firstName: Type.String(), lastName: Type.String() })),
  },
  { title: 'PatientEncounterSummary' },
);

/** A row of the patient list (spec 1 §2.7, §3: prevEncounter, proposedEncounter, nextEncounter). */
export const PatientListRowSchema = Type.Object(
  {
    ...PatientSchema.properties,
    onOffShore: Enum(OFFSHORE_VALUES),
    nextEncounter: Nullable(PatientEncounterSummarySchema, 'The next PLANNED or ARRIVED encounter from now on'),
    proposedEncounter: Nullable(PatientEncounterSummarySchema, 'The earliest PROPOSED encounter (to be scheduled)'),
    prevEncounter: Nullable(PatientEncounterSummarySchema, 'The latest encounter before now that was not proposed or cancelled'),
  },
  { title: 'PatientListRow' },
);

/** Query of GET /api/encounter/patient (spec 1 §7 "encounters per patient"). */
export const PatientEncountersQuerySchema = Type.Object({
  patientId: Id,
  sort: Type.Optional(Type.String({ pattern: '^start( (asc|desc))?$', description: "'start asc' (default) or 'start desc'" })),
});

export const PatientPropertyParamsSchema = Type.Object({ key: Enum(PATIENT_PROPERTY_KEYS) });
