import type { Kysely } from 'kysely';
import { nlpHighlights } from 'shared-kit/domain';
import type { Database } from '../db/database.types';
import type { Scope } from './access.service';
import { findConditionInScope } from './condition.service';

/**
 * GET /api/nlp/prediction/:targetId (spec 2 §2.6, §3, §7): the NLP documents behind a condition (the viewer's route
 * carries the condition id, so targetId is the condition id), newest date of service first, each with the spans of
 * its page text that match the predicted text, so the viewer can highlight the evidence. Empty when the condition
 * has none (the viewer then says 'Document not found').
 */
export async function nlpPredictions(db: Kysely<Database>, scope: Scope, conditionId: number) {
  const { condition } = await findConditionInScope(db, scope, conditionId);
  const rows = await db
    .selectFrom('nlp_documents')
    .selectAll()
    .where('encounter_condition_id', '=', conditionId)
    .where('tenant_id', '=', scope.tenantId)
    .orderBy('document_date_of_service', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((d) => ({
    id: d.id,
    encounterConditionId: d.encounter_condition_id,
    encounterId: condition.encounter_id,
    pageText: d.page_text,
    predictedText: d.predicted_text,
    highlights: nlpHighlights(d.page_text, d.predicted_text),
    hccCode: d.hcc_code,
    hccDescription: d.hcc_description,
    icd10Code: d.icd10_code,
    icd10Description: d.icd10_description,
    documentTypeCode: d.document_type_code,
    documentDateOfService: d.document_date_of_service,
  }));
}
