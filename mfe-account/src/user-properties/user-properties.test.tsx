import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROLES } from 'shared-kit/domain';
import { createMockSession } from 'shared-kit/mock';
import { accountShown, renderAccount } from '../account.test-helpers';
import { userPropertiesUpdate, userPropertyValues } from './user-properties.rules';

const withFilters = (role: 'CDI' | 'CDI_RESTRICTED', regions: string, orgs: string) =>
  createMockSession(role, {
    userProperties: [
      { propertyKey: 'USER_REGION_FILTER', propertyValue: regions },
      { propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: orgs },
    ],
  });
const section = () => screen.getByRole('region', { name: 'User Properties' });
const chosen = (label: string) =>
  Array.from(screen.getByLabelText(label).closest('.ant-select')?.querySelectorAll('.ant-select-selection-item-content') ?? []).map((n) => n.textContent);

jest.setTimeout(90_000);
describe('User Properties (spec 1 §2.11)', () => {
  it('shows the region filter with underscores as spaces and the organization filter by name', async () => {
    renderAccount(withFilters('CDI', 'NORTH_EAST,SOUTH_WEST', '2'));
    await accountShown();
    await within(section()).findByLabelText('Worklist region filter');
    expect(chosen('Worklist region filter')).toEqual(['NORTH EAST', 'SOUTH WEST']);
    expect(chosen('Worklist organization filter')).toEqual(['Zeta Clinic']);
    expect(within(section()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves edits through the user update, refreshes the session, and holds the leave prompt while unsaved', async () => {
    const { client, props } = renderAccount(withFilters('CDI', 'NORTH_EAST', ''));
    await accountShown();
    await within(section()).findByLabelText('Worklist region filter');
    fireEvent.mouseDown(screen.getByLabelText('Worklist region filter'));
    fireEvent.click(await screen.findByTitle('MIDWEST'.replace('_', ' ')));
    fireEvent.mouseDown(screen.getByLabelText('Worklist organization filter'));
    const listbox = (await screen.findAllByRole('listbox')).at(-1) as HTMLElement;
    // Inactive organizations are not offered.
    expect(within(listbox).queryByText('Closed Practice')).not.toBeInTheDocument();
    fireEvent.click(await screen.findByTitle('Alpha Care'));
    await waitFor(() => expect(props.calls).toContainEqual({ name: 'setUnsavedChanges', dirty: true }));

    fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
    expect(await within(section()).findByText('Your user properties were saved. The worklists use them from their next load.')).toBeInTheDocument();
    expect(client.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/user/1/update',
      body: {
        userProperties: [
          { propertyKey: 'USER_REGION_FILTER', propertyValue: 'NORTH_EAST,MIDWEST' },
          { propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '1' },
        ],
      },
    });
    expect(props.calls.filter((c) => c.name !== 'setUnsavedChanges')).toEqual([{ name: 'refreshSession' }]);
    expect(props.calls.filter((c) => c.name === 'setUnsavedChanges').at(-1)).toEqual({ name: 'setUnsavedChanges', dirty: false });
  });

  it("shows a CDI_RESTRICTED user's regions as a list they cannot change, and saves only the organization filter", async () => {
    const { client } = renderAccount(withFilters('CDI_RESTRICTED', 'NORTH_EAST,MIDWEST', ''));
    await accountShown();
    const regions = await within(section()).findByRole('list', { name: 'Worklist region filter' });
    expect(within(regions).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['NORTH EAST', 'MIDWEST']);
    expect(within(section()).getByText('Your regions are assigned by your administrator.')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('Worklist organization filter'));
    fireEvent.click(await screen.findByTitle('Zeta Clinic'));
    fireEvent.click(within(section()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(client.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(client.calls.find((c) => c.method === 'PUT')?.body).toEqual({ userProperties: [{ propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '2' }] });
  });

  it('is not shown to roles without worklists (ADMIN): nothing is asked', async () => {
    const { client } = renderAccount(createMockSession('ADMIN'), { hostname: 'cdi.example' });
    await accountShown();
    expect(screen.getByRole('region', { name: 'User Role' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'User Properties' })).not.toBeInTheDocument();
    expect(client.calls).toEqual([]);
  });

  it('reads and writes the comma lists, clearing an emptied filter', () => {
    const session = createMockSession('CDI', { roles: [{ id: ROLES.indexOf('CDI') + 1, name: 'CDI' }], userProperties: [{ propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '4, 9,x' }] });
    expect(userPropertyValues(session)).toEqual({ regions: [], organizationIds: [4, 9] });
    expect(userPropertiesUpdate({ regions: [], organizationIds: [4] }, true)).toEqual([
      { propertyKey: 'USER_REGION_FILTER', propertyValue: null },
      { propertyKey: 'USER_PATIENT_ORG_FILTER', propertyValue: '4' },
    ]);
  });
});
