import { Avatar, Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  ALERT_ENCOUNTER_STATUSES,
  ENCOUNTER_STATUS_LABELS,
  featureFlag,
  formatMrns,
  MESSAGES,
  practitionerDisplayName,
  PROPERTY_KEYS,
  reviewerName,
  showsReviewer,
  SOURCE_DISPLAY_NAMES,
  underscoresToSpaces,
  type Encounter,
  type PropertyEntry,
  type SourceCode,
} from 'shared-kit/domain';
import { useRolePath } from '../api/kit-session.context';
import { formatDate } from '../format/date-format';
import { KIT_TEXTS } from '../kit.messages';
import { SECONDARY_TEXT } from '../ui.styles';

const unavailable = <Typography.Text italic>{MESSAGES.unavailable}</Typography.Text>;
const sourceName = (code: string | null): string => (code ? (SOURCE_DISPLAY_NAMES[code as SourceCode] ?? underscoresToSpaces(code)) : '');

/**
 * The left patient panel (spec 2 §2.2), in the spec's order: review banner, profile image, name, MRN(s), birth date,
 * region, encounter source, reason for visit, appointment type, status, practitioner (and the reviewer), VBC program,
 * rule filters, rule risk category version. Empty fields are omitted; reason and appointment type read 'Unavailable'
 * in italics; cancelled and ignored statuses are red.
 */
export function PatientPanel({ encounter, tenantProperties, banner }: { encounter: Encounter; tenantProperties: readonly PropertyEntry[]; banner?: ReactNode }) {
  const { patient } = encounter;
  const name = [patient.lastName, patient.firstName].filter(Boolean).join(', ');
  const initials = `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();
  const alert = ALERT_ENCOUNTER_STATUSES.includes(encounter.status);
  const profileImage = useRolePath(`/api/patient/profile/${patient.id}`);
  const fields: Array<{ key: string; label: string; children: ReactNode }> = [
    { key: 'mrn', label: KIT_TEXTS.fieldMrns, children: formatMrns(patient.mrn ?? patient.id_mrn).map((mrn) => <div key={mrn}>{mrn}</div>) },
    { key: 'birthDate', label: KIT_TEXTS.fieldBirthDate, children: formatDate(patient.birthDate, 'UTC') /* a calendar day, the same in every zone */ },
    { key: 'region', label: KIT_TEXTS.fieldRegion, children: underscoresToSpaces(patient.regionName ?? patient.patientRegion ?? '') },
    { key: 'source', label: KIT_TEXTS.fieldSource, children: sourceName(encounter.sourceCodeType) },
    { key: 'reason', label: KIT_TEXTS.fieldReason, children: encounter.reasonDescription || unavailable },
    { key: 'appointmentType', label: KIT_TEXTS.fieldAppointmentType, children: encounter.appointmentType || unavailable },
    {
      key: 'status',
      label: KIT_TEXTS.fieldStatus,
      children: <span style={alert ? { color: '#cf1322', fontWeight: 600 } : undefined}>{ENCOUNTER_STATUS_LABELS[encounter.status]}</span>,
    },
    { key: 'practitioner', label: KIT_TEXTS.fieldPractitioner, children: practitionerDisplayName(encounter.practitioner) },
    ...(showsReviewer(tenantProperties) ? [{ key: 'reviewer', label: KIT_TEXTS.fieldReviewer, children: reviewerName(encounter.review) }] : []),
    { key: 'vbc', label: KIT_TEXTS.fieldVbcProgram, children: patient.vbcProgram ?? '' },
    ...(featureFlag(PROPERTY_KEYS.ruleFilter, tenantProperties) ? [{ key: 'rules', label: KIT_TEXTS.fieldRuleFilters, children: patient.rulesFilterTypes ?? '' }] : []),
    ...(featureFlag(PROPERTY_KEYS.riskCategoryVersion, tenantProperties)
      ? [{ key: 'riskVersion', label: KIT_TEXTS.fieldRiskCategoryVersion, children: underscoresToSpaces(patient.rulesHccVersion ?? '') }]
      : []),
  ];
  const shown = fields.filter((f) => !(typeof f.children === 'string' && f.children.trim() === '') && !(Array.isArray(f.children) && f.children.length === 0));
  return (
    <Card size="small" aria-label={KIT_TEXTS.patient}>
      {banner}
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '8px 0' }}>
        <Avatar size={48} src={profileImage} alt="" onError={() => false}>
          {initials}
        </Avatar>
        <h2 style={{ fontSize: 16, margin: 0 }}>{name}</h2>
      </div>
      <Descriptions column={1} size="small" items={shown} styles={{ label: { color: SECONDARY_TEXT } }} />
    </Card>
  );
}
