import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the account. */
export const TOTP_ISSUER = 'Curate CDI';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

/** A new random 160-bit secret, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const PERIOD_MS = 30_000;

/**
 * The time step (RFC 6238 counter) the code belongs to, or null when it is wrong. Accepts the current step and
 * one either side, for clock drift between phone and server; callers refuse a step already used (replay).
 */
export function matchTotpStep(secretBase32: string, token: string, now: Date): number | null {
  const delta = totpFor(secretBase32, 'user').validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / PERIOD_MS) + delta;
}

/** The otpauth:// URI an authenticator app scans. */
export function totpUri(secretBase32: string, label: string): string {
  return totpFor(secretBase32, label).toString();
}

/** A PNG of the QR code of the URI (GET /api/sso/qr/{uuid}). */
export function qrPng(uri: string): Promise<Buffer> {
  return QRCode.toBuffer(uri, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
