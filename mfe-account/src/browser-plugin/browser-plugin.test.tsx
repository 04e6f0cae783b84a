import { screen, within } from '@testing-library/react';
import { createMockSession } from 'shared-kit/mock';
import { accountShown, renderAccount } from '../account.test-helpers';

jest.setTimeout(60_000);
describe('the browser-plugin section (spec 1 §2.11)', () => {
  it('shows what the plugin is and its install link on the tenant configured with one', async () => {
    renderAccount(createMockSession('CDI', { tenantId: 'acme', tenantProperties: [{ propertyKey: 'BROWSER_PLUGIN_URL', propertyValue: 'https://example.com/plugin' }] }), { hostname: 'cdi.example' });
    await accountShown();
    const section = screen.getByRole('region', { name: 'Browser Plugin' });
    expect(within(section).getByText(/browser plugin lets you open a patient’s encounters/)).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'Install the Curate CDI browser plugin' });
    expect(link).toHaveAttribute('href', 'https://example.com/plugin');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is absent on other tenants', async () => {
    renderAccount(createMockSession('CDI'), { hostname: 'cdi.example' });
    await accountShown();
    expect(screen.queryByRole('region', { name: 'Browser Plugin' })).not.toBeInTheDocument();
  });
});
