import { firstPaintPageFor } from '../domain/first-paint.constants';
import { ROLES } from '../domain/roles';
import { firstPaintElement, keepFirstPaint, takeOverFirstPaint } from './first-paint';

afterEach(() => document.body.replaceChildren());

function paint(remote: string, html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.setAttribute('data-first-paint', remote);
  holder.innerHTML = html;
  document.body.appendChild(holder);
  return holder;
}

describe('first paint', () => {
  it('names /login, served by mfe-auth to anyone, and the home, served by mfe-worklist to a signed-in user', () => {
    const login = firstPaintPageFor('/login');
    expect(login).toMatchObject({ path: '/login', remote: 'mfe_auth', signedIn: false });
    expect(login?.file(null)).toBe('first-paint/login.html');
    expect(firstPaintPageFor('/auth/home')).toMatchObject({ path: '/auth/home', remote: 'mfe_worklist', signedIn: true, renderer: 'first-paint/home-render.mjs' });
    expect(login?.renderer).toBeUndefined();
    for (const other of ['/', '/login/', '/auth/home/2026-11-27', '/auth/encounter', '/auth/report']) expect(firstPaintPageFor(other)).toBeNull();
  });

  it("paints the home by user type (spec 1 §2.5), and none for a type without one", () => {
    const home = firstPaintPageFor('/auth/home');
    expect(Object.fromEntries(ROLES.map((role) => [role, home?.file(role)]))).toEqual({
      ADMIN: null,
      CDI: 'first-paint/home-cdi-worklist.html',
      CDI_QA_MANAGER: 'first-paint/home-cdi-worklist.html',
      CDI_RESTRICTED: 'first-paint/home-cdi-worklist.html',
      CLINICAL_ADMIN: 'first-paint/home-clinical-admin-daily-list.html',
      CODER: 'first-paint/home-coder-worklist.html',
      CODER_QA_MANAGER: 'first-paint/home-coder-worklist.html',
      PHYSICIAN: 'first-paint/home-physician-daily-list.html',
      PATIENT_SNAPSHOT: null,
    });
    expect(home?.file(null)).toBeNull();
  });

  it("hands over the named fields' values and the focused one, and changes nothing until remove", () => {
    const holder = paint('mfe_auth', '<input name="username"><input name="password" type="password"><button>x</button>');
    const [username, password] = [...holder.querySelectorAll('input')] as [HTMLInputElement, HTMLInputElement];
    username.value = 'cdi';
    password.value = 'secret';
    password.focus();
    const handover = takeOverFirstPaint('mfe_auth');
    expect(handover.values).toEqual({ username: 'cdi', password: 'secret' });
    expect(handover.focused).toBe('password');
    expect(holder.isConnected).toBe(true);

    handover.remove();
    expect(holder.isConnected).toBe(false);
    // Unmarked, so the shell holding it does not put it back.
    expect(holder.hasAttribute('data-first-paint')).toBe(false);
  });

  it("takes only its own remote's first paint, and hands over nothing when there is none", () => {
    paint('mfe_worklist', '<input name="q" value="x">');
    expect(firstPaintElement('mfe_auth')).toBeNull();
    const handover = takeOverFirstPaint('mfe_auth');
    expect(handover).toMatchObject({ values: {}, focused: null });
    handover.remove();
    expect(document.querySelector('[data-first-paint="mfe_worklist"]')).not.toBeNull();
    expect(takeOverFirstPaint('mfe_auth', undefined)).toMatchObject({ values: {}, focused: null });
  });

  it('marks its own remote’s first paint kept past the mount, for the shell; false when there is none', () => {
    const holder = paint('mfe_worklist', '<div inert><table></table></div>');
    expect(keepFirstPaint('mfe_auth')).toBe(false);
    expect(holder.hasAttribute('data-first-paint-kept')).toBe(false);
    expect(keepFirstPaint('mfe_worklist')).toBe(true);
    expect(holder.hasAttribute('data-first-paint-kept')).toBe(true);
  });
});
