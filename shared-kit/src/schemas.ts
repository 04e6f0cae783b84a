// The API schemas entry (`shared-kit/schemas`): TypeBox schemas of every request and answer, and the endpoint
// contract. mock-api validates and serialises with them; shared-kit/mock checks fixtures with them. Browser bundles
// need only their types, which `shared-kit` and `shared-kit/domain` export.
export * from './schemas/schema.helpers';
export * from './schemas/error.schemas';
export * from './schemas/reference.schemas';
export * from './schemas/patient.schemas';
export * from './schemas/note.schemas';
export * from './schemas/condition.schemas';
export * from './schemas/coder-query.schemas';
export * from './schemas/encounter.schemas';
export * from './schemas/encounter-event.schemas';
export * from './schemas/patient-snapshot.schemas';
export * from './schemas/appointment.schemas';
export * from './schemas/report.schemas';
export * from './schemas/audit.schemas';
export * from './schemas/auth.schemas';
export * from './schemas/platform.schemas';
export * from './schemas/smart.schemas';
export * from './schemas/api-contract';
export * from './schemas/contract-check';
