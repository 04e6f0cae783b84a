import { redactUrl } from './url-redaction.rules';

describe('redactUrl', () => {
  it.each([
    ['/api/user/registration/demo-registration-token', '/api/user/registration/[redacted]'],
    ['/api/user/registration/abc/validate', '/api/user/registration/[redacted]/validate'],
    ['/api/sso/qr/0b7c0a54-1111-4a4a-9c9c-123456789abc', '/api/sso/qr/[redacted]'],
    ['/reset/Zm9vYmFy', '/reset/[redacted]'],
    ['/register/tok?x=1', '/register/[redacted]?[redacted]'],
    ['/api/encounter/detail/42', '/api/encounter/detail/42'],
    ['/api/encounter?limit=5', '/api/encounter?[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
