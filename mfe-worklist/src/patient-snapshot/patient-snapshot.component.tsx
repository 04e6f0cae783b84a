import { Alert, Button, Card, Col, Descriptions, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  ApiError,
  CONDITION_MARK_OPTIONS,
  DATE_FORMATS,
  encounterDetailPath,
  formatMessage,
  formatMrns,
  httpClient,
  MESSAGES,
  practitionerDisplayName,
  underscoresToSpaces,
  type ConditionStatus,
  type EncounterLink,
  type HttpClient,
  type NavigateOptions,
  type SessionUser,
} from 'shared-kit';
import { SNAPSHOT_TEXTS } from './patient-snapshot.messages';
import { fetchPatientSnapshot } from './patient-snapshot.resource';
import type { PatientSnapshot as Snapshot, SnapshotCondition } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { sessionTimeZone } from 'shared-kit/domain';
import { groupSnapshotConditions, snapshotActivities } from './snapshot-groups.rules';
import { formatCalendarDay, formatDate } from '../encounter-table/format-date';

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The route's patient id, as text. */
  patientId: string | undefined;
  client?: HttpClient;
}

type Load = { state: 'loading' } | { state: 'failed'; notFound: boolean; message: string } | { state: 'loaded'; snapshot: Snapshot };

/** antd's secondary text (45 % black) is below 4.5:1 on white; labels and empty texts use this grey instead. */
const SECONDARY_TEXT = '#595959';

