import * as domain from './domain';
import * as browser from './index';
import * as mock from './mock';
import * as tasks from './tasks';

describe('entry points', () => {
  it('shared-kit/domain exposes the pure constants, messages and rules', () => {
    expect(domain.MESSAGES.invalidLogin).toBe('Invalid username/password.  Please try again.');
    expect(domain.PAGE_SIZE).toBe(50);
    expect(domain.MAX_PAGE_COUNT).toBe(10);
    expect(domain.DEFAULT_RISK_MODEL).toBe('CMS_V28');
    expect(domain.hccLabel('RA-1')).toBe('RA');
    expect(domain.classifyLoginResponse({ id: 1, username: 'cdi' })).toBe('LOGIN_SUCCESS');
    expect(domain.PROPERTY_KEYS.cdiScheduleTab).toBe('CDI_SCHEDULE_TAB');
  });

  it('shared-kit re-exports the domain with the browser pieces, one binding per name', () => {
    expect(browser.MESSAGES).toBe(domain.MESSAGES);
    expect(browser.MAX_BREADCRUMBS).toBe(50);
    expect(typeof browser.createParcel).toBe('function');
    expect(typeof browser.HttpClient).toBe('function');
  });

  it('shared-kit/tasks gives the helpers that run a bundle in steps, apart from the singleton', () => {
    expect(typeof tasks.nextTask).toBe('function');
    expect(typeof tasks.runInTasks).toBe('function');
    expect(typeof tasks.stagedParcel).toBe('function');
    expect(typeof tasks.whenIdle).toBe('function');
    expect('stagedParcel' in browser).toBe(false);
  });

  it('shared-kit/mock gives the test doubles', () => {
    expect(mock.createMockHttpClient()).toBeInstanceOf(browser.HttpClient);
    expect(mock.createMockSession('PHYSICIAN').type).toBe('PHYSICIAN');
    expect(mock.createMockRemoteProps().calls).toEqual([]);
  });
});
