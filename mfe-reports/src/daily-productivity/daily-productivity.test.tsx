import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { RemoteProviders } from 'shared-kit/ui';
import { dailyRows, reportsClient } from '../reports.fixtures';
import { DailyProductivity } from './daily-productivity.component';

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const date = (n: number) => dayjs().subtract(n, 'day').format('M/D/YYYY');

jest.setTimeout(60_000);
describe("'Daily Productivity' (spec 1 §2.10)", () => {
  it('shows pre-visit and post-visit per day and per reviewer, as tables beside the chart', async () => {
    const client = reportsClient();
    render(
      <RemoteProviders>
        <DailyProductivity client={client} timeZone="UTC" />
      </RemoteProviders>,
    );
    const perDay = await screen.findByRole('region', { name: 'Reviews per day' });
    await waitFor(() => expect(within(perDay).getAllByRole('row')).toHaveLength(15));
    // Today: CDI QA 2 + physician 3 = 5 pre-visit; coder QA 5 + completed 6 = 11 post-visit.
    expect(cells(within(perDay).getAllByRole('row')[1] as HTMLElement)).toEqual([date(0), '5', '11', '16']);
    expect(client.calls.find((c) => c.path === '/api/dashboard/review/daily')?.query).toEqual({ days: '14' });

    const perReviewer = await screen.findByRole('region', { name: 'Productivity per reviewer' });
    await waitFor(() => expect(within(perReviewer).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(perReviewer).getAllByRole('row').slice(1).map(cells)).toEqual([
      [date(0), 'Casey Diaz', '5', '0', '5'],
      [date(0), 'Corey Dalton', '0', '6', '6'],
      [date(1), 'Corey Dalton', '0', '4', '4'],
      [date(1), 'No reviewer recorded', '0', '1', '1'],
    ]);
    expect(within(perReviewer).getByRole('img', { name: /Stacked bar chart of reviews per day and reviewer/ })).toBeInTheDocument();
  });

  it('asks for another period when one is chosen', async () => {
    const client = reportsClient({ 'GET /api/dashboard/review/daily': (request) => dailyRows(Number(request.query.days)) });
    render(
      <RemoteProviders>
        <DailyProductivity client={client} timeZone="UTC" />
      </RemoteProviders>,
    );
    await screen.findByRole('region', { name: 'Reviews per day' });
    fireEvent.click(screen.getByText('Last 7 days'));
    const perDay = screen.getByRole('region', { name: 'Reviews per day' });
    await waitFor(() => expect(within(perDay).getAllByRole('row')).toHaveLength(8));
    expect(client.calls.filter((c) => c.path === '/api/dashboard/review/reviewer').map((c) => c.query.days)).toEqual(['14', '7']);
  });

  it('says when no reviews were worked in the period', async () => {
    render(
      <RemoteProviders>
        <DailyProductivity client={reportsClient({ 'GET /api/dashboard/review/reviewer': [] })} timeZone="UTC" />
      </RemoteProviders>,
    );
    expect(await screen.findByText('No reviews in these days.')).toBeInTheDocument();
  });
});
