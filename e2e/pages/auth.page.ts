import AxeBuilder from '@axe-core/playwright';
import { expect, request, test, type Page } from '@playwright/test';
import { PASSWORD } from '../support/accounts';
import jsQR from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { PNG } from 'pngjs';

/** Secret of the `mfatotp` demo user (platform design §6). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to an address, read from the demo outbox (platform design §5), which shows a tenant's mail to its
 * own signed-in users only: QA reads it as `reader`, another user of the tenant, in a browser context of its own.
 */
export async function newestMailTo(to: string, reader = 'cdi'): Promise<OutboxMail> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    expect((await api.post('/api/sso/login', { data: { username: reader, password: PASSWORD } })).ok()).toBe(true);
    const response = await api.get('/api/dev/outbox?limit=50');
    expect(response.ok()).toBe(true);
    const mail = ((await response.json()) as OutboxMail[]).find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  } finally {
    await api.dispose();
  }
}

/** The current RFC 6238 code of a base32 secret (SHA-1, 6 digits, 30 s), as an authenticator app shows it. */
export function totpNow(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** Decodes a QR PNG and answers its text (the otpauth:// URI). */
export function decodeQrPng(png: Buffer): string {
  const image = PNG.sync.read(png);
  const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!decoded) throw new Error('no QR code in the image');
  return decoded.data;
}

/** The MFA step of sign-in. */
export class MfaPage {
  constructor(private readonly page: Page) {}

  codeField() {
    return this.page.getByLabel('Verification Code');
  }

  verifyButton() {
    return this.page.getByRole('button', { name: 'Verify' });
  }

  rememberMe() {
    return this.page.getByRole('checkbox', { name: 'Remember Me' });
  }

  async enterCode(code: string): Promise<void> {
    await this.codeField().fill(code);
    await this.codeField().press('Enter');
  }
}

/** Asserts axe finds no violations (all of its default rules) on the current screen. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
