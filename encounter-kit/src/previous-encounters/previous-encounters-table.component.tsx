import { Table, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MESSAGES, underscoresToSpaces, type PreviousEncounter } from 'shared-kit/domain';
import { formatDate } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';

/**
 * The previous-encounters table (spec 2 §2.7): Date, Type, Review Code (underscores shown as spaces) and Copy
 * Encounter; a cancelled encounter's type is struck through with a 'Cancelled' hint.
 */
export function PreviousEncountersTable({ previous, renderCopy, onOpen }: { previous: readonly PreviousEncounter[]; renderCopy?: (row: PreviousEncounter) => ReactNode; onOpen?: (row: PreviousEncounter) => void }) {
  const timeZone = useKitTimeZone();
  return (
    <Table<PreviousEncounter>
      size="small"
      rowKey="id"
      pagination={false}
      // Narrower than its four columns (a phone, or the detail's column on a tablet), it scrolls in its own box.
      scroll={{ x: 'max-content' }}
      dataSource={[...previous]}
      locale={{ emptyText: KIT_TEXTS.previousNone }}
      columns={[
        {
          key: 'date',
          title: MESSAGES.columnDate,
          render: (_, row) =>
            onOpen ? (
              <Typography.Link onClick={() => onOpen(row)} style={{ color: '#0958d9' }}>
                {formatDate(row.start, timeZone)}
              </Typography.Link>
            ) : (
              formatDate(row.start, timeZone)
            ),
        },
        {
          key: 'type',
          title: MESSAGES.columnType,
          render: (_, row) =>
            row.status === 'CANCELLED' ? (
              <Tooltip title={MESSAGES.cancelled}>
                <span>
                  <del>{row.appointmentType ?? ''}</del> <Typography.Text style={{ color: '#cf1322' }}>{MESSAGES.cancelled}</Typography.Text>
                </span>
              </Tooltip>
            ) : (
              (row.appointmentType ?? '')
            ),
        },
        { key: 'review', title: MESSAGES.columnReviewCode, render: (_, row) => (row.review ? underscoresToSpaces(row.review.reviewCode) : '') },
        ...(renderCopy ? [{ key: 'copy', title: MESSAGES.copyEncounter, render: (_: unknown, row: PreviousEncounter) => renderCopy(row) }] : []),
      ]}
    />
  );
}

/** The accordion variant of the list (spec 2 §2.7): 'date - reason description' per encounter. */
export const previousEncounterLabel = (row: Pick<PreviousEncounter, 'start' | 'reasonDescription'>, zone: string): string =>
  `${formatDate(row.start, zone)} - ${row.reasonDescription ?? ''}`.trimEnd();

