import { expect, test } from '../support/test';
import { LoginPage } from '../pages/login.page';
import { DEMO_TOTP_SECRET, decodeQrPng, expectNoAxeViolations, MfaPage, newestMailTo, totpNow } from '../pages/auth.page';

// Issue 4: sign-in, MFA, registration and password reset against the built platform.
const LOCKOUT_TEXT =
  'Your account has reached the maximum number of failed login attempts. Please contact Client Success to unlock your account.';

test('a plain user signs in by keyboard alone; a CDI user of a tenant with the CDI schedule tab lands on the patient list', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectNoAxeViolations(page);
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type('acmecdi');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Curate#2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/auth\/patient$/);
});

test('MFA by emailed code: the expiry text, resend, a wrong code, then the code from the outbox', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('mfaemail');
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('A verification code has been sent to m***l@demo.test. The code expires in 10 minutes.')).toBeVisible();
  const mfa = new MfaPage(page);
  await expect(mfa.codeField()).toBeFocused();
  await expect(mfa.rememberMe()).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(page.getByRole('status')).toHaveText('Resent verification code. Please check your email.');

  await mfa.codeField().fill('123456');
  await expect(mfa.verifyButton()).toBeDisabled();
  await mfa.rememberMe().uncheck();
  const code = /\b(\d{7})\b/.exec((await newestMailTo('mfaemail@demo.test')).text)?.[1] ?? '';
  const wrong = code === '0000000' ? '0000001' : '0000000';
  await mfa.enterCode(wrong);
  await expect(page.getByRole('alert')).toHaveText('We do not recognize this code or your code has expired');

  await mfa.enterCode(code);
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('MFA by authenticator code; Remember Me skips MFA on that browser next time', async ({ page, browser }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('mfatotp');
  await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  const mfa = new MfaPage(page);
  await expect(mfa.rememberMe()).toBeChecked();
  await expectNoAxeViolations(page);
  await mfa.enterCode(totpNow(DEMO_TOTP_SECRET));
  await expect(page).toHaveURL(/\/auth\/home$/);

  // Signed out (session cookie gone), the same browser signs in without the second factor.
  await page.request.get('/api/sso/logout');
  await login.goto();
  await login.signIn('mfatotp');
  await expect(page).toHaveURL(/\/auth\/home$/);

  // Another browser is still asked.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    const otherLogin = new LoginPage(otherPage);
    await otherLogin.goto();
    await otherLogin.signIn('mfatotp');
    await expect(otherPage.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
  } finally {
    await other.close();
  }
});

test('first-time authenticator set-up: the QR image in 3 steps, completed with a code of its secret', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('mfaqr');
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  const qr = page.getByRole('img', { name: 'QR code to set up your authenticator app' });
  await expect(qr).toBeVisible();
  // The image really loaded (a broken one has no natural width).
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);

  const src = (await qr.getAttribute('src')) ?? '';
  const image = await page.request.get(src);
  expect(image.headers()['content-type']).toBe('image/png');
  const uri = new URL(decodeQrPng(await image.body()));
  expect(uri.protocol).toBe('otpauth:');
  const secret = uri.searchParams.get('secret') ?? '';
  await new MfaPage(page).enterCode(totpNow(secret));
  await expect(page).toHaveURL(/\/auth\/home$/);
});

