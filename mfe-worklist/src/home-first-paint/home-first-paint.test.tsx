import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMockRemoteProps, createMockSession } from 'shared-kit/mock';
import { RemoteProviders } from 'shared-kit/ui';
import { CdiWorklist } from '../cdi-worklist/cdi-worklist.component';
import { CoderWorklist } from '../coder-worklist/coder-worklist.component';
import { encounterRow, worklistClient } from '../worklist/worklist.fixtures';
import { HomeFirstPaint } from './home-first-paint.component';

/** The frame around the title and the title itself, as drawn; antd's per-root CSS variable class differs per render. */
function drawnTitle(ui: ReactElement): { frame: string; title: string } {
  const { container, unmount } = render(<RemoteProviders>{ui}</RemoteProviders>);
  const title = container.querySelector('h1');
  const frame = title?.parentElement;
  if (!title || !frame) throw new Error('no level-one title drawn');
  const sameRoot = (html: string) => html.replace(/css-var-[\w-]+/g, 'css-var');
  const frameTag = frame.outerHTML.slice(0, frame.outerHTML.indexOf('>') + 1);
  const drawn = { frame: sameRoot(frameTag), title: sameRoot(title.outerHTML) };
  unmount();
  return drawn;
}

jest.setTimeout(60_000);
describe("the home's first paint", () => {
  it("draws each worklist's title in the worklist's own frame, as the screen then draws it", () => {
    const props = createMockRemoteProps();
    const client = worklistClient([encounterRow(1)]);
    const cdi = createMockSession('CDI');
    const coder = createMockSession('CODER');
    expect(drawnTitle(<HomeFirstPaint screen="cdi-worklist" />)).toEqual(drawnTitle(<CdiWorklist session={cdi} navigate={props.navigate} client={client} />));
    expect(drawnTitle(<HomeFirstPaint screen="coder-worklist" />)).toEqual(
      drawnTitle(<CoderWorklist session={coder} navigate={props.navigate} client={client} />),
    );
  });

  it("shows the list's loading state under the title", () => {
    const { getByRole, getByText } = render(
      <RemoteProviders>
        <HomeFirstPaint screen="cdi-worklist" />
      </RemoteProviders>,
    );
    expect(getByRole('heading', { level: 1, name: 'CDI Worklist' })).toBeInTheDocument();
    expect(getByText('Loading encounters')).toBeInTheDocument();
  });
});
