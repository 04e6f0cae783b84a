import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { createMockRemoteProps, createMockSession, type MockHttpClient } from 'shared-kit/mock';
import { CdiWorklist } from '../cdi-worklist/cdi-worklist.component';
import { paintFrames } from '../drawn-after-paint.test-helpers';
import { encounterSearches } from './worklist.fixtures';

/** The CDI worklist as the home shows it, drawn whole (its filters and table follow its first frame), for `session` (a CDI user unless given), over the mock `client`. */
export async function renderCdiWorklist(client: MockHttpClient, session: SessionUser = createMockSession('CDI')) {
  const props = createMockRemoteProps({ session });
  const view = render(
    <RemoteProviders>
      <CdiWorklist session={session} navigate={props.navigate} client={client} />
    </RemoteProviders>,
  );
  await paintFrames();
  return { client, props, view };
}

/** The query of the newest encounter search. */
export const lastSearch = (client: MockHttpClient) => encounterSearches(client).at(-1)?.query;

/** Waits until the newest encounter search holds `expected` (a subset of its query). */
export async function expectLastSearch(client: MockHttpClient, expected: Record<string, string>): Promise<void> {
  await waitFor(() => expect(lastSearch(client)).toMatchObject(expected));
}

/** Types a date into the antd date picker named `label` and confirms it with Enter. */
export async function typeDate(label: string, text: string): Promise<void> {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await userEvent.type(input, `${text}{Enter}`);
}

/** Types into a text filter and applies it with Enter. */
export async function typeFilter(label: string, text: string): Promise<void> {
  await userEvent.type(screen.getByRole('textbox', { name: label }), `${text}{Enter}`);
}

/**
 * Waits until the list's table tells assistive tools it holds `rows` rows (plus its header row). The tables draw only
 * the rows in view (virtual-table.component.tsx), so a count of drawn rows would say nothing about what was loaded.
 */
export async function expectLoadedRows(rows: number): Promise<void> {
  await waitFor(() => expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(rows + 1)));
}

/** Scrolls the window to the end of the page (jsdom's scrollTo is the setup's stub), drawing the last rows. */
export function scrollToEnd(): void {
  act(() => window.scrollTo(0, document.body.scrollHeight + 1_000_000));
}
