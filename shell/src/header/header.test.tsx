import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fs from 'node:fs';
import path from 'node:path';
import { MOBILE_MAX_WIDTH, TABLET_MAX_WIDTH, type Role } from 'shared-kit';
import { remoteLoader } from '../remotes/remote-loader';
import { renderShell } from '../test-support/render-shell';
import { ShellHarness } from '../test-support/shell-harness';

jest.mock('../remotes/remote-loader', () => ({ remoteLoader: { loadParcel: jest.fn(), preload: jest.fn() } }));

const h = new ShellHarness(remoteLoader);
beforeEach(() => h.setUp());
afterEach(() => h.tearDown());

async function navLinks(): Promise<string[]> {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return within(nav).queryAllByRole('link').map((link) => link.textContent ?? '');
}

describe('header', () => {
  it.each<[Role, string[], string]>([
    ['CDI', ['Home', 'Patients', 'Appointments', 'Reports'], 'Pat cdi (CDI)'],
    ['CDI_RESTRICTED', ['Home', 'Patients', 'Appointments'], 'Pat cdi_restricted (CDI)'],
    ['CODER', ['Home', 'Appointments', 'Reports'], 'Pat coder (Coder)'],
    ['PHYSICIAN', ['Home', 'Patients'], 'Pat physician (Physician)'],
    ['CLINICAL_ADMIN', ['Home', 'Patients', 'Appointments', 'Reports'], 'Pat clinical_admin'],
    ['ADMIN', [], 'Pat admin (Admin)'],
  ])('%s sees %j and the menu button %s', async (role, links, label) => {
    h.signedInAs(role);
    h.shell = renderShell('/auth/version');
    expect(await navLinks()).toEqual(links);
    expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });

  it('the logo links home and the user menu offers Account, Version and Logout', async () => {
    h.signedInAs('CODER');
    h.shell = renderShell('/auth/report');
    expect(await screen.findByRole('link', { name: 'Curate CDI' })).toHaveAttribute('href', '/auth/home');
    await userEvent.click(screen.getByRole('button', { name: 'Pat coder (Coder)' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Account', 'Version', 'Logout']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Account' }));
    expect(await screen.findByText('mfe_account mounted at /auth/account (standalone)')).toBeInTheDocument();
  });

  it('is not shown when signed out', async () => {
    h.signedOut();
    h.shell = renderShell('/login');
    expect(await screen.findByText('mfe_auth mounted at /login (standalone)')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByText(`© ${new Date().getFullYear()} Curate CDI. All rights reserved.`)).toBeInTheDocument();
  });

  it('the user menu works from the keyboard: arrows move, Enter chooses, Escape closes back to the button', async () => {
    h.signedInAs('CODER');
    h.shell = renderShell('/auth/report');
    const button = await screen.findByRole('button', { name: 'Pat coder (Coder)' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Version' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{End}{ArrowUp}{Enter}');
    expect(await screen.findByRole('heading', { name: 'Version' })).toBeInTheDocument();
    expect(h.shell.router.state.location.pathname).toBe('/auth/version');
  });

  it('a click outside the open menu closes it', async () => {
    h.signedInAs('CODER');
    h.shell = renderShell('/auth/report');
    await userEvent.click(await screen.findByRole('button', { name: 'Pat coder (Coder)' }));
    expect(screen.getByRole('menu', { name: 'Pat coder (Coder)' })).toBeInTheDocument();
    await userEvent.click(screen.getByText(/All rights reserved/));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("narrows by the spec's tablet and phone widths (index.html's rules; the layout itself: e2e shell.spec.ts)", () => {
    // The header's narrow-window rules live in index.html's style, which cannot import shared-kit's constants.
    const html = fs.readFileSync(path.join(__dirname, '../index.html'), 'utf8');
    const widths = [...html.matchAll(/@media \(max-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([TABLET_MAX_WIDTH, MOBILE_MAX_WIDTH]);
  });
});
