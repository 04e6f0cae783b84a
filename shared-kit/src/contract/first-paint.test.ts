import { firstPaintPageFor } from '../domain/first-paint.constants';
import { firstPaintElement, takeOverFirstPaint } from './first-paint';

afterEach(() => document.body.replaceChildren());

function paint(remote: string, html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.setAttribute('data-first-paint', remote);
  holder.innerHTML = html;
  document.body.appendChild(holder);
  return holder;
}

describe('first paint', () => {
  it('names /login, served by mfe-auth, and no other page', () => {
    expect(firstPaintPageFor('/login')).toEqual({ path: '/login', remote: 'mfe_auth', file: 'first-paint/login.html' });
    expect(firstPaintPageFor('/auth/home')).toBeNull();
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
});
