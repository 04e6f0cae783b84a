import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES, type Role } from 'shared-kit/domain';
import { createMockSession, mockError } from 'shared-kit/mock';
import { accountClient } from '../account.fixtures';
import { renderAccount } from '../account.test-helpers';

const withRoles = (active: Role, roles: Role[]) => createMockSession(active, { roles: roles.map((name) => ({ id: ROLES.indexOf(name) + 1, name })) });
const section = () => screen.getByRole('region', { name: 'User Role' });
/** The User Properties section loads its lists beside: wait for them so no update lands after the test. */
afterEach(async () => {
  if (screen.queryByRole('region', { name: 'User Properties' })) await screen.findByRole('combobox', { name: 'Worklist organization filter' });
});

jest.setTimeout(60_000);
describe('User Role (spec 1 §2.11)', () => {
  it('shows the active role, and no list or button to a user with one role', () => {
    renderAccount(createMockSession('CODER_QA_MANAGER'));
    expect(within(section()).getByText('Coder QA Manager')).toBeInTheDocument();
    expect(within(section()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('button', { name: 'Change Role' })).not.toBeInTheDocument();
  });

  it("lists the switchable roles under 'Available Roles'; 'Change Role' only for another role; it switches, refreshes and goes home", async () => {
    const { client, props } = renderAccount(withRoles('CDI', ['CDI', 'CODER', 'PHYSICIAN', 'CLINICAL_ADMIN']));
    const group = within(section()).getByRole('group', { name: 'Available Roles' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['CDI', 'Coder', 'Physician', 'Clinical Admin']);
    expect(within(group).getByRole('radio', { name: 'CDI' })).toBeChecked();
    expect(within(section()).queryByRole('button', { name: 'Change Role' })).not.toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: 'Physician' }));
    expect(within(section()).getByRole('button', { name: 'Change Role' })).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('radio', { name: 'CDI' }));
    expect(within(section()).queryByRole('button', { name: 'Change Role' })).not.toBeInTheDocument();

    fireEvent.click(within(group).getByRole('radio', { name: 'Coder' }));
    fireEvent.click(within(section()).getByRole('button', { name: 'Change Role' }));
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'navigate', to: '/auth/home', options: undefined }));
    const update = client.calls.find((c) => c.method === 'PUT');
    expect(update).toMatchObject({ path: '/api/user/1/update', body: { userRole: 'CODER' } });
    // The session is refreshed before going home, so home opens in the new role.
    expect(props.calls.map((c) => c.name).filter((name) => name !== 'setUnsavedChanges')).toEqual(['refreshSession', 'navigate']);
  });

  it('offers a QA manager who also codes the switch to Coder, but never a non-switchable role', () => {
    renderAccount(withRoles('CDI_QA_MANAGER', ['CDI_QA_MANAGER', 'CODER', 'ADMIN']));
    const group = within(section()).getByRole('group', { name: 'Available Roles' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['CDI QA Manager', 'Coder']);
  });

  it('never offers a switch to a CDI_RESTRICTED holder', () => {
    renderAccount(withRoles('CDI_RESTRICTED', ['CDI_RESTRICTED', 'CODER']));
    expect(within(section()).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(section()).queryByRole('group', { name: 'Available Roles' })).not.toBeInTheDocument();
  });

  it('says when the switch fails and stays', async () => {
    const { props } = renderAccount(withRoles('CDI', ['CDI', 'CODER']), { client: accountClient({ 'PUT /api/user/:id/update': mockError(500, 'INTERNAL_ERROR', 'boom') }) });
    fireEvent.click(screen.getByRole('radio', { name: 'Coder' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change Role' }));
    expect(await screen.findByText('The role could not be changed. Please try again.')).toBeInTheDocument();
    expect(props.calls.filter((c) => c.name !== 'setUnsavedChanges')).toEqual([]);
  });
});
