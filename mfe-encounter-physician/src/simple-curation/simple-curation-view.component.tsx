import { Alert, Avatar, Descriptions, Flex, Typography } from 'antd';
import { SECONDARY_TEXT, useKitTimeZone, useRolePath } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import {
  actionRecommendedCount,
  formatMessage,
  formatMrns,
  isInPractitionerList,
  MESSAGES,
  parseConditionKinds,
  reviewerName,
  showsReviewer,
  type EncounterDetailResponse,
  type SessionUser,
} from 'shared-kit/domain';
import { PractitionerConditions } from '../conditions/practitioner-conditions.component';
import { PHYSICIAN_TEXTS } from '../physician.messages';

const unavailable = <Typography.Text italic>{MESSAGES.unavailable}</Typography.Text>;

/** The header of the simple curation view (spec 2 §2.5): avatar, name, MRN, reason, appointment type, reviewer. */
function SimpleCurationHeader({ detail, session }: { detail: EncounterDetailResponse; session: Readonly<SessionUser> }) {
  const { encounter } = detail;
  const { patient } = encounter;
  const profileImage = useRolePath(`/api/patient/profile/${patient.id}`);
  const initials = `${patient.firstName.charAt(0)}${patient.lastName.charAt(0)}`.toUpperCase();
  const items = [
    { key: 'mrn', label: PHYSICIAN_TEXTS.mrn, children: formatMrns(patient.mrn ?? patient.id_mrn).map((m) => <div key={m}>{m}</div>) },
    { key: 'reason', label: PHYSICIAN_TEXTS.reason, children: encounter.reasonDescription || unavailable },
    { key: 'type', label: PHYSICIAN_TEXTS.appointmentType, children: encounter.appointmentType || unavailable },
    ...(showsReviewer(session.tenantProperties) ? [{ key: 'reviewer', label: PHYSICIAN_TEXTS.reviewer, children: reviewerName(encounter.review) }] : []),
  ];
  return (
    <Flex align="center" gap="middle" wrap style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Avatar size={56} src={profileImage} alt="" onError={() => false}>
        {initials}
      </Avatar>
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
          {[patient.lastName, patient.firstName].filter(Boolean).join(', ')}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, md: 4 }} items={items} styles={{ label: { color: SECONDARY_TEXT } }} />
      </Flex>
    </Flex>
  );
}

/**
 * The simple curation view (spec 2 §2.5): the header, the 'Action Recommended' alert bar with the count of required,
 * not-yet-clicked conditions, and the condition cards and accordions with their responses (radio buttons; a 'Mark
 * As' dropdown in smart mode). Embedded mode shows the condition list only.
 */
export function SimpleCurationView({ detail, session, props }: { detail: EncounterDetailResponse; session: Readonly<SessionUser>; props: RemoteProps }) {
  const { encounter } = detail;
  const kinds = parseConditionKinds(props.route.params.conditions);
  const listed = detail.conditions.filter(isInPractitionerList).filter((c) => c.conditionCode !== 'DISMISSED' && (!kinds || kinds.includes(c.conditionStatus)));
  const count = actionRecommendedCount(listed, encounter.start, useKitTimeZone());
  const conditions = (
    <PractitionerConditions
      conditions={detail.conditions}
      encounterStart={encounter.start}
      session={session}
      view="SIMPLE_CURATION"
      kinds={kinds}
      dropdownResponses={props.mode === 'smart'}
    />
  );
  if (props.mode === 'embedded') return <div style={{ padding: 12 }}>{conditions}</div>;
  return (
    <Flex vertical>
      <SimpleCurationHeader detail={detail} session={session} />
      <Flex vertical gap="middle" style={{ padding: 16 }}>
        {count > 0 && (
          <Alert
            type="warning"
            showIcon
            role="status"
            aria-label={MESSAGES.actionRecommended}
            title={MESSAGES.actionRecommended}
            description={formatMessage(PHYSICIAN_TEXTS.requiringResponse, { count })}
          />
        )}
        {conditions}
      </Flex>
    </Flex>
  );
}
