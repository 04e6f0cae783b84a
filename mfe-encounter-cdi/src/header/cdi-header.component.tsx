import { Alert, Flex, Typography } from 'antd';
import { AuditTrailLink, formatDateTime, LockControl, PrintButton, useKitTimeZone } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import { formatMessage, MESSAGES, reviewerName, type Encounter, type SessionUser } from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';
import { CdiReviewToolbar } from '../review-toolbar/cdi-review-toolbar.component';
import { isFlaggedForCdiQa } from '../review-toolbar/cdi-toolbar.rules';

/**
 * The CDI header (spec 2 §2.1): visit time, patient name, lock icon, print icon (the CDI encounter PDF, full screen)
 * and the review toolbar, with the lock-conflict warning area. On a review in READY_FOR_CDI_QA, users other than a
 * CDI_QA_MANAGER get the QA flag (with the reviewer's name when known) instead of the lock and the toolbar. Roles that
 * read the audit trail get its link for this encounter (issue 14).
 */
export function CdiHeader({
  encounter,
  session,
  holdsLock,
  leave,
  navigate,
}: { encounter: Encounter; session: Readonly<SessionUser>; holdsLock: boolean; leave: () => void } & Pick<RemoteProps, 'navigate'>) {
  const timeZone = useKitTimeZone();
  const name = [encounter.patient.lastName, encounter.patient.firstName].filter(Boolean).join(', ');
  const flagged = isFlaggedForCdiQa(session.type, encounter.review?.reviewCode);
  return (
    <Flex vertical gap="small" style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Flex align="baseline" gap="middle" wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text aria-label={CDI_TEXTS.visitTime}>{formatDateTime(encounter.start, timeZone)}</Typography.Text>
        </Flex>
        <Flex align="center" gap="small" wrap>
          {!flagged && <LockControl encounter={encounter} session={session} onLockedIgnored={leave} />}
          <PrintButton pdfPath={`/api/pdf/cdi/encounter/${encounter.id}`} />
          <AuditTrailLink encounterId={encounter.id} role={session.type} navigate={navigate} />
        </Flex>
      </Flex>
      {flagged ? (
        <Alert
          type="warning"
          showIcon
          title={MESSAGES.cdiQaFlag}
          description={encounter.review?.reviewer ? formatMessage(CDI_TEXTS.qaReviewer, { name: reviewerName(encounter.review) }) : undefined}
        />
      ) : (
        encounter.review && <CdiReviewToolbar encounterId={encounter.id} review={encounter.review} role={session.type} holdsLock={holdsLock} leave={leave} />
      )}
    </Flex>
  );
}
