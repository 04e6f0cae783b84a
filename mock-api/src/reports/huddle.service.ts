import dayjs from 'dayjs';
import type { Kysely } from 'kysely';
import { BOOKED_ENCOUNTER_STATUSES, DATE_FORMATS, formatInZone, formatMrns, hccLabel, practitionerDisplayName, startOfZonedDay } from 'shared-kit/domain';
import { notFound, scopeTimeZone, type Scope } from '../clinical/access.service';
import { searchEncounters, type EncounterSearchParams } from '../clinical/encounter-search.service';
import type { Database } from '../db/database.types';
import { openHccConditions } from './open-hcc-conditions.repository';
import { heading, openPdf } from './pdf-document';
import type { WorklistRow } from './worklist-rows';

export type HuddleScope = { kind: 'all' } | { kind: 'org' | 'practitioner' | 'region'; id: number };

/** Appointments that take place: a huddle leaves out proposed, cancelled and ignored encounters. */
const PAGE = 500;
const MAX_APPOINTMENTS = 2_000;

/** The search keys and the title of a huddle's scope; another tenant's (or an unknown) id answers 404. */
async function resolveScope(db: Kysely<Database>, tenantId: string, scope: HuddleScope): Promise<{ title: string; params: EncounterSearchParams }> {
  switch (scope.kind) {
    case 'all':
      return { title: 'All appointments', params: {} };
    case 'org': {
      const org = await db.selectFrom('organizations').select('name').where('tenant_id', '=', tenantId).where('id', '=', scope.id).executeTakeFirst();
      if (!org) throw notFound(`Organization ${scope.id} not found`);
      return { title: `Organization: ${org.name}`, params: { patientOrgId: String(scope.id) } };
    }
    case 'practitioner': {
      const pr = await db
        .selectFrom('practitioners')
        .select(['first_name as firstName', 'last_name as lastName'])
        .where('tenant_id', '=', tenantId)
        .where('id', '=', scope.id)
        .executeTakeFirst();
      if (!pr) throw notFound(`Practitioner ${scope.id} not found`);
      return { title: `Practitioner: ${practitionerDisplayName(pr)}`, params: { practitionerId: scope.id } };
    }
    case 'region': {
      const region = await db.selectFrom('regions').select(['name', 'alias']).where('tenant_id', '=', tenantId).where('id', '=', scope.id).executeTakeFirst();
      if (!region) throw notFound(`Region ${scope.id} not found`);
      return { title: `Region: ${region.name.replace(/_/g, ' ')}`, params: { patientRegion: region.name } };
    }
  }
}

/** A day's appointments in a huddle's scope, by start, through the worklists' encounter search (patients ACTIVE). */
export async function huddleAppointments(db: Kysely<Database>, scope: Scope, params: EncounterSearchParams, day: string, now: Date): Promise<WorklistRow[]> {
  const rows: WorklistRow[] = [];
  for (let offset = 0; offset < MAX_APPOINTMENTS; offset += PAGE) {
    const page = await searchEncounters(db, scope, { ...params, start: day, encounterStatus: [...BOOKED_ENCOUNTER_STATUSES], sort: 'start asc', limit: PAGE, offset }, now);
    rows.push(...page);
    if (page.length < PAGE) break;
  }
  return rows;
}

/**
 * The huddle sheet of one tenant day (spec 1 §2.10): scope and start-of-day timestamp on top, then each appointment
 * (time, patient, DOB, MRNs, visit type, practitioner) with its open HCC conditions to discuss. The day, its start and
 * the times are the tenant's (TIMEZONE), whatever the server's zone.
 */
export async function huddlePdf(db: Kysely<Database>, scope: Scope, huddle: HuddleScope, day: string, now: Date): Promise<Buffer> {
  const { title, params } = await resolveScope(db, scope.tenantId, huddle);
  const appointments = await huddleAppointments(db, scope, params, day, now);
  const conditions = await openHccConditions(db, scope.tenantId, appointments.map((a) => a.id));
  const zone = scopeTimeZone(scope);
  const startOfDay = startOfZonedDay(day, zone);

  const { doc, finish } = await openPdf(`Huddle ${day}`, now);
  heading(doc, 'Patient Huddle');
  doc.text(title);
  doc.text(`Appointments on ${formatInZone(startOfDay, DATE_FORMATS.dayDate, zone)}`);
  doc.text(`Start of day: ${formatInZone(startOfDay, DATE_FORMATS.timestamp, zone)}`);
  doc.moveDown();
  if (appointments.length === 0) doc.text('No appointments scheduled.');
  for (const a of appointments) {
    doc.font('Helvetica-Bold').fontSize(11).text(`${formatInZone(a.start, DATE_FORMATS.time, zone)}  ${a.patient.lastName}, ${a.patient.firstName}`);
    doc.font('Helvetica').fontSize(10);
    doc.text(
      `DOB ${dayjs(a.patient.birthDate).format(DATE_FORMATS.date)}  |  MRN ${formatMrns(a.patient.mrn).join(', ')}  |  ` +
        `${a.appointmentType ?? 'No visit type'}  |  ${practitionerDisplayName(a.practitioner) || 'No practitioner'}`,
    );
    const open = conditions.get(a.id) ?? [];
    if (open.length === 0) doc.text('No open HCC conditions.', { indent: 14 });
    for (const c of open) {
      doc.text(`${hccLabel(c.hccCode)}  ${c.icd10 ?? ''}  ${c.title} (${c.conditionStatus.toLowerCase()})`, { indent: 14 });
    }
    doc.moveDown(0.5);
  }
  return finish();
}
