import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { RemoteProviders } from 'shared-kit/ui';
import { mockError } from 'shared-kit/mock';
import { reportsClient } from '../reports.fixtures';
import { stubObjectUrls } from '../shared/test-helpers';
import { huddleStartDt } from './huddle.rules';
import { Huddles } from './huddles.component';

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => (urls = stubObjectUrls()));
afterEach(() => urls.restore());

function setup(client = reportsClient(), timeZone = 'UTC') {
  render(
    <RemoteProviders>
      <Huddles client={client} timeZone={timeZone} />
    </RemoteProviders>,
  );
  return client;
}

/** Opens an antd Select by its label and picks the option with this text. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByTitle(option));
}

jest.setTimeout(60_000);
describe('huddle PDFs (spec 1 §2.10)', () => {
  it("sends the start of the day as startDt (M/D/YYYY HH:mm:ss) and frames today's overall huddle under that timestamp", async () => {
    expect(huddleStartDt(dayjs('2026-11-21T15:42:10'))).toBe('11/21/2026 00:00:00');
    const client = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
    const startDt = dayjs().format('M/D/YYYY') + ' 00:00:00';
    const frame = await screen.findByTitle(`Huddle PDF: All appointments, ${dayjs().format('M/D/YYYY')}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByText(`Start of day: ${startDt}`)).toBeInTheDocument();
    expect(client.calls.find((c) => c.path === '/api/report/huddle')?.query).toEqual({ startDt });
  });

  // The tests run in UTC; at 08:30Z on 8 March it is still 7 March in Honolulu, the tenant's today.
  it("starts on the tenant's today, not the browser's", async () => {
    jest.useFakeTimers({ now: new Date('2026-03-08T08:30:00Z'), advanceTimers: true });
    try {
      const client = setup(reportsClient(), 'Pacific/Honolulu');
      fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
      expect(await screen.findByTitle('Huddle PDF: All appointments, 3/7/2026')).toBeInTheDocument();
      expect(client.calls.find((c) => c.path === '/api/report/huddle')?.query).toEqual({ startDt: '3/7/2026 00:00:00' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks for a practitioner, organization or region huddle by id once one is chosen; the old PDF is released', async () => {
    const client = setup();
    await choose('Huddle for', 'Practitioner');
    expect(screen.getByRole('button', { name: 'Show Huddle' })).toBeDisabled();
    await choose('Practitioner', 'Shah, Priya');
    fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
    expect(await screen.findByTitle(/^Huddle PDF: Practitioner Shah, Priya, /)).toBeInTheDocument();
    expect(client.calls.some((c) => c.path === '/api/report/huddle/practitioner/12')).toBe(true);

    await choose('Huddle for', 'Organization');
    // Inactive organizations are not offered; the list is by name.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organization' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByText('Closed Practice')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('Alpha Care'));
    fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
    expect(await screen.findByTitle(/^Huddle PDF: Organization Alpha Care, /)).toBeInTheDocument();
    expect(client.calls.some((c) => c.path === '/api/report/huddle/org/1')).toBe(true);
    await waitFor(() => expect(urls.revoked).toContain('blob:test/1'));

    await choose('Huddle for', 'Region');
    await choose('Region', 'NORTH EAST');
    fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
    expect(await screen.findByTitle(/^Huddle PDF: Region NORTH EAST, /)).toBeInTheDocument();
    expect(client.calls.some((c) => c.path === '/api/report/huddle/region/5')).toBe(true);
  });

  it('says when the huddle cannot be loaded', async () => {
    setup(reportsClient({ 'GET /api/report/huddle': mockError(500, 'INTERNAL_ERROR', 'boom') }));
    fireEvent.click(screen.getByRole('button', { name: 'Show Huddle' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The huddle could not be loaded.');
    expect(screen.queryByTitle(/^Huddle PDF/)).not.toBeInTheDocument();
  });
});