const kindLabel = (status: ConditionStatus): string => CONDITION_MARK_OPTIONS.find((o) => o.value === status)?.label ?? status;
const parsePatientId = (text: string | undefined): number | null => (text && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

function ConditionLine({ condition }: { condition: SnapshotCondition }) {
  return (
    <li style={{ marginBottom: 4 }}>
      <Tag style={{ color: '#262626', background: '#fafafa' }}>{kindLabel(condition.conditionStatus)}</Tag>
      {condition.icd10Code && <Typography.Text strong>{condition.icd10Code} </Typography.Text>}
      <span>{condition.title}</span>
    </li>
  );
}

function VisitLink({ label, link, navigate, timeZone }: { label: string; link: EncounterLink | null; navigate: Props['navigate']; timeZone: string }) {
  if (!link) return null;
  const date = formatDate(link.encounterStart, DATE_FORMATS.dateTime, timeZone);
  return (
    <Button
      type="link"
      style={{ padding: 0, color: '#0958d9' }}
      aria-label={formatMessage(SNAPSHOT_TEXTS.openVisit, { which: label.toLowerCase(), date })}
      onClick={(event) => navigate(encounterDetailPath(link.encounterId), event.ctrlKey || event.metaKey ? { newTab: true } : undefined)}
    >
      {date}
    </Button>
  );
}

/**
 * The patient snapshot (spec 1 §2.9): a banner, the left patient panel (spec 2 §2.2's patient fields; empty ones
 * omitted, MRNs one per line) and on the right the open clinical conditions by HCC risk category, then activities.
 */
export function PatientSnapshot({ session, navigate, patientId, client = httpClient }: Props) {
  const id = parsePatientId(patientId);
  const [attempt, setAttempt] = useState(0);
  // What was loaded, for which patient and attempt: anything else is still loading.
  const [answer, setAnswer] = useState<{ key: string; load: Load } | null>(null);
  const key = `${id ?? ''}#${attempt}`;

  useEffect(() => {
    if (id === null) return;
    let live = true;
    fetchPatientSnapshot(session.type, id, client).then(
      (snapshot) => live && setAnswer({ key, load: { state: 'loaded', snapshot } }),
      (cause: unknown) =>
        live &&
        setAnswer({
          key,
          load: {
            state: 'failed',
            notFound: cause instanceof ApiError && cause.status === 404,
            message: cause instanceof Error ? cause.message : String(cause),
          },
        }),
    );
    return () => {
      live = false;
    };
  }, [session.type, id, client, key]);
  const load: Load = answer?.key === key ? answer.load : { state: 'loading' };

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {SNAPSHOT_TEXTS.title}
    </Typography.Title>
  );
  if (id === null) {
    return (
      <Flex vertical gap="middle" style={{ padding: 16 }}>
        {heading}
        <Alert type="warning" showIcon title={SNAPSHOT_TEXTS.invalidPatient} />
      </Flex>
    );
  }
  if (load.state !== 'loaded') {
    return (
      <Flex vertical gap="middle" style={{ padding: 16 }}>
        {heading}
        {load.state === 'loading' ? (
          <Spin description={SNAPSHOT_TEXTS.loading} />
        ) : load.notFound ? (
          <Alert type="warning" showIcon role="alert" title={SNAPSHOT_TEXTS.notFound} />
        ) : (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={formatMessage(SNAPSHOT_TEXTS.loadFailed, { message: load.message })}
            action={<Button onClick={() => setAttempt((n) => n + 1)}>{SNAPSHOT_TEXTS.retry}</Button>}
          />
        )}
      </Flex>
    );
  }

  const { patient, practitioner, prevEncounter, nextEncounter, conditions } = load.snapshot;
  const name = [patient.lastName, patient.firstName].filter(Boolean).join(', ');
  const groups = groupSnapshotConditions(conditions);
  const activities = snapshotActivities(conditions);
  const fields = [
    { key: 'mrn', label: SNAPSHOT_TEXTS.fieldMrns, children: formatMrns(patient.mrn).map((mrn) => <div key={mrn}>{mrn}</div>) },
    { key: 'birthDate', label: SNAPSHOT_TEXTS.fieldBirthDate, children: formatCalendarDay(patient.birthDate, DATE_FORMATS.date) },
    { key: 'region', label: SNAPSHOT_TEXTS.fieldRegion, children: underscoresToSpaces(patient.regionName ?? patient.patientRegion ?? '') },
    { key: 'practitioner', label: SNAPSHOT_TEXTS.fieldPractitioner, children: practitionerDisplayName(practitioner) },
    { key: 'vbc', label: SNAPSHOT_TEXTS.fieldVbcProgram, children: patient.vbcProgram ?? '' },
    { key: 'rules', label: SNAPSHOT_TEXTS.fieldRuleFilters, children: patient.rulesFilterSpecialtyPrefix ?? '' },
    { key: 'insurance', label: SNAPSHOT_TEXTS.fieldInsurance, children: patient.insurance ?? '' },
    { key: 'last', label: SNAPSHOT_TEXTS.lastVisit, children: prevEncounter ? <VisitLink label={SNAPSHOT_TEXTS.lastVisit} link={prevEncounter} navigate={navigate} timeZone={sessionTimeZone(session)} /> : '' },
    { key: 'next', label: SNAPSHOT_TEXTS.nextVisit, children: nextEncounter ? <VisitLink label={SNAPSHOT_TEXTS.nextVisit} link={nextEncounter} navigate={navigate} timeZone={sessionTimeZone(session)} /> : '' },
  ].filter((field) => !(typeof field.children === 'string' && field.children.trim() === '') && !(Array.isArray(field.children) && field.children.length === 0));

  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <section aria-label={SNAPSHOT_TEXTS.title} style={{ background: '#e6f4ff', border: '1px solid #91caff', borderRadius: 8, padding: '12px 16px' }}>
        {heading}
        <Typography.Text style={{ fontSize: 16 }}>
          {name}
          {patient.birthDate ? ` · ${formatCalendarDay(patient.birthDate, DATE_FORMATS.date)}` : ''}
        </Typography.Text>
      </section>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} lg={6}>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{name}</h2>} size="small" aria-label={SNAPSHOT_TEXTS.patient}>
            <Descriptions column={1} size="small" items={fields} styles={{ label: { color: SECONDARY_TEXT } }} />
          </Card>
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Flex vertical gap="middle">
            <section aria-label={MESSAGES.clinicalConditions}>
              <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{MESSAGES.clinicalConditions}</h2>
              {groups.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: SECONDARY_TEXT }}>{MESSAGES.noConditions}</span>} />
              ) : (
                <Flex vertical gap="small">
                  {groups.map((group) => (
                    <Card
                      key={group.key}
                      size="small"
                      title={
                        <h3 style={{ fontSize: 15, margin: 0, whiteSpace: 'normal' }}>
                          {group.hccLabel ? `${group.hccLabel} ${group.title}` : group.title}
                        </h3>
                      }
                      extra={group.hccVersion ? <Tag style={{ color: '#262626', background: '#fafafa' }}>{underscoresToSpaces(group.hccVersion)}</Tag> : null}
                    >
                      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                        {group.conditions.map((condition) => (
                          <ConditionLine key={condition.id} condition={condition} />
                        ))}
                      </ul>
                    </Card>
                  ))}
                </Flex>
              )}
            </section>
            <section aria-label={MESSAGES.activities}>
              <h2 style={{ fontSize: 18, margin: '0 0 8px' }}>{MESSAGES.activities}</h2>
              {activities.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: SECONDARY_TEXT }}>{MESSAGES.noActivities}</span>} />
              ) : (
                <Card size="small">
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {activities.map((condition) => (
                      <ConditionLine key={condition.id} condition={condition} />
                    ))}
                  </ul>
                </Card>
              )}
            </section>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
