import { configuredBotCheck, noBotCheck, recaptchaBotCheck } from './bot-check';

afterEach(() => {
  delete window.grecaptcha;
  document.head.innerHTML = '';
});

describe('bot check', () => {
  it('is the no-op without a configured site key', async () => {
    expect(configuredBotCheck()).toBe(noBotCheck);
    await expect(noBotCheck.token('login')).resolves.toBeNull();
  });

  it('uses reCAPTCHA when the page names a site key', () => {
    document.head.innerHTML = '<meta name="recaptcha-site-key" content="site-key">';
    expect(configuredBotCheck()).not.toBe(noBotCheck);
  });

  it('answers the widget token once its script loads', async () => {
    const load = jest.fn(async () => {
      window.grecaptcha = {
        ready: (callback: () => void) => callback(),
        execute: (key: string, options: { action: string }) => Promise.resolve(`${key}:${options.action}`),
      };
      return true;
    });
    const check = recaptchaBotCheck('k1', load);
    await expect(check.token('login')).resolves.toBe('k1:login');
    await check.token('login');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('https://www.google.com/recaptcha/api.js?render=k1');
  });

  it('gives null when the script cannot load or the widget hangs, so the form submits without it', async () => {
    await expect(recaptchaBotCheck('k', async () => false).token('login')).resolves.toBeNull();
    window.grecaptcha = { ready: () => undefined, execute: () => Promise.resolve('never') };
    await expect(recaptchaBotCheck('k', async () => true, 20).token('login')).resolves.toBeNull();
  });
});
