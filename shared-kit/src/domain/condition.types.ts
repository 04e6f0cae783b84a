// Condition shapes, derived from the API schemas (shared-kit/schemas), and the screens' derived values.
import type { Static } from 'typebox';
import type {
  CdiTagsSchema,
  CdiTagsUpdateSchema,
  CoderTagsSchema,
  CoderTagsUpdateSchema,
  ConditionSchema,
  ConditionUpdateSchema,
  Icd10CodeJsonSchema,
  NewConditionSchema,
  NlpDocumentSchema,
  PractitionerTagsSchema,
  RuleInputJsonSchema,
  RuleSchema,
  RuleWriteSchema,
} from '../schemas/condition.schemas';
import type { NewNoteSchema, NoteSchema } from '../schemas/note.schemas';

/** ruleInputJson of a rule (spec 2 §3); type 'new rule' marks an unsaved reason. */
export type RuleInputJson = Static<typeof RuleInputJsonSchema>;
/** A rule, shown as a reason of a condition (spec 2 §3). */
export type Rule = Static<typeof RuleSchema>;
/** One reason row of PUT /api/encounter/condition/rule. */
export type RuleWrite = Static<typeof RuleWriteSchema>;
/** CDI tags (spec 2 §3): Net New, Known Potential or neither. */
export type CdiTags = Static<typeof CdiTagsSchema>;
/** Coder tags (spec 2 §3). */
export type CoderTags = Static<typeof CoderTagsSchema>;
/** Practitioner tags (spec 2 §3); the list form is the body of PUT .../tags/practitioner. */
export type PractitionerTags = Static<typeof PractitionerTagsSchema>;
/** Body of PUT .../tags/cdi and .../tags/coder. */
export type CdiTagsUpdate = Static<typeof CdiTagsUpdateSchema>;
export type CoderTagsUpdate = Static<typeof CoderTagsUpdateSchema>;
/** A note on an encounter or one of its conditions (spec 2 §3). */
export type Note = Static<typeof NoteSchema>;
/** Body of POST /api/encounter/note (spec 2 §7). */
export type NewNote = Static<typeof NewNoteSchema>;
/** One ICD10 code or a list; the first is used (spec 2 §3). */
export type Icd10CodeJson = Static<typeof Icd10CodeJsonSchema>;
/** A condition as the API sends it (spec 2 §3). */
export type Condition = Static<typeof ConditionSchema>;
/** Bodies of PUT and POST /api/encounter/condition. */
export type ConditionUpdate = Static<typeof ConditionUpdateSchema>;
export type NewCondition = Static<typeof NewConditionSchema>;
/** An NLP document item of GET /api/nlp/prediction/{id} (spec 1 §7, spec 2 §3). */
export type NlpDocument = Static<typeof NlpDocumentSchema>;

/** A button of a condition's tag options (spec 2 §3). */
export interface TagOption {
  label: string;
  text: string;
  value: string;
}

/** Values derived from a condition and its encounter (spec 2 §3 "Derived"); not sent by the API. */
export interface ConditionDerived {
  isKnown: boolean;
  isPotential: boolean;
  isExternal: boolean;
  isAddressed: boolean;
  isKnownAddressed: boolean;
  isRequired: boolean;
  isDefaultState: boolean;
  tagOptions: TagOption[];
  description: string;
}

/** A condition with its derived values, as the screens use it. */
export type ConditionView = Condition & ConditionDerived;
