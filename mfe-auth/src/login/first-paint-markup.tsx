import { renderToStaticMarkup } from 'react-dom/server';
import { LoginForm } from './login-form.component';

/**
 * The sign-in form as static markup, written into this remote's build (`scripts/write-first-paint.tsx`, the file
 * shared-kit's FIRST_PAINT_PAGES names) and put into /login's HTML by the platform server: the browser paints the form
 * before any script has arrived. It is the form's own first render, so it looks and sits exactly as the form the remote
 * draws in its place (LoginForm takes it over, with anything typed into it meanwhile). It cannot submit: its Sign In
 * button is disabled, as the form's is while a field is empty, which also stops implicit submission by Enter.
 */
export function renderSignInFirstPaint(): string {
  // React writes the username field's autofocus into the markup: from the HTML, the caret is there before any script.
  return renderToStaticMarkup(
    <LoginForm
      route={{ id: 'login', path: '/login', params: {}, query: {} }}
      navigate={() => undefined}
      refreshSession={() => Promise.resolve(null)}
      onMfaRequired={() => undefined}
    />,
  );
}
