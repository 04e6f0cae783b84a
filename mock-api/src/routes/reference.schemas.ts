import { Type } from '@fastify/type-provider-typebox';
import { ICD10_PAGE_SIZE, ORGANIZATION_FETCH_LIMIT, PRACTITIONER_FETCH_LIMIT } from 'shared-kit/domain';
import { Enum } from './clinical.schemas';

export const OrganizationSchema = Type.Object({ id: Type.Integer(), name: Type.String(), active: Type.Boolean() }, { title: 'Organization' });
export const RegionSchema = Type.Object({ id: Type.Integer(), alias: Type.String(), name: Type.String() }, { title: 'Region' });

export const OrganizationQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORGANIZATION_FETCH_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  sort: Type.Optional(Type.String({ pattern: '^name( (asc|desc))?$' })),
});

export const PractitionerSearchQuery = Type.Object({
  statusCode: Type.Optional(Enum(['ACTIVE', 'INACTIVE'] as const)),
  orgId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: PRACTITIONER_FETCH_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  q: Type.Optional(Type.String({ maxLength: 120, pattern: '^(lastName|firstName):[^%]*%?$', description: "'lastName:{text}%' or 'firstName:{text}%'" })),
  withOrg: Type.Optional(Type.Boolean()),
});

export const PractitionerWithOrgSchema = Type.Object(
  {
    id: Type.Integer(),
    firstName: Type.String(),
    lastName: Type.String(),
    statusCode: Type.String(),
    orgId: Type.Union([Type.Integer(), Type.Null()]),
    specialty: Type.Union([Type.String(), Type.Null()]),
    organization: Type.Optional(Type.Union([OrganizationSchema, Type.Null()])),
  },
  { title: 'PractitionerSearchResult' },
);

export const Icd10SearchQuery = Type.Object({
  q: Type.String({
    minLength: 1,
    maxLength: 200,
    description: "'id:{text}%' optionally followed by ',OR desc:{text}%' (spec 2 §7); a trailing % means starts with",
  }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: ICD10_PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
  sort: Type.Optional(Type.String({ pattern: '^(id|description)( (asc|desc))?$' })),
});

export const Icd10ResultSchema = Type.Object(
  {
    id: Type.String({ description: 'The code as CMS ships it: no dot, upper case (e.g. E119)' }),
    description: Type.String(),
    hccV24: Type.Union([Type.String(), Type.Null()], { description: "CMS-HCC V24 categories, '|' separated" }),
    hccV28: Type.Union([Type.String(), Type.Null()], { description: "CMS-HCC V28 categories, '|' separated" }),
  },
  { title: 'Icd10SearchResult' },
);
