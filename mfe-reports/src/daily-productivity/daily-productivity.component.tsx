import { Flex, Segmented, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { type HttpClient } from 'shared-kit';
import { addDays, type DailyReviewRow, DATE_FORMATS, formatInZone, formatMessage, productivityByReviewer, type ReviewerProductivity, zonedToday } from 'shared-kit/domain';
import { REPORTS_TEXTS } from '../reports.messages';
import { chartColor } from '../shared/chart-colors';
import { LoadStates } from '../shared/load-states.component';
import { useLoad } from '../shared/use-load.hook';
import { fetchDailyRows, fetchReviewerCounts } from './daily-productivity.resource';

/** The periods offered; two weeks at first ("the last weeks" a manager looks back on at the morning huddle). */
export const PRODUCTIVITY_PERIODS = [7, 14, 28] as const;
export const DEFAULT_PERIOD = 14;

const dayText = (date: string) => dayjs(date).format(DATE_FORMATS.date);
const reviewerText = (row: { reviewerName: string | null }) => row.reviewerName ?? REPORTS_TEXTS.noReviewer;
const reviewerKey = (row: { reviewerId: number | null }) => `reviewer-${row.reviewerId ?? 'none'}`;

function PerDay({ rows }: { rows: DailyReviewRow[] }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="date"
      dataSource={rows}
      columns={[
        { key: 'date', title: REPORTS_TEXTS.columnDate, dataIndex: 'date', render: (date: string) => dayText(date) },
        { key: 'pre', title: REPORTS_TEXTS.columnPreVisit, dataIndex: 'preVisit', align: 'right' },
        { key: 'post', title: REPORTS_TEXTS.columnPostVisit, dataIndex: 'postVisit', align: 'right' },
        { key: 'total', title: REPORTS_TEXTS.columnTotal, align: 'right', render: (_: unknown, row: DailyReviewRow) => row.preVisit + row.postVisit },
      ]}
    />
  );
}

/** Per reviewer: a stacked bar per day (one colour per reviewer, pre-visit plus post-visit) and the table behind it. */
function PerReviewer({ rows, days, timeZone }: { rows: ReviewerProductivity[]; days: number; timeZone: string }) {
  const { data, reviewers } = useMemo(() => {
    const reviewers = new Map<string, string>();
    for (const row of rows) reviewers.set(reviewerKey(row), reviewerText(row));
    // The server's days are the tenant's: the axis ends on the tenant's today, not the browser's.
    const first = addDays(zonedToday(new Date(), timeZone), -(days - 1));
    const data = Array.from({ length: days }, (_, i) => {
      const date = addDays(first, i);
      const point: Record<string, string | number> = { day: formatInZone(date, 'M/D', timeZone) };
      for (const row of rows.filter((r) => r.date === date)) point[reviewerKey(row)] = row.preVisit + row.postVisit;
      return point;
    });
    return { data, reviewers: [...reviewers.entries()] };
  }, [rows, days, timeZone]);

  if (rows.length === 0) return <Typography.Paragraph>{REPORTS_TEXTS.noProductivity}</Typography.Paragraph>;
  return (
    <>
      <div role="img" aria-label={REPORTS_TEXTS.chartPerReviewer} className="reports-chart">
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} />
            <Legend />
            {reviewers.map(([key, name], index) => (
              <Bar key={key} dataKey={key} name={name} stackId="reviewers" fill={chartColor(index)} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table
        size="small"
        rowKey={(row) => `${row.date}|${reviewerKey(row)}`}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { key: 'date', title: REPORTS_TEXTS.columnDate, dataIndex: 'date', render: (date: string) => dayText(date) },
          { key: 'reviewer', title: REPORTS_TEXTS.columnReviewer, render: (_: unknown, row: ReviewerProductivity) => reviewerText(row) },
          { key: 'pre', title: REPORTS_TEXTS.columnPreVisit, dataIndex: 'preVisit', align: 'right' },
          { key: 'post', title: REPORTS_TEXTS.columnPostVisit, dataIndex: 'postVisit', align: 'right' },
          { key: 'total', title: REPORTS_TEXTS.columnTotal, align: 'right', render: (_: unknown, row: ReviewerProductivity) => row.preVisit + row.postVisit },
        ]}
      />
    </>
  );
}

/**
 * The 'Daily Productivity' tab (spec 1 §2.10): pre-visit (ready for CDI QA + ready for physician) and post-visit (ready
 * for coder QA + completed) per day, and per reviewer and day as a chart and a table, over the chosen period.
 */
export function DailyProductivity({ client, timeZone }: { client: HttpClient; timeZone: string }) {
  const [days, setDays] = useState<number>(DEFAULT_PERIOD);
  const daily = useLoad(() => fetchDailyRows(days, client), `daily-${days}`);
  const reviewers = useLoad(async () => productivityByReviewer(await fetchReviewerCounts(days, client)), `reviewers-${days}`);
  return (
    <Flex vertical gap="large">
      <Segmented
        aria-label={REPORTS_TEXTS.period}
        value={days}
        onChange={(value) => setDays(Number(value))}
        options={PRODUCTIVITY_PERIODS.map((n) => ({ value: n, label: formatMessage(REPORTS_TEXTS.lastDays, { days: n }) }))}
      />
      <LoadStates load={daily} retry={daily.retry} label={REPORTS_TEXTS.perDay}>
        {(rows) => (
          <>
            <h2>{REPORTS_TEXTS.perDay}</h2>
            <PerDay rows={rows} />
          </>
        )}
      </LoadStates>
      <LoadStates load={reviewers} retry={reviewers.retry} label={REPORTS_TEXTS.perReviewer}>
        {(rows) => (
          <>
            <h2>{REPORTS_TEXTS.perReviewer}</h2>
            <PerReviewer rows={rows} days={days} timeZone={timeZone} />
          </>
        )}
      </LoadStates>
    </Flex>
  );
}
