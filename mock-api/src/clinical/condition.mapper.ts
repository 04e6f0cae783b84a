import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../db/database.types';
import type { CdiTagsTable, CoderTagsTable, ConditionRow, ConditionRulesTable, NotesTable, PractitionerTagsTable } from '../db/domain.types';

type Db = Kysely<Database> | Transaction<Database>;
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A tag row as a condition's body reads it (its tenant is the condition's). */
type TagRow<T> = Omit<Selectable<T>, 'tenant_id'>;

export type NoteWithAuthor = Selectable<NotesTable> & { username: string };

/** Notes with their author's username, oldest first (ties by id): the caller says whose. */
export function notesWithAuthor(db: Db) {
  return db
    .selectFrom('notes as n')
    .innerJoin('users as u', 'u.id', 'n.created_by_id')
    .selectAll('n')
    .select('u.username')
    .orderBy('n.creation_date')
    .orderBy('n.id');
}

export function noteBody(n: NoteWithAuthor) {
  return {
    id: n.id,
    encounterId: n.encounter_id,
    encounterConditionId: n.encounter_condition_id,
    noteBody: n.note_body,
    noteReasonCode: n.note_reason_code,
    createdByUserName: n.username,
    creationDate: n.creation_date.toISOString(),
  };
}

function ruleBody(r: Selectable<ConditionRulesTable>) {
  return {
    id: r.id,
    reason: r.reason,
    title: r.title,
    statusCode: r.status_code,
    encounterConditionId: r.encounter_condition_id,
    targetId: r.target_id,
    targetSourceCode: r.target_source_code,
    targetType: r.target_type,
    targetSubtypeCode: r.target_subtype_code,
    ruleInputJson: r.rule_input_json,
  };
}

function cdiTagsBody(t: TagRow<CdiTagsTable>) {
  return {
    netNewStatusCode: t.net_new_status_code,
    knownPotentialStatusCode: t.known_potential_status_code,
    expectedDiagnosis: t.expected_diagnosis,
    encounterConditionId: t.encounter_condition_id,
  };
}

function coderTagsBody(t: TagRow<CoderTagsTable>) {
  return {
    queryStatusCode: t.query_status_code,
    queryCreationDate: iso(t.query_creation_date),
    queryCreationUsername: t.query_creation_username,
    queryResponseDate: iso(t.query_response_date),
    queryResponseUsername: t.query_response_username,
    onClaimStatusCode: t.on_claim_status_code,
    reportableStatusCode: t.reportable_status_code,
    reportableHeaderCode: t.reportable_header_code,
    reportableReason: t.reportable_reason,
    reportableText: t.reportable_text,
    conditionDiagnosisCode: t.condition_diagnosis_code,
    activityMetStatusCode: t.activity_met_status_code,
  };
}

function practitionerTagsBody(t: TagRow<PractitionerTagsTable>) {
  return { encounterConditionId: t.encounter_condition_id, practitionerResponseCode: t.practitioner_response_code };
}

const HCC_VERSION_VALUES = ['CMS_V24', 'CMS_V28', 'HHS_V07'] as const;
const hccVersionOf = (v: string | null) => HCC_VERSION_VALUES.find((x) => x === v) ?? null;

/** Rows grouped by their condition, each group in the rows' order. */
export function groupByCondition<T extends { encounter_condition_id: number | null }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    if (row.encounter_condition_id === null) continue;
    const group = groups.get(row.encounter_condition_id);
    if (group) group.push(row);
    else groups.set(row.encounter_condition_id, [row]);
  }
  return groups;
}

/** A condition's one-to-one tags, as loaded beside it. */
export interface ConditionTags {
  cdi: TagRow<CdiTagsTable> | undefined;
  coder: TagRow<CoderTagsTable> | undefined;
  practitioner: TagRow<PractitionerTagsTable> | undefined;
}

/** What a condition's body needs besides its row: tags, rules and (for roles that see them) notes. */
export interface ConditionChildren {
  tagsOf: (conditionId: number) => ConditionTags;
  rulesOf: ReadonlyMap<number, Selectable<ConditionRulesTable>[]>;
  notesOf: ReadonlyMap<number, NoteWithAuthor[]>;
}

/** The condition as the API sends it (spec 2 §3). */
export function conditionBody(c: ConditionRow, children: ConditionChildren) {
  const tags = children.tagsOf(c.id);
  return {
    id: c.id,
    encounterId: c.encounter_id,
    title: c.title,
    content: c.content,
    conditionStatus: c.condition_status,
    conditionCode: c.condition_code,
    statusCode: c.status_code,
    icd10CodeJson: c.icd10_code_json,
    hccCode: c.hcc_code,
    hccDescription: c.hcc_description,
    hccVersion: hccVersionOf(c.hcc_version),
    confidence: c.confidence,
    clinicalEvidence: c.clinical_evidence,
    addressedDate: iso(c.addressed_date),
    priority: c.priority,
    notes: (children.notesOf.get(c.id) ?? []).map(noteBody),
    comments: c.comments,
    rules: (children.rulesOf.get(c.id) ?? []).map(ruleBody),
    cdiTags: tags.cdi ? cdiTagsBody(tags.cdi) : null,
    coderTags: tags.coder ? coderTagsBody(tags.coder) : null,
    practitionerTags: tags.practitioner ? practitionerTagsBody(tags.practitioner) : null,
    checkMark: c.check_mark,
    source: c.source,
    ruleFilterId: c.rule_filter_id,
    reasonCode: c.reason_code,
    version: c.version,
    modificationDate: iso(c.modification_date),
    creationDate: c.creation_date.toISOString(),
    createdById: c.created_by_id,
    modifiedById: c.modified_by_id,
    tenantId: c.tenant_id,
  };
}

/** Conditions as the API sends them (spec 2 §3), with their rules, tags and notes loaded in five queries. */
export async function conditionBodies(db: Db, conditions: readonly ConditionRow[], includeNotes: boolean) {
  const ids = conditions.map((c) => c.id);
  if (ids.length === 0) return [];
  const [rules, cdi, coder, practitioner, notes] = await Promise.all([
    db.selectFrom('condition_rules').selectAll().where('encounter_condition_id', 'in', ids).orderBy('id').execute(),
    db.selectFrom('cdi_tags').selectAll().where('encounter_condition_id', 'in', ids).execute(),
    db.selectFrom('coder_tags').selectAll().where('encounter_condition_id', 'in', ids).execute(),
    db.selectFrom('practitioner_tags').selectAll().where('encounter_condition_id', 'in', ids).execute(),
    includeNotes
      ? notesWithAuthor(db).where('n.encounter_condition_id', 'in', ids).execute()
      : Promise.resolve([] as NoteWithAuthor[]),
  ]);
  // Keyed by condition once: a 150-condition detail matched each child by scanning every list per condition.
  const cdiOf = new Map(cdi.map((t) => [t.encounter_condition_id, t]));
  const coderOf = new Map(coder.map((t) => [t.encounter_condition_id, t]));
  const practitionerOf = new Map(practitioner.map((t) => [t.encounter_condition_id, t]));
  const children: ConditionChildren = {
    tagsOf: (id) => ({ cdi: cdiOf.get(id), coder: coderOf.get(id), practitioner: practitionerOf.get(id) }),
    rulesOf: groupByCondition(rules),
    notesOf: groupByCondition(notes),
  };
  return conditions.map((c) => conditionBody(c, children));
}
