import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { DATE_FORMATS, REVIEW_CODE_LABELS, firstIcd10, formatInZone, formatMrns, hasHccCode, hccLabel, practitionerDisplayName, zoneLabel } from 'shared-kit/domain';
import { scopeTimeZone, type Scope } from '../clinical/access.service';
import { encounterDetail } from '../clinical/encounter-detail.service';
import type { Database } from '../db/database.types';
import { heading, line, openPdf } from './pdf-document';

export type EncounterPdfVariant = 'standard' | 'cdi';

/**
 * An encounter as a PDF: patient, visit, review and conditions. The standard variant never prints hidden conditions
 * or notes whoever asks; the CDI variant (CDI-type roles only, checked by the route) adds hidden conditions, the
 * conditions' rules and notes (hidden ones included) and the encounter's notes. Scope checks (tenant, regions → 404)
 * are the encounter detail's. Times are the tenant's, as its screens show them; the printed line names the zone.
 */
export async function encounterPdf(db: Kysely<Database>, scope: Scope, id: number, variant: EncounterPdfVariant, now: Date): Promise<Buffer> {
  const detail = await encounterDetail(db, scope, id);
  const { encounter } = detail;
  const cdi = variant === 'cdi';
  const conditions = cdi ? detail.conditions : detail.conditions.filter((c) => c.statusCode !== 'HIDDEN');
  const { patient } = encounter;
  const zone = scopeTimeZone(scope);
  const time = (at: Date | string, format: string) => formatInZone(at, format, zone);

  const { doc, finish } = await openPdf(`Encounter ${encounter.id}`, now);
  heading(doc, cdi ? `CDI Encounter Summary #${encounter.id}` : `Encounter Summary #${encounter.id}`);
  doc.text(`Printed ${time(now, DATE_FORMATS.timestamp)} ${zoneLabel(now, zone)}`);
  doc.moveDown();
  heading(doc, 'Patient', 12);
  line(doc, 'Name', `${patient.lastName}, ${patient.firstName}`);
  line(doc, 'DOB', dayjs(patient.birthDate).format(DATE_FORMATS.date));
  line(doc, 'MRN', formatMrns(patient.mrn).join(', '));
  if (patient.patientRegion) line(doc, 'Region', patient.patientRegion.replace(/_/g, ' '));
  doc.moveDown();
  heading(doc, 'Encounter', 12);
  line(doc, 'Start', time(encounter.start, DATE_FORMATS.dateTime));
  line(doc, 'Status', encounter.status);
  line(doc, 'Visit Type', encounter.appointmentType ?? '');
  line(doc, 'Practitioner', practitionerDisplayName(encounter.practitioner));
  const review = encounter.review;
  line(doc, 'Review', review ? REVIEW_CODE_LABELS[review.reviewCode] : 'None');
  if (review?.reviewer) line(doc, 'Reviewer', `${review.reviewer.lastName}, ${review.reviewer.firstName}`);
  if (review?.queryStatusCode) line(doc, 'Query Status', review.queryStatusCode);
  line(doc, 'Open HCCs', String(encounter.openHccCount));
  doc.moveDown();

  heading(doc, 'Conditions', 12);
  if (conditions.length === 0) doc.text('No Conditions to show at this time.');
  for (const c of conditions) {
    const codes = [firstIcd10(c.icd10CodeJson), hasHccCode(c.hccCode) ? hccLabel(c.hccCode) : null].filter((x): x is string => !!x).join('  ');
    doc.font('Helvetica-Bold').text(`${codes}  ${c.title}`);
    doc.font('Helvetica').text(`${c.conditionStatus} / ${c.conditionCode}${c.statusCode === 'HIDDEN' ? ' / HIDDEN' : ''}`, { indent: 14 });
    if (cdi) {
      for (const rule of c.rules) doc.text(`Rule: ${rule.title ?? rule.reason}`, { indent: 14 });
      for (const note of c.notes) doc.text(`Note (${note.noteReasonCode}, ${note.createdByUserName}): ${note.noteBody}`, { indent: 14 });
    }
    doc.moveDown(0.3);
  }
  if (cdi) {
    doc.moveDown();
    heading(doc, 'Encounter Notes', 12);
    if (detail.notes.length === 0) doc.text('No notes.');
    for (const note of detail.notes) {
      doc.text(`${time(note.creationDate, DATE_FORMATS.dateTime)} ${note.createdByUserName} (${note.noteReasonCode}): ${note.noteBody}`);
    }
  }
  return finish();
}
