import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorPanel } from './remote-error-panel.component';

describe('RemoteErrorPanel', () => {
  it('names the remote, shows the detail and retries on click', async () => {
    let retries = 0;
    render(<RemoteErrorPanel remoteTitle="mfe-reports" detail="Loading chunk 7 failed" onRetry={() => (retries += 1)} />);
    const panel = screen.getByRole('alert');
    expect(panel).toHaveTextContent('mfe-reports could not be loaded');
    expect(panel).toHaveTextContent('Loading chunk 7 failed');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retries).toBe(1);
  });

  it('explains that the rest keeps working when there is no detail', () => {
    render(<RemoteErrorPanel remoteTitle="mfe-auth" onRetry={() => undefined} />);
    expect(screen.getByText('This part of the application is unavailable right now. The rest of the application keeps working.')).toBeInTheDocument();
  });
});
