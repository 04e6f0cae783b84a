import type { Kysely } from 'kysely';
import type { Database } from '../db/database.types';
import type { ConditionRow } from '../db/domain.types';
import { groupByCondition, notesWithAuthor, type ConditionChildren, type NoteWithAuthor } from './condition.mapper';

/**
 * One encounter's conditions with everything their bodies need, in three statements run together: the conditions
 * with their one-to-one tags joined, the rules, and the notes (the encounter's own and its conditions', which carry
 * the encounter's id). Loaded by encounter, so they need not wait for the conditions' ids (issue 15: the detail of
 * 150 conditions took two waves and eight statements for this). Each statement starts from the encounter and joins
 * outwards in the order written (the detail runs them on the written-order pool).
 */
export async function encounterConditions(db: Kysely<Database>, encounterId: number, options: { includeHidden: boolean; includeNotes: boolean }) {
  const [rows, rules, notes] = await Promise.all([
    db
      .selectFrom('conditions as c')
      .leftJoin('cdi_tags as ct', 'ct.encounter_condition_id', 'c.id')
      .leftJoin('coder_tags as kt', 'kt.encounter_condition_id', 'c.id')
      .leftJoin('practitioner_tags as pt', 'pt.encounter_condition_id', 'c.id')
      .selectAll('c')
      .select([
        'ct.encounter_condition_id as ct_id', 'ct.net_new_status_code as ct_net_new', 'ct.known_potential_status_code as ct_known_potential',
        'ct.expected_diagnosis as ct_expected',
        'kt.encounter_condition_id as kt_id', 'kt.query_status_code as kt_query_status', 'kt.query_creation_date as kt_query_created',
        'kt.query_creation_username as kt_query_creator', 'kt.query_response_date as kt_query_answered', 'kt.query_response_username as kt_query_responder',
        'kt.on_claim_status_code as kt_on_claim', 'kt.reportable_status_code as kt_reportable', 'kt.reportable_header_code as kt_reportable_header',
        'kt.reportable_reason as kt_reportable_reason', 'kt.reportable_text as kt_reportable_text', 'kt.condition_diagnosis_code as kt_diagnosis_code',
        'kt.activity_met_status_code as kt_activity_met',
        'pt.encounter_condition_id as pt_id', 'pt.practitioner_response_code as pt_response',
      ])
      .where('c.encounter_id', '=', encounterId)
      .$if(!options.includeHidden, (q) => q.where('c.status_code', '<>', 'HIDDEN'))
      .orderBy('c.priority', 'desc')
      .orderBy('c.id')
      .execute(),
    db
      .selectFrom('conditions as c')
      .innerJoin('condition_rules as r', 'r.encounter_condition_id', 'c.id')
      .selectAll('r')
      .where('c.encounter_id', '=', encounterId)
      .orderBy('r.id')
      .execute(),
    options.includeNotes
      ? notesWithAuthor(db).where('n.encounter_id', '=', encounterId).execute()
      : Promise.resolve([] as NoteWithAuthor[]),
  ]);
  const tags = new Map(
    rows.map((r) => [
      r.id,
      {
        cdi: r.ct_id === null ? undefined : {
          encounter_condition_id: r.ct_id, net_new_status_code: r.ct_net_new, known_potential_status_code: r.ct_known_potential,
          expected_diagnosis: r.ct_expected,
        },
        coder: r.kt_id === null ? undefined : {
          encounter_condition_id: r.kt_id, query_status_code: r.kt_query_status, query_creation_date: r.kt_query_created,
          query_creation_username: r.kt_query_creator, query_response_date: r.kt_query_answered, query_response_username: r.kt_query_responder,
          on_claim_status_code: r.kt_on_claim, reportable_status_code: r.kt_reportable, reportable_header_code: r.kt_reportable_header,
          reportable_reason: r.kt_reportable_reason, reportable_text: r.kt_reportable_text, condition_diagnosis_code: r.kt_diagnosis_code,
          activity_met_status_code: r.kt_activity_met,
        },
        practitioner: r.pt_id === null ? undefined : { encounter_condition_id: r.pt_id, practitioner_response_code: r.pt_response },
      },
    ]),
  );
  const children: ConditionChildren = {
    tagsOf: (id) => tags.get(id) ?? { cdi: undefined, coder: undefined, practitioner: undefined },
    rulesOf: groupByCondition(rules),
    notesOf: groupByCondition(notes),
  };
  const conditions: ConditionRow[] = rows;
  return { conditions, children, encounterNotes: notes.filter((n) => n.encounter_condition_id === null) };
}
