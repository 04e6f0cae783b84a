import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockHttpClient, createMockRemoteProps, mockRoute } from 'shared-kit/mock';
import { noBotCheck } from '../bot-check/bot-check';
import { renderSignInFirstPaint } from './first-paint-markup';
import { SignIn } from './sign-in.component';

/** The page as the platform server sends /login (shell/server/first-paint.ts), before any script ran. */
function paintFromHtml(): HTMLElement {
  const holder = document.createElement('div');
  holder.setAttribute('data-first-paint', 'mfe_auth');
  holder.innerHTML = renderSignInFirstPaint();
  document.body.appendChild(holder);
  return holder;
}

function mountRemote() {
  const props = createMockRemoteProps({ session: null, route: mockRoute('/login') });
  return render(<SignIn route={props.route} navigate={props.navigate} refreshSession={props.refreshSession} client={createMockHttpClient({})} botCheck={noBotCheck} />);
}

afterEach(() => document.body.replaceChildren());

describe('the sign-in first paint', () => {
  it('is the form as the remote draws it first: title, both fields, the caret in Username, Sign In disabled', () => {
    const holder = paintFromHtml();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Curate CDI' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('autofocus');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    // Disabled, it cannot be pressed nor submit the form by Enter (implicit submission) before the remote's code runs.
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    // Its look travels with it: no stylesheet of the remote is needed for it to sit where the form will.
    expect(holder.querySelector('style')?.textContent).toContain('.mfe-auth-login {');
    expect(holder.innerHTML).not.toMatch(/<script|on[a-z]+=/i);
  });

  it('is taken over by the remote in one step, keeping what was typed into it and the focus', async () => {
    const holder = paintFromHtml();
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'cdi');
    await userEvent.type(screen.getByLabelText('Password'), 'typed before the code');
    expect(screen.getByLabelText('Password')).toHaveFocus();

    act(() => {
      mountRemote();
    });
    // One form, the remote's: the first paint is gone, the values and the focus are in the remote's fields.
    expect(holder.isConnected).toBe(false);
    expect(screen.getAllByRole('form')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('cdi');
    expect(screen.getByLabelText('Password')).toHaveValue('typed before the code');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('without a first paint the remote starts empty with the caret in Username', () => {
    mountRemote();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
  });
});
