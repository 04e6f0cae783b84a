import { Col, Flex, Row, Typography } from 'antd';
import { ConditionSections, conditionKindsParam, EncounterDetailLoader, EncounterNotes, parseEncounterId, PreviousEncountersAccordion, useLiveEncounter } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import {
  coderQueryWindowHours,
  encounterDetailPath,
  isFlaggedForCoderQa,
  isLockedByMe,
  postLoginTarget,
  type EncounterDetailResponse,
  type SessionUser,
} from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';
import { CoderConditionCard } from '../conditions/coder-condition-card.component';
import { CoderHeader } from '../header/coder-header.component';
import { CoderLeftPanel } from '../left-panel/coder-left-panel.component';

function CoderEncounter({ detail, props, session }: { detail: EncounterDetailResponse; props: RemoteProps; session: Readonly<SessionUser> }) {
  const { encounter } = detail;
  const role = session.type;
  // A review flagged for coder QA is read-only for coders without that role, lock or not (spec 2 §2.3).
  const holdsLock = isLockedByMe(encounter.lock, session.userId) && !isFlaggedForCoderQa(role, encounter.review?.reviewCode);
  const leave = () => props.navigate(postLoginTarget({ activeRole: role, tenantProperties: session.tenantProperties, userProperties: session.userProperties }));
  const hours = coderQueryWindowHours(session);
  const kinds = conditionKindsParam(props.route.params.conditions);
  const conditions = kinds ? detail.conditions.filter((c) => kinds.includes(c.conditionStatus)) : detail.conditions;

  const sections = (
    <ConditionSections
      conditions={conditions}
      encounterStart={encounter.start}
      role={role}
      tenantProperties={session.tenantProperties}
      showRemoved
      renderCondition={(condition, state) => (
        <CoderConditionCard
          condition={condition}
          encounterId={encounter.id}
          encounterStart={encounter.start}
          role={role}
          tenantProperties={session.tenantProperties}
          holdsLock={holdsLock}
          queryWindowHours={hours}
          state={state}
        />
      )}
    />
  );
  // Embedded mode shows only the condition list (spec 2 §1).
  if (props.mode === 'embedded') return <div style={{ padding: 12 }}>{sections}</div>;

  return (
    <Flex vertical>
      <CoderHeader encounter={encounter} session={session} holdsLock={holdsLock} leave={leave} />
      {/* The row's own margins (antd draws a gutter's halves outside the row) reached 8 px past the window's edge, and
          the page scrolled sideways: none, and the same 16 px to the columns' content. */}
      <Row gutter={[16, 16]} style={{ marginLeft: 0, marginRight: 0, padding: '16px 8px' }}>
        <Col xs={24} md={6}>
          <CoderLeftPanel encounter={encounter} tenantProperties={session.tenantProperties} holdsLock={holdsLock} />
        </Col>
        <Col xs={24} md={18}>
          <Flex vertical gap="middle">
            <EncounterNotes encounterId={encounter.id} canWrite={holdsLock} />
            {!holdsLock && <Typography.Text style={{ color: '#595959' }}>{CODER_TEXTS.lockToEdit}</Typography.Text>}
            {sections}
            <PreviousEncountersAccordion previous={detail.previous} onOpen={(row) => props.navigate(encounterDetailPath(row.id), { newTab: true })} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** The coder encounter detail of the route (spec 2 §2.3), for CODER and CODER_QA_MANAGER. */
export function CoderEncounterScreen(props: RemoteProps) {
  const session = props.session;
  const encounterId = parseEncounterId(props.route.params.encounterId);
  // Another user's lock, unlock, review move or edit shows at once (issue 11, live presence).
  useLiveEncounter(session ? encounterId : null, session?.userId ?? null);
  if (!session) return null;
  return (
    <EncounterDetailLoader encounterId={encounterId}>
      {(detail) => <CoderEncounter detail={detail} props={props} session={session} />}
    </EncounterDetailLoader>
  );
}
