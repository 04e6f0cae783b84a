import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import { canSeeAuditTrail, ROUTES, sessionTimeZone } from 'shared-kit/domain';
import { REPORTS_TEXTS } from '../reports.messages';
import { AuditTrail } from './audit-trail.component';

/**
 * `/auth/report/audit` (issue 14): the audit trail for QA managers and clinical admins (shared-kit AUDIT_TRAIL_ROLES);
 * other roles see a notice and nothing is asked of the API (which would refuse it: the shell signs out on a 403).
 */
export function AuditTrailScreen({ session, route, navigate, client }: Pick<RemoteProps, 'session' | 'route' | 'navigate'> & { client: HttpClient }) {
  const allowed = canSeeAuditTrail(session?.type);
  return (
    <section aria-labelledby="audit-title">
      <Flex justify="space-between" align="center" wrap>
        <Typography.Title id="audit-title" level={1}>
          {REPORTS_TEXTS.auditTrail}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(ROUTES.reports)}>
          {REPORTS_TEXTS.reportsTitle}
        </Button>
      </Flex>
      {allowed ? <AuditTrail route={route} navigate={navigate} client={client} timeZone={sessionTimeZone(session)} /> : <Alert type="info" showIcon title={REPORTS_TEXTS.auditNotForRole} />}
    </section>
  );
}
