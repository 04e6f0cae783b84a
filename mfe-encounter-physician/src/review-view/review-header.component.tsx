import { ArrowLeftOutlined, ArrowRightOutlined, LockFilled, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';
import { EncounterTimingBanner, formatDateTime, PrintButton, useKitTimeZone } from 'encounter-kit';
import type { NavigateOptions } from 'shared-kit';
import {
  encounterDetailPath,
  isLockActive,
  lockTooltip,
  ROUTES,
  TOOLTIP_DELAY_LONG_MS,
  type EncounterDetailResponse,
} from 'shared-kit/domain';
import { PHYSICIAN_TEXTS } from '../physician.messages';

interface Props {
  detail: EncounterDetailResponse;
  /** Smart mode hides the arrows (spec 2 §1, §2.4). */
  showArrows: boolean;
  navigate: (to: string, options?: NavigateOptions) => void;
}

/**
 * The header of the physician and clinical-admin review view (spec 2 §2.4): previous, return-to-worklist and next
 * arrows (previous and next open the detail in a new window), the patient's name and visit time, the CDI lock icon of
 * a locked encounter (read only: practitioners never lock), the print button (the encounter report PDF, full
 * screen), and the past / future encounter banner.
 */
export function ReviewHeader({ detail, showArrows, navigate }: Props) {
  const timeZone = useKitTimeZone();
  const { encounter, links } = detail;
  const name = [encounter.patient.lastName, encounter.patient.firstName].filter(Boolean).join(', ');
  const lock = isLockActive(encounter.lock) ? encounter.lock : null;
  const lockText = lock ? lockTooltip(lock, (iso) => formatDateTime(iso, timeZone)) : null;
  const openInNewWindow = (id: number) => navigate(encounterDetailPath(id), { newTab: true });
  return (
    <Flex vertical gap="small" style={{ padding: '12px 16px', borderBottom: '1px solid #f0f0f0' }}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Flex align="center" gap="middle" wrap>
          {showArrows && (
            <Flex gap={4}>
              <Tooltip title={PHYSICIAN_TEXTS.previousEncounter}>
                <Button icon={<ArrowLeftOutlined />} aria-label={PHYSICIAN_TEXTS.previousEncounter} disabled={!links.prev} onClick={() => links.prev && openInNewWindow(links.prev.encounterId)} />
              </Tooltip>
              <Tooltip title={PHYSICIAN_TEXTS.returnToWorklist}>
                <Button icon={<UnorderedListOutlined />} aria-label={PHYSICIAN_TEXTS.returnToWorklist} onClick={() => navigate(ROUTES.home)} />
              </Tooltip>
              <Tooltip title={PHYSICIAN_TEXTS.nextEncounter}>
                <Button icon={<ArrowRightOutlined />} aria-label={PHYSICIAN_TEXTS.nextEncounter} disabled={!links.next} onClick={() => links.next && openInNewWindow(links.next.encounterId)} />
              </Tooltip>
            </Flex>
          )}
          <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
            {name}
          </Typography.Title>
          <Typography.Text aria-label={PHYSICIAN_TEXTS.visitTime}>{formatDateTime(encounter.start, timeZone)}</Typography.Text>
        </Flex>
        <Flex align="center" gap="small">
          {lockText && (
            <Tooltip title={lockText} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
              <span role="img" tabIndex={0} aria-label={lockText}>
                <LockFilled style={{ fontSize: 20, color: '#000000' }} />
              </span>
            </Tooltip>
          )}
          <PrintButton pdfPath={`/api/pdf/encounter/${encounter.id}`} />
        </Flex>
      </Flex>
      <EncounterTimingBanner start={encounter.start} />
    </Flex>
  );
}
