import { ICD10_PAGE_SIZE, ORGANIZATION_FETCH_LIMIT, PRACTITIONER_FETCH_LIMIT } from '../domain/limits.constants';
import { PRACTITIONER_STATUSES } from '../domain/encounter.constants';
import { Enum, Id, Nullable, Offset, Type } from './schema.helpers';

/** Practitioner (spec 1 §3, spec 2 §3); specialty is one of SPECIALTIES (the worklist filter reads it). */
export const PractitionerSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    statusCode: Enum(PRACTITIONER_STATUSES),
    orgId: Nullable(Type.Integer()),
    specialty: Type.Optional(Nullable(Type.String())),
  },
  { title: 'Practitioner' },
);

/** Organization (spec 1 §3). */
export const OrganizationSchema = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() }, { title: 'Organization' });

/** Region (spec 1 §3): `name` is the code (underscores shown as spaces), `alias` a short name. */
export const RegionSchema = Type.Object({ id: Type.Integer(), alias: Type.String(), name: Type.String() }, { title: 'Region' });

/** Query of GET /api/organization (spec 1 §7: limit 999, offset 0, sort name asc). */
export const OrganizationQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORGANIZATION_FETCH_LIMIT })),
  offset: Type.Optional(Offset),
  sort: Type.Optional(Type.String({ pattern: '^name( (asc|desc))?$' })),
});

/** Query of GET /api/practitioner/search (spec 1 §7, spec 2 §7). */
export const PractitionerSearchQuerySchema = Type.Object({
  statusCode: Type.Optional(Enum(PRACTITIONER_STATUSES)),
  orgId: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRACTITIONER_FETCH_LIMIT })),
  offset: Type.Optional(Offset),
  q: Type.Optional(Type.String({ maxLength: 120, pattern: '^(lastName|firstName):[^%]*%?$', description: "'lastName:{text}%' or 'firstName:{text}%'" })),
  withOrg: Type.Optional(Type.Boolean()),
});

/** A practitioner of the search, with the organization when `withOrg` asks for it. */
export const PractitionerSearchResultSchema = Type.Object(
  { ...PractitionerSchema.properties, specialty: Nullable(Type.String()), organization: Type.Optional(Nullable(OrganizationSchema)) },
  { title: 'PractitionerSearchResult' },
);

/** Query of GET /api/icd10/search (spec 2 §7). */
export const Icd10SearchQuerySchema = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "'id:{text}%' optionally followed by ',OR desc:{text}%' (spec 2 §7); a trailing % means starts with",
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ICD10_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  sort: Type.Optional(Type.String({ pattern: '^(id|description)( (asc|desc))?$' })),
});

/** ICD10 search result (spec 2 §3: id, description) with the code's CMS-HCC categories. */
export const Icd10SearchResultSchema = Type.Object(
  {
    id: Type.String({ description: 'The code as CMS ships it: no dot, upper case (e.g. E119)' }),
    description: Type.String(),
    hccV24: Nullable(Type.String({ description: "CMS-HCC V24 categories, '|' separated" })),
    hccV28: Nullable(Type.String({ description: "CMS-HCC V28 categories, '|' separated" })),
  },
  { title: 'Icd10SearchResult' },
);

/** A list of strings (appointment types, patient property values). */
export const StringListSchema = Type.Array(Type.String());
