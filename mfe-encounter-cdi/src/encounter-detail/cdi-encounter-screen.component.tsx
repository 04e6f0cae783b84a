import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { ConditionSections, EncounterDetailLoader, EncounterNotes, parseEncounterId, PatientPanel, ProposedEncounterCard, useLiveEncounter } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import {
  cdiReviewBanner,
  CONDITION_STATUSES,
  encounterDetailPath,
  isLockedByMe,
  MESSAGES,
  postLoginTarget,
  type ConditionStatus,
  type EncounterDetailResponse,
  type SessionUser,
} from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';
import { AddCondition } from '../conditions/add-condition.component';
import { CdiConditionCard } from '../conditions/cdi-condition-card.component';
import { PreviousEncountersWithCopy } from '../copy/copy-encounter.component';
import { EncounterActions } from '../encounter-actions/encounter-actions.component';
import { CdiHeader } from '../header/cdi-header.component';

/** The condition kinds the route's optional `conditions` parameter asks for (spec 2 §1: condition groups), or all. */
function kindsOf(param: string | undefined): ConditionStatus[] | null {
  const kinds = (param ?? '')
    .split(',')
    .map((k) => k.trim().toUpperCase())
    .filter((k): k is ConditionStatus => (CONDITION_STATUSES as readonly string[]).includes(k));
  return kinds.length > 0 ? kinds : null;
}

function CdiEncounter({ detail, props, session }: { detail: EncounterDetailResponse; props: RemoteProps; session: Readonly<SessionUser> }) {
  const { encounter } = detail;
  const role = session.type;
  const holdsLock = isLockedByMe(encounter.lock, session.userId);
  const leave = () => props.navigate(postLoginTarget({ activeRole: role, tenantProperties: session.tenantProperties, userProperties: session.userProperties }));
  const kinds = kindsOf(props.route.params.conditions);
  const conditions = kinds ? detail.conditions.filter((c) => kinds.includes(c.conditionStatus)) : detail.conditions;

  const sections = (
    <ConditionSections
      conditions={conditions}
      encounterStart={encounter.start}
      role={role}
      tenantProperties={session.tenantProperties}
      showRemoved
      renderCondition={(condition, state) => (
        <CdiConditionCard
          condition={condition}
          encounterId={encounter.id}
          encounterStart={encounter.start}
          session={session}
          role={role}
          tenantProperties={session.tenantProperties}
          holdsLock={holdsLock}
          state={state}
        />
      )}
    />
  );
  // Embedded mode shows only the condition list (spec 2 §1).
  if (props.mode === 'embedded') return <div style={{ padding: 12 }}>{sections}</div>;

  return (
    <Flex vertical>
      <CdiHeader encounter={encounter} session={session} holdsLock={holdsLock} leave={leave} navigate={props.navigate} />
      {/* The row's own margins (antd draws a gutter's halves outside the row) reached 8 px past the window's edge, and
          the page scrolled sideways: none, and the same 16 px to the columns' content. */}
      <Row gutter={[16, 16]} style={{ marginLeft: 0, marginRight: 0, padding: '16px 8px' }}>
        <Col xs={24} md={6}>
          <Flex vertical gap="middle">
            <PatientPanel
              encounter={encounter}
              tenantProperties={session.tenantProperties}
              banner={<Tag color="blue" style={{ fontSize: 13, padding: '2px 8px' }}>{cdiReviewBanner(encounter.review)}</Tag>}
            />
            <EncounterActions encounter={encounter} role={role} holdsLock={holdsLock} onIgnored={leave} />
            <ProposedEncounterCard encounter={encounter} session={session} navigate={props.navigate} />
          </Flex>
        </Col>
        <Col xs={24} md={18}>
          <Flex vertical gap="middle">
            <EncounterNotes encounterId={encounter.id} canWrite={holdsLock} />
            {!holdsLock && <Typography.Text style={{ color: '#595959' }}>{CDI_TEXTS.lockToEdit}</Typography.Text>}
            {sections}
            {holdsLock && <AddCondition encounterId={encounter.id} session={session} role={role} tenantProperties={session.tenantProperties} />}
            <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{MESSAGES.previousEncounters}</h2>}>
              <PreviousEncountersWithCopy
                encounter={encounter}
                previous={detail.previous}
                session={session}
                role={role}
                holdsLock={holdsLock}
                onOpen={(row) => props.navigate(encounterDetailPath(row.id))}
              />
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}

/** The CDI encounter detail of the route (spec 2 §2.1), for CDI, CDI_QA_MANAGER and CDI_RESTRICTED. */
export function CdiEncounterScreen(props: RemoteProps) {
  const session = props.session;
  const encounterId = parseEncounterId(props.route.params.encounterId);
  // Another user's lock, unlock, review move or edit shows at once (issue 11, live presence).
  useLiveEncounter(session ? encounterId : null, session?.userId ?? null);
  if (!session) return null;
  return (
    <EncounterDetailLoader encounterId={encounterId}>
      {(detail) => <CdiEncounter detail={detail} props={props} session={session} />}
    </EncounterDetailLoader>
  );
}
