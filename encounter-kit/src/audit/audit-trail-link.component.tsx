import { AuditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { RemoteProps } from 'shared-kit';
import { auditTrailPath, canSeeAuditTrail, type Role } from 'shared-kit/domain';
import { KIT_TEXTS } from '../kit.messages';

/**
 * The encounter header's link to this encounter's audit trail (issue 14), for the roles that may read the trail
 * (shared-kit AUDIT_TRAIL_ROLES); nothing for the others. It goes through the shell's `navigate` (the trail is
 * mfe-reports' screen, never imported).
 */
export function AuditTrailLink({ encounterId, role, navigate }: { encounterId: number; role: Role | null | undefined } & Pick<RemoteProps, 'navigate'>) {
  if (!canSeeAuditTrail(role)) return null;
  return (
    <Button type="link" icon={<AuditOutlined aria-hidden />} onClick={() => navigate(auditTrailPath(encounterId))}>
      {KIT_TEXTS.auditTrail}
    </Button>
  );
}
