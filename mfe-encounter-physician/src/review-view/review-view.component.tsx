import { Col, Flex, Row, Tag } from 'antd';
import { PatientPanel, ProposedEncounterCard, UpcomingAppointment } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import {
  formatMessage,
  parseConditionKinds,
  REVIEW_CODE_LABELS,
  type EncounterDetailResponse,
  type PractitionerView,
  type SessionUser,
} from 'shared-kit/domain';
import { PractitionerConditions } from '../conditions/practitioner-conditions.component';
import { PHYSICIAN_TEXTS } from '../physician.messages';
import { ReviewHeader } from './review-header.component';

interface Props {
  detail: EncounterDetailResponse;
  session: Readonly<SessionUser>;
  view: Exclude<PractitionerView, 'SIMPLE_CURATION'>;
  props: RemoteProps;
}

/**
 * The physician and clinical-admin review view (spec 2 §2.4), with Dismiss/Undo or with a response control on each
 * condition (platform design §7): header, the review status and patient panel on the left, the conditions on the
 * right. Embedded mode shows the conditions only; smart mode hides the arrows.
 */
export function ReviewView({ detail, session, view, props }: Props) {
  const { encounter } = detail;
  const kinds = parseConditionKinds(props.route.params.conditions);
  const conditions = (
    <PractitionerConditions
      conditions={detail.conditions}
      encounterStart={encounter.start}
      session={session}
      view={view}
      kinds={kinds}
      dropdownResponses={false}
    />
  );
  if (props.mode === 'embedded') return <div style={{ padding: 12 }}>{conditions}</div>;
  const status = encounter.review ? REVIEW_CODE_LABELS[encounter.review.reviewCode] : PHYSICIAN_TEXTS.noReview;
  return (
    <Flex vertical>
      <ReviewHeader detail={detail} showArrows={props.mode === 'standalone'} navigate={props.navigate} />
      {/* The row's own margins (antd draws a gutter's halves outside the row) reached 8 px past the window's edge, and
          the page scrolled sideways: none, and the same 16 px to the columns' content. */}
      <Row gutter={[16, 16]} style={{ marginLeft: 0, marginRight: 0, padding: '16px 8px' }}>
        <Col xs={24} md={6}>
          <Flex vertical gap="middle">
            <PatientPanel
              encounter={encounter}
              tenantProperties={session.tenantProperties}
              banner={
                <Tag color="blue" style={{ fontSize: 13, padding: '2px 8px' }} aria-label={formatMessage(PHYSICIAN_TEXTS.reviewStatus, { status })}>
                  {status}
                </Tag>
              }
            />
            <UpcomingAppointment encounter={encounter} />
            <ProposedEncounterCard encounter={encounter} session={session} navigate={props.navigate} />
          </Flex>
        </Col>
        <Col xs={24} md={18}>{conditions}</Col>
      </Row>
    </Flex>
  );
}
