import type { ParcelLifecycles, RemoteName, RemoteProps } from 'shared-kit';
import { createMockSession } from 'shared-kit/mock';
import type { Role } from 'shared-kit/domain';
import { ehrNavigationTarget, parseEhrQuery, startEhrPage, type EhrPageDeps } from './ehr-page';

const lifecycles: ParcelLifecycles = { bootstrap: () => Promise.resolve(), mount: () => Promise.resolve(), update: () => Promise.resolve(), unmount: () => Promise.resolve() };

function setUp(options: { role?: Role | null; search?: string; loadFails?: boolean } = {}) {
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  const loaded: RemoteName[] = [];
  const mounted: Array<RemoteProps & { domElement: HTMLElement }> = [];
  const assigned: string[] = [];
  const opened: string[] = [];
  const deps: EhrPageDeps = {
    currentUser: () => (options.role === null ? Promise.reject(new Error('401')) : Promise.resolve(createMockSession(options.role ?? 'CDI'))),
    loadParcel: (name) => {
      loaded.push(name);
      return options.loadFails ? Promise.reject(new Error('unreachable')) : Promise.resolve(lifecycles);
    },
    mount: (_l, props) => {
      mounted.push(props);
      return Promise.resolve();
    },
    location: { search: options.search ?? '?encounter=42', assign: (url: string | URL) => void assigned.push(String(url)) },
    open: (url) => void opened.push(url),
  };
  return { root, deps, loaded, mounted, assigned, opened };
}

describe('the EHR example page (platform design §8)', () => {
  it.each([
    ['CDI', 'mfe_encounter_cdi'],
    ['CODER_QA_MANAGER', 'mfe_encounter_coder'],
    ['PHYSICIAN', 'mfe_encounter_physician'],
  ] as const)('mounts the encounter remote of a %s user in embedded mode with the props of §4', async (role, remote) => {
    const { root, deps, loaded, mounted } = setUp({ role, search: '?encounter=42&conditions=KNOWN,POTENTIAL' });
    await startEhrPage(root, deps);
    expect(loaded).toEqual([remote]);
    expect(mounted).toHaveLength(1);
    const props = mounted[0]!;
    expect(props.mode).toBe('embedded');
    expect(props.session?.type).toBe(role);
    expect(props.route).toEqual({
      id: 'encounter-detail',
      path: '/auth/embedded/encounter/detail/42/conditions/KNOWN%2CPOTENTIAL',
      params: { encounterId: '42', conditions: 'KNOWN,POTENTIAL' },
      query: {},
    });
    expect(props.domElement.dataset.remote).toBe(remote);
    expect(root.contains(props.domElement)).toBe(true);
  });

  it('says a signed-out visitor is not signed in and links to /login, loading nothing', async () => {
    const { root, deps, loaded } = setUp({ role: null });
    await startEhrPage(root, deps);
    expect(root.textContent).toBe('You are not signed in to Curate CDI. Sign in');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(loaded).toEqual([]);
  });

  it('gives a role with no encounter view a sentence and mounts nothing', async () => {
    const { root, deps, loaded } = setUp({ role: 'ADMIN' });
    await startEhrPage(root, deps);
    expect(root.textContent).toBe('There is no encounter view for your current role.');
    expect(loaded).toEqual([]);
  });

  it('says so when the encounter is missing or not an id', async () => {
    for (const search of ['', '?encounter=', '?encounter=abc', '?encounter=-3', '?encounter=0']) {
      const { root, deps, loaded } = setUp({ search });
      await startEhrPage(root, deps);
      expect(root.querySelector('[role="alert"]')?.textContent).toBe('No encounter was given: open this page as /ehr/?encounter={id}.');
      expect(loaded).toEqual([]);
    }
  });

  it('says so when the remote cannot be loaded', async () => {
    const { root, deps } = setUp({ loadFails: true });
    await startEhrPage(root, deps);
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('The encounter could not be shown. Please reload the page.');
  });

  it("keeps another encounter's detail on the EHR page and opens other screens in a new tab; sign-out goes to /login", async () => {
    const { root, deps, mounted, assigned, opened } = setUp();
    await startEhrPage(root, deps);
    const props = mounted[0]!;
    props.navigate('/auth/embedded/encounter/detail/43');
    props.navigate('/auth/report/audit?encounterId=42');
    props.navigate('/auth/encounter/detail/44', { newTab: true });
    props.signOut();
    expect(assigned).toEqual(['/ehr/?encounter=43', '/login']);
    expect(opened).toEqual(['/auth/report/audit?encounterId=42', '/ehr/?encounter=44']);
  });

  it('holds a page leave while the parcel reports unsaved edits', async () => {
    const { root, deps, mounted } = setUp();
    await startEhrPage(root, deps);
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    mounted[0]!.setUnsavedChanges(true);
    expect(leave()).toBe(true);
    mounted[0]!.setUnsavedChanges(false);
    expect(leave()).toBe(false);
  });
});

describe('parseEhrQuery and ehrNavigationTarget', () => {
  it('reads a positive id and optional condition groups', () => {
    expect(parseEhrQuery('?encounter=7')).toEqual({ encounterId: 7, conditions: null });
    expect(parseEhrQuery('?encounter=7&conditions=')).toEqual({ encounterId: 7, conditions: null });
    expect(parseEhrQuery('?encounter=1e3')).toBeNull();
  });

  it('maps detail paths of every mode, with their condition groups', () => {
    expect(ehrNavigationTarget('/auth/smart/encounter/detail/9/conditions/KNOWN')).toEqual({ stay: '/ehr/?encounter=9&conditions=KNOWN' });
    expect(ehrNavigationTarget('/auth/encounter/detail/9?x=1')).toEqual({ stay: '/ehr/?encounter=9' });
    expect(ehrNavigationTarget('https://evil.example/auth/encounter/detail/9')).toBeNull();
    expect(ehrNavigationTarget('//evil.example/auth/home')).toBeNull();
  });
});
