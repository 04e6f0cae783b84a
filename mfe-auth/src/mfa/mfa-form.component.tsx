import { Alert, Button, Card, Checkbox, Form, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { ApiError, httpClient, type HttpClient, type LoginUser, type MfaChallenge } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { formatMessage, isValidMfaCode, MESSAGES, MFA_CODE_LENGTHS, mfaErrorMessage, REMEMBER_ME_DEFAULT } from 'shared-kit/domain';
import { CodeInput } from './code-input.component';
import { qrImageUrl, resendMfaCode, verifyMfaCode, type Credentials } from './mfa.resource';

interface Props {
  challenge: MfaChallenge;
  credentials: Credentials;
  onSignedIn: (user: LoginUser) => Promise<void>;
  onCancel: () => void;
  client?: HttpClient;
}

const CODE_FIELD = 'mfa-code';

/**
 * The second step of sign-in (spec 1 §2.3, §5): the emailed 7-digit code, the authenticator's 6-digit code, or the
 * first-time authenticator set-up in 3 steps around the QR code. Verify waits for a valid code and is off while a
 * call runs; Remember Me starts on (spec 1 §9).
 */
export function MfaForm({ challenge, credentials, onSignedIn, onCancel, client = httpClient }: Props) {
  const length = MFA_CODE_LENGTHS[challenge.mfaType];
  const settingUp = challenge.mfaType === 'QR_TOTP' && !!challenge.qrCodeUuid;
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(REMEMBER_ME_DEFAULT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const canVerify = isValidMfaCode(code, length) && !busy;

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    if (!canVerify) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const user = await verifyMfaCode(challenge, credentials, code, rememberMe, client);
      await onSignedIn(user);
    } catch (cause) {
      const status = cause instanceof ApiError ? cause.status : 0;
      setError(mfaErrorMessage(status, cause instanceof ApiError ? cause.message : null));
      setCode('');
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    setNotice(null);
    try {
      await resendMfaCode(credentials.username, client);
      setNotice(MESSAGES.mfaResent);
    } catch (cause) {
      setError(mfaErrorMessage(cause instanceof ApiError ? cause.status : 0, cause instanceof ApiError ? cause.message : null));
    }
  }

  const title = challenge.mfaType === 'EMAIL' ? MESSAGES.mfaEmailTitle : settingUp ? MESSAGES.mfaSetupTitle : MESSAGES.mfaTotpTitle;
  const codeField = (
    <Form.Item label={MESSAGES.verificationCode} htmlFor={CODE_FIELD} required>
      <CodeInput id={CODE_FIELD} length={length} value={code} onChange={setCode} />
    </Form.Item>
  );

  return (
    <Card style={{ maxWidth: 480, margin: '48px auto' }}>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <form onSubmit={(e) => void verify(e)} aria-label={title}>
        <Form layout="vertical" component={false}>
          {challenge.mfaType === 'EMAIL' && (
            <>
              <Typography.Paragraph>{formatMessage(MESSAGES.mfaCodeSent, { email: challenge.mfaEmail })}</Typography.Paragraph>
              {codeField}
            </>
          )}
          {challenge.mfaType !== 'EMAIL' && !settingUp && (
            <>
              <Typography.Paragraph>{MESSAGES.mfaTotpHelp}</Typography.Paragraph>
              {codeField}
            </>
          )}
          {settingUp && challenge.qrCodeUuid && (
            <ol style={{ paddingLeft: 20 }}>
              <li>
                <Typography.Paragraph>{MESSAGES.mfaSetupStep1}</Typography.Paragraph>
              </li>
              <li>
                <Typography.Paragraph>{MESSAGES.mfaSetupStep2}</Typography.Paragraph>
                <img src={qrImageUrl(challenge.qrCodeUuid)} alt={MESSAGES.mfaQrAlt} width={200} height={200} />
              </li>
              <li>
                <Typography.Paragraph>{MESSAGES.mfaSetupStep3}</Typography.Paragraph>
                {codeField}
              </li>
            </ol>
          )}
          <Form.Item>
            <Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)}>
              {MESSAGES.rememberMe}
            </Checkbox>
          </Form.Item>
          {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 16 }} />}
          {notice && <Alert type="success" showIcon role="status" title={notice} style={{ marginBottom: 16 }} />}
          <Button type="primary" htmlType="submit" block disabled={!canVerify} loading={busy}>
            {MESSAGES.verify}
          </Button>
          <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 12 }}>
            {/* Default buttons: antd's link colour misses the 4.5:1 contrast axe requires on white. */}
            <Button onClick={onCancel}>
              {MESSAGES.backToSignIn}
            </Button>
            {challenge.mfaType === 'EMAIL' && (
              <Button onClick={() => void resend()}>
                {MESSAGES.resendCode}
              </Button>
            )}
          </div>
        </Form>
      </form>
    </Card>
  );
}
