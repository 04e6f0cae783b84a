import { AuditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import { auditTrailPath, canSeeAuditTrail, canSeeReports, MESSAGES, type Role, sessionTimeZone } from 'shared-kit/domain';
import { DailyProductivity } from './daily-productivity/daily-productivity.component';
import { Huddles } from './huddles/huddles.component';
import { REPORTS_TEXTS } from './reports.messages';
import { WorklistCounts } from './worklist-counts/worklist-counts.component';
import { ReportsPrintStyles } from './shared/print-styles.component';

/**
 * `/auth/report` (spec 1 §2.10): the tabs 'Worklist counts' and 'Daily Productivity', then the day's huddle PDFs. For
 * the roles whose navigation has Reports (spec 1 §6); others see a notice and no report is asked for (the API would
 * refuse it, and the shell answers a 403 by signing out). QA managers and clinical admins get the audit trail's link.
 */
export function ReportsScreen({ session, navigate, client }: Pick<RemoteProps, 'session' | 'navigate'> & { client: HttpClient }) {
  const role = session?.type ?? null;
  if (!session || !role || !canSeeReports(role)) {
    return (
      <section aria-labelledby="reports-title">
        <Typography.Title id="reports-title" level={1}>
          {REPORTS_TEXTS.reportsTitle}
        </Typography.Title>
        <Alert type="info" showIcon title={REPORTS_TEXTS.notForRole} />
      </section>
    );
  }
  return <ReportsTabs session={session} role={role} navigate={navigate} client={client} />;
}

function ReportsTabs({ session, role, navigate, client }: Pick<RemoteProps, 'navigate'> & { session: NonNullable<RemoteProps['session']>; role: Role; client: HttpClient }) {
  const [huddleShown, setHuddleShown] = useState(false);
  const showHuddle = useCallback(() => setHuddleShown(true), []);
  return (
    <section aria-labelledby="reports-title" className="reports-screen">
      <ReportsPrintStyles />
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title id="reports-title" level={1}>
          {REPORTS_TEXTS.reportsTitle}
        </Typography.Title>
        {canSeeAuditTrail(role) && (
          <Button icon={<AuditOutlined aria-hidden />} onClick={() => navigate(auditTrailPath())} className="reports-no-print">
            {REPORTS_TEXTS.auditTrail}
          </Button>
        )}
      </Flex>
      <Tabs
        items={[
          { key: 'counts', label: MESSAGES.worklistCounts, children: <WorklistCounts role={role} client={client} onShown={showHuddle} /> },
          { key: 'productivity', label: MESSAGES.dailyProductivity, children: <DailyProductivity client={client} timeZone={sessionTimeZone(session)} /> },
        ]}
      />
      {/* Hidden (its requests already out) until the counts above it are drawn, so their arrival does not push it down. */}
      <section aria-labelledby="reports-huddle" className="reports-no-print" hidden={!huddleShown}>
        <Typography.Title id="reports-huddle" level={2}>
          {REPORTS_TEXTS.huddle}
        </Typography.Title>
        <Huddles client={client} timeZone={sessionTimeZone(session)} />
      </section>
    </section>
  );
}
