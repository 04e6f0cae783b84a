import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());

async function openFeedback() {
  h.signedInAs('CDI');
  h.shell = renderShell('/auth/encounter/detail/42');
  await screen.findByText('mfe_encounter_cdi mounted at /auth/encounter/detail/42 (standalone)');
  await userEvent.click(screen.getByRole('button', { name: 'Feedback' }));
  return screen.findByRole('dialog', { name: 'Feedback' });
}

describe('feedback', () => {
  it('posts the comment with the encounter id from the detail path, then thanks the user', async () => {
    h.api.on('POST', '/api/feedback', () => ({ status: 201, body: { id: 1 } }));
    await openFeedback();
    expect(screen.getByText('Please do not include any patient health information (PHI) in your feedback.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Comment'), 'The list is slow');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(h.api.calls('POST', '/api/feedback').map((c) => c.body)).toEqual([
      {
        feedbackTypeCode: 'GENERAL',
        encounterId: 42,
        applicationTypeCode: 'WEB',
        applicationState: JSON.stringify({ path: '/auth/encounter/detail/42', mode: 'standalone', role: 'CDI' }),
        description: 'The list is slow',
      },
    ]);
  });

  it('keeps the text and shows an error when sending fails', async () => {
    h.api.on('POST', '/api/feedback', () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } }));
    await openFeedback();
    await userEvent.type(screen.getByLabelText('Comment'), 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your feedback could not be sent. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Comment')).toHaveValue('Keep me'));
  });
});
