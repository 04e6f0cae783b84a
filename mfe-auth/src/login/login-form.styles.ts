import { PLATFORM_TOKENS as T } from 'shared-kit';

/** Class names of the sign-in form (plain elements, no antd: login-form.component.tsx). */
export const LOGIN_FORM_CLASSES = {
  card: 'mfe-auth-login',
  title: 'mfe-auth-login-title',
  field: 'mfe-auth-login-field',
  label: 'mfe-auth-login-label',
  required: 'mfe-auth-login-required',
  input: 'mfe-auth-login-input',
  passwordBox: 'mfe-auth-login-password',
  reveal: 'mfe-auth-login-reveal',
  error: 'mfe-auth-login-error',
  submit: 'mfe-auth-login-submit',
} as const;

const C = LOGIN_FORM_CLASSES;

/**
 * The form's look, in the platform's tokens and antd's proportions (the MFA step that follows is antd): a card, labels
 * over 32 px fields, a full-width primary button. Rendered once with the form (React hoists nothing; it is a few
 * hundred bytes).
 */
export const LOGIN_FORM_CSS = `
.${C.card} { box-sizing: border-box; max-width: 420px; margin: 48px auto; padding: 24px; background: #fff; border: 1px solid #f0f0f0; border-radius: 8px; font-family: ${T.fontFamily}; font-size: ${T.fontSize}px; color: ${T.colorText}; }
.${C.title} { font-size: 24px; font-weight: 600; line-height: 1.35; margin: 0 0 24px; }
.${C.field} { margin-bottom: 24px; }
.${C.label} { display: block; padding-bottom: 8px; line-height: 22px; }
.${C.required}::before { content: '*'; color: #ff4d4f; margin-inline-end: 4px; font-family: SimSun, sans-serif; }
.${C.input} { box-sizing: border-box; width: 100%; height: 32px; padding: 4px 11px; font: inherit; color: inherit; background: #fff; border: 1px solid ${T.colorBorder}; border-radius: ${T.borderRadius}px; outline: none; transition: border-color 0.2s, box-shadow 0.2s; }
.${C.input}:hover { border-color: ${T.colorPrimaryHover}; }
.${C.input}:focus { border-color: ${T.colorPrimary}; box-shadow: 0 0 0 2px rgba(31, 95, 168, 0.15); }
.${C.passwordBox} { position: relative; }
.${C.passwordBox} .${C.input} { padding-right: 36px; }
.${C.reveal} { position: absolute; top: 0; right: 0; width: 32px; height: 32px; display: inline-flex; align-items: center; justify-content: center; padding: 0; color: ${T.colorTextSecondary}; background: none; border: 0; border-radius: ${T.borderRadius}px; cursor: pointer; }
.${C.reveal}:focus-visible, .${C.submit}:focus-visible { outline: 2px solid ${T.colorPrimary}; outline-offset: 1px; }
.${C.error} { margin-bottom: 16px; padding: 8px 12px; color: ${T.colorText}; background: #fff2f0; border: 1px solid #ffccc7; border-radius: 8px; white-space: pre-wrap; }
.${C.submit} { width: 100%; height: 32px; padding: 4px 15px; font: inherit; color: #fff; background: ${T.colorPrimary}; border: 0; border-radius: ${T.borderRadius}px; cursor: pointer; }
.${C.submit}:hover:not(:disabled) { background: ${T.colorPrimaryHover}; }
.${C.submit}:disabled { color: rgba(0, 0, 0, 0.25); background: rgba(0, 0, 0, 0.04); border: 1px solid ${T.colorBorder}; cursor: not-allowed; }
.${C.submit}[aria-busy='true'] { opacity: 0.65; }
`;
