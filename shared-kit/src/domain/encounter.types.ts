// Encounter shapes, derived from the API schemas (shared-kit/schemas): the one definition both sides use.
import type { Static } from 'typebox';
import type {
  EncounterCopySchema,
  EncounterDetailSchema,
  EncounterListRowSchema,
  EncounterSchema,
  EncounterSearchBodySchema,
  EncounterSearchQuerySchema,
  EncounterUpdateBodySchema,
  LockSchema,
  PreviousEncounterSchema,
  ReviewerSchema,
  ReviewSchema,
  ReviewSummarySchema,
} from '../schemas/encounter.schemas';

/** The reviewer of a review (spec 2 §3); null shows 'CDI Review Bypassed'. */
export type Reviewer = Static<typeof ReviewerSchema>;
/** Review as list rows carry it (spec 1 §3). */
export type ReviewSummary = Static<typeof ReviewSummarySchema>;
/** Review with its reviewer (spec 2 §3). */
export type Review = Static<typeof ReviewSchema>;
/** Lock (spec 1 §3, spec 2 §3); patientLockCount is the count of the patient's other locked encounters. */
export type Lock = Static<typeof LockSchema>;
/** An encounter row of the worklists, daily lists and appointments (spec 1 §3). */
export type EncounterListRow = Static<typeof EncounterListRowSchema>;
/** A copy of CDI curation from one encounter to another (spec 2 §4.6). */
export type EncounterCopy = Static<typeof EncounterCopySchema>;
/** The full encounter of the detail (spec 2 §3). */
export type Encounter = Static<typeof EncounterSchema>;
/** A row of the previous-encounters table (spec 2 §2.7). */
export type PreviousEncounter = Static<typeof PreviousEncounterSchema>;
/** GET /api/encounter/detail/... (spec 2 §3, §7). */
export type EncounterDetailResponse = Static<typeof EncounterDetailSchema>;
/** Body of PUT /api/encounter. */
export type EncounterUpdate = Static<typeof EncounterUpdateBodySchema>;
/** Query keys of GET /api/encounter/ (spec 1 §7); absent keys are not sent. */
export type EncounterSearchQuery = Static<typeof EncounterSearchQuerySchema>;
/** Body of POST /api/encounter/search. */
export type EncounterSearchBody = Static<typeof EncounterSearchBodySchema>;