test('the fifth failed sign-in locks the account with the exact lockout text', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await login.signIn('lockme', `wrong-${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('Invalid username/password.  Please try again.');
  }
  await login.signIn('lockme', 'wrong-5');
  await expect(page.getByRole('alert')).toHaveText(LOCKOUT_TEXT);
  await login.signIn('lockme');
  await expect(page.getByRole('alert')).toHaveText(LOCKOUT_TEXT);
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired registration token shows both texts', async ({ page }) => {
  await page.goto('/register/expired-registration-token');
  await expect(page.getByText('Your registration token expired.')).toBeVisible();
  await expect(page.getByText("Please contact the provider's client success team to receive a new registration token.")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe.serial('registration, then a password reset of the new account', () => {
  const NEW_PASSWORD = 'Bright#Meadow72';
  const RESET_PASSWORD = 'Quiet#River58';

  test('registration: validation texts, the server errors, then the success page', async ({ page }) => {
    await page.goto('/register/demo-registration-token');
    const first = page.getByLabel('First Name');
    await expect(first).toHaveValue('Nova');
    await expect(first).toBeFocused();
    await expect(page.getByRole('region', { name: 'Password Requirements' })).toContainText('Not known from a breach');
    await expectNoAxeViolations(page);
    const register = page.getByRole('button', { name: 'Register' });
    await expect(register).toBeDisabled();

    await first.fill('');
    await expect(page.getByText('First Name is required.')).toBeVisible();
    await first.fill('Nova');
    await page.getByLabel('Password', { exact: true }).fill('P@ssw0rd');
    await page.getByLabel('Confirm Password').fill('P@ssw0rX');
    await expect(page.getByText('Password and Password Confirmation must meet password requirements')).toBeVisible();
    await expect(register).toBeDisabled();

    await page.getByLabel('Confirm Password').fill('P@ssw0rd');
    await register.click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Registration Error');
    await expect(alert).toContainText('Password is known from a data breach. Please choose another.');

    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password').press('Enter');
    await expect(page.getByText('Registration complete. You can now sign in with your username newuser or your email newuser@demo.test.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Go to Sign In' }).click();
    const login = new LoginPage(page);
    await expect(login.heading()).toBeVisible();
    await login.signIn('newuser@demo.test', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/home$/);
  });

  test('password reset: the validation texts, then the toast and the redirect to login', async ({ page }) => {
    const signIn = await page.request.post('/api/sso/login', { data: { username: 'newuser', password: NEW_PASSWORD } });
    expect(signIn.ok()).toBe(true);
    const mailed = await page.request.get('/api/sso/reset');
    expect(await mailed.json()).toEqual({ message: 'An email has been sent with a link to reset your password.' });
    await page.request.get('/api/sso/logout');
    const link = /\/reset\/[\w-]+/.exec((await newestMailTo('newuser@demo.test')).text)?.[0] ?? '';
    expect(link).not.toBe('');

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Password Reset' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page);
    const save = page.getByRole('button', { name: 'Save' });
    await page.getByLabel('Email').fill('newuser@demo.test');
    await page.getByLabel('New Password', { exact: true }).fill('x');
    await page.getByLabel('New Password', { exact: true }).fill('');
    await page.getByLabel('New Password', { exact: true }).blur();
    await expect(page.getByText('New password required')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('abc');
    await expect(save).toHaveCount(0);
    await page.getByLabel('Confirm New Password').fill('abd');
    await save.click();
    await expect(page.getByText('New password must be at least 7 characters long')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('abcdefg');
    await page.getByLabel('Confirm New Password').fill('abcdefh');
    await save.click();
    await expect(page.getByText('Password confirmation does not match')).toBeVisible();
    // A server error (another account's email) is listed in the negative style.
    await page.getByLabel('Email').fill('cdi@demo.test');
    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(RESET_PASSWORD);
    await save.click();
    await expect(page.getByRole('alert')).toContainText('This password reset link is invalid or has expired, or the email does not match.');
    await page.getByLabel('Email').fill('newuser@demo.test');

    await page.getByLabel('New Password', { exact: true }).fill(RESET_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(RESET_PASSWORD);
    const saved = Date.now();
    await save.click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    // The redirect comes 2.5 s after the toast; a loaded CI machine may add seconds to the navigation itself.
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(2400);
    const login = new LoginPage(page);
    await login.signIn('newuser', RESET_PASSWORD);
    await expect(page).toHaveURL(/\/auth\/home$/);
  });
});
