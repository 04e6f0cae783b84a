import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { Encounter } from 'shared-kit/domain';
import { formatDateTime } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';

/** 'Last, First' of the encounter's patient. */
export const patientDisplayName = (encounter: Pick<Encounter, 'patient'>): string =>
  [encounter.patient.lastName, encounter.patient.firstName].filter(Boolean).join(', ');

/**
 * The header of an encounter view (spec 2 §2.1, §2.3): the patient's name as the page's heading, the visit time, the
 * view's action icons on the right and, below, what the view adds (a QA flag, a toolbar, a failure).
 */
export function EncounterHeader({ encounter, actions, children }: { encounter: Encounter; actions?: ReactNode; children?: ReactNode }) {
  const timeZone = useKitTimeZone();
  return (
    <Flex vertical gap="small" style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Flex align="baseline" gap="middle" wrap>
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {patientDisplayName(encounter)}
          </Typography.Title>
          <Typography.Text aria-label={KIT_VIEW_TEXTS.visitTime}>{formatDateTime(encounter.start, timeZone)}</Typography.Text>
        </Flex>
        {actions && (
          <Flex align="center" gap="small" wrap>
            {actions}
          </Flex>
        )}
      </Flex>
      {children}
    </Flex>
  );
}
