import { remoteToPreload } from './route-preload';
import { shellRoutes } from './shell-routes';

const routes = shellRoutes();
const guess = (path: string, role: Parameters<typeof remoteToPreload>[2]) => remoteToPreload(routes, path, role);

describe('the remote fetched alongside the session check', () => {
  it('/login fetches the auth remote when no one is signed in, and nothing when the hint says someone is', () => {
    expect(guess('/login', null)).toBe('mfe_auth');
    expect(guess('/login', 'CDI')).toBeNull();
    expect(guess('/register/abc', null)).toBe('mfe_auth');
  });

  it("a signed-in page fetches the remote its route shows for the hinted role", () => {
    expect(guess('/auth/home', 'CDI')).toBe('mfe_worklist');
    expect(guess('/auth/appointment', 'CODER')).toBe('mfe_worklist');
    expect(guess('/auth/encounter/detail/42', 'CODER')).toBe('mfe_encounter_coder');
    expect(guess('/auth/encounter/detail/42', 'PHYSICIAN')).toBe('mfe_encounter_physician');
    expect(guess('/auth/report', 'CDI')).toBe('mfe_reports');
  });

  it('fetches nothing where the page is no remote or the route needs a session the hint does not show', () => {
    expect(guess('/auth/home', 'ADMIN')).toBeNull();
    expect(guess('/auth/encounter/detail/42', 'ADMIN')).toBeNull();
    expect(guess('/auth/version', 'CDI')).toBeNull();
    expect(guess('/auth/home', null)).toBeNull();
    expect(guess('/no/such/page', null)).toBeNull();
  });
});
