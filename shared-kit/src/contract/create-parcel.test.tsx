import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorReporter, type ErrorReport } from '../api/error-reporter';
import { runParcelLifecycle } from '../mock/parcel.mock';
import { createMockRemoteProps, mockRoute } from '../mock/remote-props.mock';
import { createMockSession } from '../mock/session.mock';
import { startTransition } from 'react';
import { createParcel } from './create-parcel';
import type { RemoteProps } from './remote-contract';

// startTransition as React's own, watched: a parcel renders its first screen inside one when the remote asks (issue 15).
jest.mock('react', () => {
  const actual: typeof import('react') = jest.requireActual('react');
  return { ...actual, startTransition: jest.fn(actual.startTransition) };
});

function Greeting({ session, route, navigate }: RemoteProps) {
  return (
    <section aria-label="greeting">
      <p>Hello {session?.username ?? 'nobody'}</p>
      <p>Path {route.path}</p>
      <button type="button" onClick={() => navigate('/auth/report')}>
        Reports
      </button>
    </section>
  );
}

const run = runParcelLifecycle;

describe('createParcel', () => {
  let host: HTMLDivElement;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
  });
  afterEach(() => host.remove());

  it('mounts with the contract props, updates with new props and unmounts cleanly', async () => {
    const parcel = createParcel(Greeting, 'mfe-test');
    const props = createMockRemoteProps({ session: createMockSession('CODER') });
    await run(() => parcel.bootstrap(props));
    await run(() => parcel.mount({ ...props, domElement: host }));
    const area = within(host);
    expect(area.getByText('Hello coder')).toBeInTheDocument();
    expect(area.getByText('Path /auth/home')).toBeInTheDocument();

    await userEvent.click(area.getByRole('button', { name: 'Reports' }));
    expect(props.calls).toEqual([{ name: 'navigate', to: '/auth/report', options: undefined }]);

    await run(() =>
      parcel.update({ ...props, session: createMockSession('PHYSICIAN'), route: mockRoute('/auth/patient') }),
    );
    expect(area.getByText('Hello physician')).toBeInTheDocument();
    expect(area.getByText('Path /auth/patient')).toBeInTheDocument();

    await run(() => parcel.unmount(props));
    expect(host).toBeEmptyDOMElement();
  });

  // A remote's first screen costs React a few hundred milliseconds (antd); as a transition it is rendered in slices
  // that yield to the browser rather than in one long task (issue 15).
  it('mounts the root in a transition when the remote asks for one', async () => {
    const transition = jest.mocked(startTransition);
    transition.mockClear();
    const parcel = createParcel(Greeting, 'mfe-test', { firstScreen: 'transition' });
    const props = createMockRemoteProps({ session: createMockSession('CODER') });
    await run(() => parcel.bootstrap(props));
    expect(transition).not.toHaveBeenCalled();
    await run(() => parcel.mount({ ...props, domElement: host }));
    expect(transition).toHaveBeenCalledTimes(1);
    expect(within(host).getByText('Hello coder')).toBeInTheDocument();
    await run(() => parcel.unmount(props));
  });

  // Opt-in: a remote built before the option (or mfe-auth, which takes over the server-painted sign-in form) mounts as
  // it always did (issue 15).
  it('mounts the root in one task by default', async () => {
    const transition = jest.mocked(startTransition);
    transition.mockClear();
    const parcel = createParcel(Greeting, 'mfe-test');
    const props = createMockRemoteProps({ session: createMockSession('CODER') });
    await run(() => parcel.bootstrap(props));
    await run(() => parcel.mount({ ...props, domElement: host }));
    expect(transition).not.toHaveBeenCalled();
    expect(within(host).getByText('Hello coder')).toBeInTheDocument();
    await run(() => parcel.unmount(props));
  });

  it('shows the error panel with Retry when the root throws, and Retry renders again', async () => {
    const reports: ErrorReport[] = [];
    errorReporter.setSink((report) => reports.push(report));
    // React logs the caught error itself; keep the test output readable.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Broken until "fixed"; React retries a failed render once by itself, so one throw is not enough.
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('first render fails');
      return <p>Recovered</p>;
    }
    const parcel = createParcel(Flaky, 'mfe-flaky');
    const props = createMockRemoteProps();
    try {
      await run(() => parcel.bootstrap(props));
      await run(() => parcel.mount({ ...props, domElement: host }));
      const panel = screen.getByRole('alert');
      expect(panel).toHaveTextContent('mfe-flaky could not be loaded');
      expect(panel).toHaveTextContent('first render fails');
      expect(reports.map((r) => [r.error.message, r.context.remote])).toContainEqual(['first render fails', 'mfe-flaky']);

      broken = false;
      await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
      expect(screen.getByText('Recovered')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      await run(() => parcel.unmount(props));
      consoleError.mockRestore();
    }
  });
});
