import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Role } from 'shared-kit';
import type { HomeScreen } from 'shared-kit/domain';
import { createMockRemoteProps, createMockSession, mockRoute, mockUserUpdate } from 'shared-kit/mock';
import { RemoteProviders } from 'shared-kit/ui';
import { Home } from '../home.component';
import { encounterRow, worklistClient } from '../worklist/worklist.fixtures';
import { HomeFirstPaint } from './home-first-paint.component';

/** The title, the frames around it (up to the screen's own) and the controls beside it, as drawn. */
function drawnTitle(ui: ReactElement): { frames: string[]; title: string; beside: string[] } {
  const { container, unmount } = render(<RemoteProviders>{ui}</RemoteProviders>);
  const title = container.querySelector('h1');
  if (!title) throw new Error('no level-one title drawn');
  // antd's per-root CSS variable class differs per render.
  const sameRoot = (html: string) => html.replace(/css-var-[\w-]+/g, 'css-var');
  const openingTag = (element: Element) => sameRoot(element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1));
  const frames: string[] = [];
  for (let frame = title.parentElement; frame && frame !== container; frame = frame.parentElement) frames.push(openingTag(frame));
  // Beside the title, a daily list's day navigation: each control's name (the painted ones are disabled).
  const nav = title.nextElementSibling?.tagName === 'NAV' ? title.nextElementSibling : null;
  const beside = [...(nav?.querySelectorAll('button') ?? [])].map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  const drawn = { frames, title: sameRoot(title.outerHTML), beside };
  unmount();
  return drawn;
}

/** The home the remote draws for a user of `role`, on today's /auth/home. */
function home(role: Role): ReactElement {
  const session = createMockSession(role);
  const props = createMockRemoteProps({ session, route: mockRoute('/auth/home') });
  const client = worklistClient([encounterRow(1)], {
    'GET /api/user/practitioner': [{ id: 12, firstName: 'Ann', lastName: 'Lee', statusCode: 'ACTIVE', orgId: 1 }],
    'PUT /api/user/:id/update': mockUserUpdate(),
  });
  return <Home {...props} client={client} />;
}

jest.setTimeout(60_000);
describe("the home's first paint", () => {
  it.each([
    ['cdi-worklist', 'CDI'],
    ['coder-worklist', 'CODER'],
    ['physician-daily-list', 'PHYSICIAN'],
    ['clinical-admin-daily-list', 'CLINICAL_ADMIN'],
  ] as const)("draws the %s's title in the screen's own frames, as the home of a %s user then draws it", (screen, role) => {
    expect(drawnTitle(<HomeFirstPaint screen={screen} />)).toEqual(drawnTitle(home(role)));
  });

  it("shows the list's loading state under the title, and a daily list's day navigation disabled", () => {
    const paint = (screen: HomeScreen) =>
      render(
        <RemoteProviders>
          <HomeFirstPaint screen={screen} />
        </RemoteProviders>,
      );
    const worklist = paint('cdi-worklist');
    expect(worklist.getByRole('heading', { level: 1, name: 'CDI Worklist' })).toBeInTheDocument();
    expect(worklist.getByText('Loading encounters')).toBeInTheDocument();
    worklist.unmount();

    const daily = paint('physician-daily-list');
    expect(daily.getByRole('heading', { level: 1, name: "Today's Patients" })).toBeInTheDocument();
    expect(daily.getByText('Loading patients')).toBeInTheDocument();
    const navigation = daily.getByRole('navigation');
    expect(navigation.querySelectorAll('button')).toHaveLength(2);
    for (const button of navigation.querySelectorAll('button')) expect(button).toBeDisabled();
  });
});
