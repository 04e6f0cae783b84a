import { Flex, Spin, Statistic, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { type HttpClient } from 'shared-kit';
import { formatMessage, hasNoCounts, MESSAGES, REVIEW_CODE_LABELS, REVIEW_COUNT_FIELDS, type ReviewCount, reviewedCount, type Role, type TodayYesterdayCounts } from 'shared-kit/domain';
import { REPORTS_TEXTS } from '../reports.messages';
import { chartColor } from '../shared/chart-colors';
import { LoadStates } from '../shared/load-states.component';
import { type Load, useLoad } from '../shared/use-load.hook';
import { WorklistDownloads } from './worklist-downloads.component';
import { fetchReviewCounts, fetchTodayYesterdayCounts } from './worklist-counts.resource';

/** Today's review counter and the reviews worked today and yesterday, or 'Sorry, no counts yet today' (spec 1 §2.10). */
function TodayYesterday({ role, counts }: { role: Role; counts: TodayYesterdayCounts }) {
  if (hasNoCounts(counts.today)) {
    return (
      <Typography.Paragraph role="status" strong>
        {MESSAGES.noCountsToday}
      </Typography.Paragraph>
    );
  }
  const reviewed = reviewedCount(role, counts.today);
  const reviewedYesterday = reviewedCount(role, counts.yesterday);
  const rows = REVIEW_COUNT_FIELDS.map(([field, code]) => ({ code, label: REVIEW_CODE_LABELS[code], today: counts.today[field], yesterday: counts.yesterday[field] }));
  return (
    <Flex gap="large" wrap align="start">
      {reviewed !== null && (
        <div>
          <Statistic title={MESSAGES.reviewed} value={reviewed} suffix={REPORTS_TEXTS.reviewedToday} />
          <Typography.Text type="secondary">{formatMessage(REPORTS_TEXTS.reviewedYesterday, { count: reviewedYesterday ?? 0 })}</Typography.Text>
        </div>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={rows}
        title={() => REPORTS_TEXTS.todayAndYesterday}
        columns={[
          { key: 'review', title: REPORTS_TEXTS.columnReview, dataIndex: 'label' },
          { key: 'today', title: REPORTS_TEXTS.columnToday, dataIndex: 'today', align: 'right' },
          { key: 'yesterday', title: REPORTS_TEXTS.columnYesterday, dataIndex: 'yesterday', align: 'right' },
        ]}
      />
    </Flex>
  );
}

/** Reviews per review code now: a bar chart and the same numbers as a table (the chart's accessible alternative). */
function CountsByCode({ counts }: { counts: ReviewCount[] }) {
  const rows = counts.map((c) => ({ code: c.reviewCode, label: REVIEW_CODE_LABELS[c.reviewCode], count: c.reviewCount }));
  return (
    <>
      <h2>{REPORTS_TEXTS.countsByCode}</h2>
      <div role="img" aria-label={REPORTS_TEXTS.chartCountsByCode} className="reports-chart">
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 48, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" interval={0} angle={-30} textAnchor="end" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} />
            <Bar dataKey="count" name={REPORTS_TEXTS.columnCount} fill={chartColor(0)} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Table
        size="small"
        pagination={false}
        rowKey="code"
        dataSource={rows}
        title={() => REPORTS_TEXTS.countsByCode}
        columns={[
          { key: 'review', title: REPORTS_TEXTS.columnReview, dataIndex: 'label' },
          { key: 'count', title: REPORTS_TEXTS.columnCount, dataIndex: 'count', align: 'right' },
        ]}
      />
    </>
  );
}

/** Whether a load has answered once (its data, or its failure). */
const answered = (load: Load<unknown>): boolean => load.state !== 'loading' || load.data !== null;

/**
 * The 'Worklist counts' tab (spec 1 §2.10): the review counter, today and yesterday, counts by code, Excel files.
 * One loading state until both counts have answered, then all of it at once, and `onShown` tells the page: drawn one
 * by one, each part pushed the next down as it arrived, and the page's huddle section under them (issue 15).
 */
export function WorklistCounts({ role, client, onShown }: { role: Role; client: HttpClient; onShown?: () => void }) {
  const todayYesterday = useLoad(() => fetchTodayYesterdayCounts(client), 'today');
  const byCode = useLoad(() => fetchReviewCounts(client), 'codes');
  // Once shown, it stays: a Retry of one part shows that part's own loading state, not the tab's (state adjusted while
  // rendering, as React advises for what follows from earlier renders).
  const [shownOnce, setShownOnce] = useState(false);
  const shown = shownOnce || (answered(todayYesterday) && answered(byCode));
  if (shown && !shownOnce) setShownOnce(true);
  useEffect(() => {
    if (shown) onShown?.();
  }, [shown, onShown]);
  if (!shown) {
    return (
      <section aria-label={MESSAGES.worklistCounts} aria-busy="true">
        <Spin />
      </section>
    );
  }
  return (
    <Flex vertical gap="large">
      <LoadStates load={todayYesterday} retry={todayYesterday.retry} label={REPORTS_TEXTS.todayAndYesterday}>
        {(counts) => <TodayYesterday role={role} counts={counts} />}
      </LoadStates>
      <LoadStates load={byCode} retry={byCode.retry} label={REPORTS_TEXTS.countsByCode}>
        {(counts) => <CountsByCode counts={counts} />}
      </LoadStates>
      <WorklistDownloads client={client} />
    </Flex>
  );
}
