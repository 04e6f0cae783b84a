import { WarningFilled } from '@ant-design/icons';
import { Alert, Button, Checkbox, Flex, Table, Tag, Typography } from 'antd';
import { errorMessage, formatDate, formatDateTime, useKitTimeZone } from 'encounter-kit';
import { useState } from 'react';
import type { RemoteProps } from 'shared-kit';
import { encounterDetailPath, formatMessage, formatQueryAge, isCoderType, type CoderQueryAgingRow } from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';
import { useGetQueryAgingQuery } from './query-aging.resource';

/** Rows per page of the query aging view. */
export const QUERY_AGING_PAGE_SIZE = 50;

const person = (p: { firstName: string; lastName: string } | null): string => (p ? [p.lastName, p.firstName].filter(Boolean).join(', ') : '');

/**
 * The query aging view (issue 12, beyond the spec; mfe-encounter-coder README): every outstanding coder query of the
 * tenant with its age, provider, patient and encounter, oldest first; the ones past the tenant's escalation threshold
 * marked 'Escalated' (ACDIS escalation practice). For coders and coder QA managers (the API refuses everyone else).
 */
export function QueryAgingScreen(props: RemoteProps) {
  const timeZone = useKitTimeZone();
  const [page, setPage] = useState(1);
  const [escalatedOnly, setEscalatedOnly] = useState(false);
  const allowed = isCoderType(props.session?.type);
  const aging = useGetQueryAgingQuery(
    { limit: QUERY_AGING_PAGE_SIZE, offset: (page - 1) * QUERY_AGING_PAGE_SIZE, ...(escalatedOnly ? { escalatedOnly: true } : {}) },
    { skip: !allowed },
  );
  const data = aging.data;
  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {CODER_TEXTS.queryAging}
      </Typography.Title>
      <Typography.Text>{CODER_TEXTS.queryAgingIntro}</Typography.Text>
      {data && (
        <Typography.Text role="status">
          {formatMessage(CODER_TEXTS.queryAgingSummary, { total: escalatedOnly ? data.escalatedCount : data.total, escalated: data.escalatedCount, hours: data.escalationHours })}
        </Typography.Text>
      )}
      <Checkbox
        checked={escalatedOnly}
        onChange={(e) => {
          setEscalatedOnly(e.target.checked);
          setPage(1);
        }}
      >
        {CODER_TEXTS.escalatedOnly}
      </Checkbox>
      {aging.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={formatMessage(CODER_TEXTS.agingFailed, { message: errorMessage(aging.error) })}
          action={<Button onClick={() => void aging.refetch()}>{CODER_TEXTS.retry}</Button>}
        />
      )}
      <Table<CoderQueryAgingRow>
        size="small"
        loading={aging.isFetching}
        dataSource={data?.rows ?? []}
        rowKey={(row) => `${row.kind}-${row.encounterId}-${row.conditionId ?? 0}`}
        locale={{ emptyText: CODER_TEXTS.noQueries }}
        // Wider than a phone's window, the columns scroll in the table's own box, not the page.
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: QUERY_AGING_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage }}
        columns={[
          {
            key: 'age',
            title: CODER_TEXTS.columnAge,
            render: (_, row) => (
              <Flex gap={4} align="center" wrap>
                <span>{formatQueryAge(row.ageHours)}</span>
                {row.escalated && (
                  <Tag color="red" icon={<WarningFilled />}>
                    {CODER_TEXTS.escalated}
                  </Tag>
                )}
              </Flex>
            ),
          },
          { key: 'raised', title: CODER_TEXTS.columnRaised, render: (_, row) => (row.queryCreationDate ? formatDateTime(row.queryCreationDate, timeZone) : '') },
          { key: 'patient', title: CODER_TEXTS.columnPatient, render: (_, row) => person(row.patient) },
          { key: 'provider', title: CODER_TEXTS.columnProvider, render: (_, row) => person(row.practitioner) },
          {
            key: 'encounter',
            title: CODER_TEXTS.columnEncounter,
            render: (_, row) => {
              const date = formatDate(row.encounterStart, timeZone);
              return (
                <Button
                  type="link"
                  style={{ padding: 0, color: '#0958d9' }}
                  aria-label={formatMessage(CODER_TEXTS.openEncounter, { patient: person(row.patient), date })}
                  onClick={() => props.navigate(encounterDetailPath(row.encounterId))}
                >
                  {date}
                </Button>
              );
            },
          },
          {
            key: 'query',
            title: CODER_TEXTS.columnQuery,
            render: (_, row) => (row.kind === 'ENCOUNTER' ? CODER_TEXTS.encounterQuery : [row.conditionTitle, row.icd10Code].filter(Boolean).join(' · ')),
          },
          { key: 'raisedBy', title: CODER_TEXTS.columnRaisedBy, render: (_, row) => row.queryCreationUsername ?? '' },
        ]}
      />
    </Flex>
  );
}
