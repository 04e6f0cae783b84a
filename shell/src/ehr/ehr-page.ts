import { mountRootParcel } from 'single-spa';
import { encounterRemoteForRole, fetchCurrentUser, ROUTES, type ParcelLifecycles, type RemoteName, type RemoteProps, type SessionUser } from 'shared-kit';
import { remoteLoader } from '../remotes/remote-loader';
import { EHR_MESSAGES } from './ehr.messages';

/** What the page needs from outside; the defaults are the platform's, tests give their own. */
export interface EhrPageDeps {
  currentUser: () => Promise<SessionUser>;
  loadParcel: (name: RemoteName) => Promise<ParcelLifecycles>;
  mount: (lifecycles: ParcelLifecycles, props: RemoteProps & { domElement: HTMLElement }) => Promise<unknown>;
  location: Pick<Location, 'search' | 'assign'>;
  open: (url: string) => void;
}

const defaultDeps = (): EhrPageDeps => ({
  currentUser: () => fetchCurrentUser(),
  loadParcel: (name) => remoteLoader.loadParcel(name),
  mount: (lifecycles, props) => mountRootParcel<RemoteProps & { domElement: HTMLElement }>(lifecycles, props).mountPromise,
  location: window.location,
  open: (url) => window.open(url, '_blank', 'noopener'),
});

/** `?encounter={id}&conditions={groups}` (platform design §8); null when the id is missing or not a positive integer. */
export function parseEhrQuery(search: string): { encounterId: number; conditions: string | null } | null {
  const query = new URLSearchParams(search);
  const raw = query.get('encounter') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(raw)) return null;
  const conditions = query.get('conditions');
  return { encounterId: Number(raw), conditions: conditions && conditions.length > 0 ? conditions : null };
}

/**
 * Where a parcel's navigate goes from this page: another encounter's detail stays on the EHR page; any other platform
 * path opens in a new tab (this page has no shell to show it); anything not a path of this origin goes nowhere.
 */
export function ehrNavigationTarget(to: string): { stay: string } | { newTab: string } | null {
  if (!to.startsWith('/') || to.startsWith('//')) return null;
  const match = /^\/auth\/(?:(?:smart|embedded)\/)?encounter\/detail\/(\d+)(?:\/conditions\/([^/?#]+))?$/.exec(to.split('?')[0] ?? '');
  if (!match) return { newTab: to };
  const [, encounterId, conditions] = match;
  return { stay: `/ehr/?encounter=${encounterId}${conditions ? `&conditions=${encodeURIComponent(decodeURIComponent(conditions))}` : ''}` };
}

function say(root: HTMLElement, text: string, role: 'status' | 'alert' = 'status'): HTMLParagraphElement {
  root.replaceChildren();
  const p = document.createElement('p');
  p.className = 'ehr-message';
  p.setAttribute('role', role);
  p.textContent = text;
  root.append(p);
  return p;
}

/**
 * The example EHR host page (platform design §8): no shell code, the session read from the API, the encounter remote
 * of the active role (spec 2 §1) from /remotes.json, mounted as a parcel in `embedded` mode with the props of §4.
 */
export async function startEhrPage(root: HTMLElement, deps: EhrPageDeps = defaultDeps()): Promise<void> {
  say(root, EHR_MESSAGES.loading);
  let session: SessionUser;
  try {
    session = await deps.currentUser();
  } catch {
    const p = say(root, `${EHR_MESSAGES.notSignedIn} `);
    const link = document.createElement('a');
    link.href = ROUTES.login;
    link.textContent = EHR_MESSAGES.signIn;
    p.append(link);
    return;
  }
  const remote = encounterRemoteForRole(session.type);
  if (!remote) {
    say(root, EHR_MESSAGES.noEncounterView);
    return;
  }
  const query = parseEhrQuery(deps.location.search);
  if (!query) {
    say(root, EHR_MESSAGES.noEncounter, 'alert');
    return;
  }

  let unsaved = false;
  // The parcel reports unsaved edits; with no shell guard here, the browser's own leave-page prompt holds them.
  window.addEventListener('beforeunload', (event) => {
    if (unsaved) event.preventDefault();
  });
  const params: Record<string, string> = { encounterId: String(query.encounterId) };
  if (query.conditions) params.conditions = query.conditions;
  const path = (query.conditions ? ROUTES.embeddedEncounterDetailConditions : ROUTES.embeddedEncounterDetail)
    .replace(':encounterId', params.encounterId ?? '')
    .replace(':conditions', encodeURIComponent(query.conditions ?? ''));
  const props: RemoteProps = {
    session,
    mode: 'embedded',
    route: { id: 'encounter-detail', path, params, query: {} },
    navigate: (to, options = {}) => {
      const target = ehrNavigationTarget(to);
      if (!target) return;
      if ('stay' in target && !options.newTab) deps.location.assign(target.stay);
      else deps.open('stay' in target ? target.stay : target.newTab);
    },
    setUnsavedChanges: (dirty) => {
      unsaved = dirty;
    },
    refreshSession: () => deps.currentUser().catch(() => null),
    signOut: () => deps.location.assign(ROUTES.login),
  };
  try {
    const lifecycles = await deps.loadParcel(remote);
    const host = document.createElement('div');
    host.dataset.remote = remote;
    root.replaceChildren(host);
    await deps.mount(lifecycles, { ...props, domElement: host });
  } catch {
    say(root, EHR_MESSAGES.loadFailed, 'alert');
  }
}
