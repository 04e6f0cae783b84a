// What redraws the worklist's table (issue 15): its page's answer does; the filter choices arriving after the first page
// do not (the table and the filter panel are memoised and the screen's handlers stay the same while its state does).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REFERENCE_ROUTES, encounterRow, worklistClient } from './worklist.fixtures';
import { recordStates } from '../drawn-after-paint.test-helpers';
import { renderCdiWorklist } from './worklist.test-helpers';

const mockTableDraws = jest.fn();
// Draws by the screen: each brings the table a new props object. The table's own renders (its virtualizer's
// measurements and scroll state, on timers that run late on a busy machine) keep the same props and are not counted.
const drawsFromTheScreen = () => new Set(mockTableDraws.mock.calls.map(([props]: unknown[]) => props)).size;
jest.mock('../encounter-table/virtual-table.component', () => {
  const actual = jest.requireActual<typeof import('../encounter-table/virtual-table.component')>('../encounter-table/virtual-table.component');
  return {
    ...actual,
    VirtualTable: (props: Parameters<typeof actual.VirtualTable>[0]) => {
      mockTableDraws(props);
      return actual.VirtualTable(props);
    },
  };
});

// antd's Table and Select are slow in jsdom; on a busy 2-core machine one screen test can take tens of seconds.
jest.setTimeout(90_000);

describe('worklist screen', () => {
  beforeEach(() => window.localStorage.clear());

  // Issue 15: the title and tabs are laid out and painted first; the filters and the table, drawn after that paint, are
  // laid out in frames of their own rather than all in the task that mounts the screen.
  it('draws its title and view tabs first, its filters after the browser has painted them, and its table after that', async () => {
    const parts = () =>
      [
        screen.queryByRole('tab', { name: 'Worklist' }) && 'tabs',
        screen.queryByRole('combobox', { name: 'Region' }) && 'filters',
        screen.queryByRole('table', { name: 'Encounters' }) && 'table',
        screen.queryByText('Last1, First1') && 'rows',
      ]
        .filter(Boolean)
        .join(' ');
    const record = recordStates(parts);
    try {
      await renderCdiWorklist(worklistClient([encounterRow(1)]));
      await screen.findByText('Last1, First1');
    } finally {
      record.stop();
    }
    expect(record.states).toEqual(['', 'tabs', 'tabs filters', 'tabs filters table', 'tabs filters table rows']);
  });

  it('does not redraw the table when the filter choices arrive after the first page', async () => {
    let answerRegions: (regions: unknown) => void = () => undefined;
    const regions = new Promise((resolve) => {
      answerRegions = resolve;
    });
    let regionsAsked = false;
    const client = worklistClient([encounterRow(1)], {
      'GET /api/region': () => {
        regionsAsked = true;
        return regions;
      },
    });
    await renderCdiWorklist(client);
    await screen.findByText('Last1, First1');
    // The choices are asked for once the first page has settled; the regions' answer is held back until now.
    await waitFor(() => expect(regionsAsked).toBe(true));
    const drawsWithRows = drawsFromTheScreen();

    await act(async () => {
      answerRegions(REFERENCE_ROUTES['GET /api/region']);
      await regions;
    });
    // The choices reached the panel: the Region select offers them.
    await userEvent.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByTitle('NORTH EAST')).toBeInTheDocument();
    expect(drawsFromTheScreen()).toBe(drawsWithRows);
  });
});
