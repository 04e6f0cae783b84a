/**
 * The invisible bot check of sign-in (spec 1 §2.3) behind one interface: `token()` answers the token to send as
 * recaptchaToken, or null when no check runs or it cannot (the form then submits without it).
 */
export interface BotCheck {
  token(action: string): Promise<string | null>;
}

/** Local default: no widget, no token (the mock API does not verify one). */
export const noBotCheck: BotCheck = { token: () => Promise.resolve(null) };

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    /** Set by Google's reCAPTCHA script once it has loaded. */
    grecaptcha?: Grecaptcha;
  }
}

/** Loads a script once; resolves false when it cannot load (blocked, offline, older browser). */
export type ScriptLoader = (src: string) => Promise<boolean>;

export const loadScript: ScriptLoader = (src) =>
  new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => resolve(false);
    document.head.appendChild(script);
  });

/**
 * reCAPTCHA v3 (invisible). Any failure or a wait beyond `timeoutMs` gives null, so sign-in never hangs on it.
 */
export function recaptchaBotCheck(siteKey: string, load: ScriptLoader = loadScript, timeoutMs = 5000): BotCheck {
  let loaded: Promise<boolean> | null = null;
  const grecaptcha = (): Grecaptcha | undefined => window.grecaptcha;
  return {
    async token(action) {
      loaded ??= load(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
      const attempt = (async () => {
        if (!(await loaded)) return null;
        const api = grecaptcha();
        if (!api) return null;
        await new Promise<void>((resolve) => api.ready(resolve));
        return api.execute(siteKey, { action });
      })().catch(() => null);
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), timeoutMs));
      return Promise.race([attempt, timeout]);
    },
  };
}

/**
 * The bot check the page is configured for: a `<meta name="recaptcha-site-key" content="...">` written by the
 * serving page turns the real widget on; without one (local runs) the check is the no-op.
 */
export function configuredBotCheck(doc: Document = document): BotCheck {
  const siteKey = doc.querySelector('meta[name="recaptcha-site-key"]')?.getAttribute('content')?.trim();
  return siteKey ? recaptchaBotCheck(siteKey) : noBotCheck;
}
