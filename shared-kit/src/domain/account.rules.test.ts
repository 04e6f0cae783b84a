import { browserPluginUrl, isDemoHost } from './account.rules';
import { canChangeRole, switchableRoles } from './active-role.rules';

describe('account rules', () => {
  it('offers the demo data reset on localhost and demo hosts only', () => {
    for (const host of ['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1', 'demo.curatecdi.com', 'acme-demo.curatecdi.com']) {
      expect([host, isDemoHost(host)]).toEqual([host, true]);
    }
    for (const host of ['curatecdi.com', 'app.curatecdi.com', 'demonstration.curatecdi.com', 'demo', 'mydemo.example.com', 'demo-acme.example.com', '10.0.0.1', '']) {
      expect([host, isDemoHost(host)]).toEqual([host, false]);
    }
  });

  it('reads the browser plugin link of the tenant: an https URL, else none', () => {
    const entry = (propertyValue: string) => [{ propertyKey: 'BROWSER_PLUGIN_URL', propertyValue }];
    expect(browserPluginUrl(entry('https://example.com/plugin'))).toBe('https://example.com/plugin');
    expect(browserPluginUrl(entry('  https://example.com/plugin '))).toBe('https://example.com/plugin');
    expect(browserPluginUrl(entry('http://example.com/plugin'))).toBeNull();
    expect(browserPluginUrl(entry('javascript:alert(1)'))).toBeNull();
    expect(browserPluginUrl(entry('not a url'))).toBeNull();
    expect(browserPluginUrl([])).toBeNull();
  });

  it('changes role only to another switchable role the user holds (spec 1 §2.11, §5, §6)', () => {
    const multirole = ['CDI', 'CODER', 'PHYSICIAN', 'CLINICAL_ADMIN'] as const;
    expect(switchableRoles(['CDI_QA_MANAGER', 'CODER', 'ADMIN', 'PHYSICIAN'])).toEqual(['CODER', 'PHYSICIAN']);
    expect(canChangeRole(multirole, 'CDI', 'CODER')).toBe(true);
    expect(canChangeRole(multirole, 'CDI', 'CDI')).toBe(false);
    expect(canChangeRole(multirole, 'CDI', 'CODER_QA_MANAGER')).toBe(false);
    expect(canChangeRole(['CDI_QA_MANAGER', 'CODER'], 'CDI_QA_MANAGER', 'CODER')).toBe(true);
    expect(canChangeRole(['CDI_QA_MANAGER', 'CODER'], 'CODER', 'CDI_QA_MANAGER')).toBe(false);
    expect(canChangeRole(['CDI_RESTRICTED', 'CODER'], 'CDI_RESTRICTED', 'CODER')).toBe(false);
  });
});
