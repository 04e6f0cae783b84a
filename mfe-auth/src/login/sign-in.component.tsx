import { Suspense, useMemo, useState } from 'react';
import { httpClient, type HttpClient, type MfaChallenge, type RemoteProps } from 'shared-kit';
import { lazyAntdScreen } from '../antd-screen';
import { configuredBotCheck, type BotCheck } from '../bot-check/bot-check';
import type { Credentials } from '../mfa/mfa.resource';
import { LoginForm } from './login-form.component';
import { finishSignIn } from './post-login';

// The second factor's form is not on the sign-in page's load (it is needed only after the first step).
const loadMfaForm = () => import('../mfa/mfa-form.component');
const MfaForm = lazyAntdScreen(() => loadMfaForm().then((m) => m.MfaForm));

type Props = Pick<RemoteProps, 'route' | 'navigate' | 'refreshSession'> & {
  client?: HttpClient;
  botCheck?: BotCheck;
};

/** The sign-in flow (spec 1 §4): credentials, then the second factor when the answer asks for one. */
export function SignIn({ client = httpClient, botCheck, ...props }: Props) {
  const [pending, setPending] = useState<{ challenge: MfaChallenge; credentials: Credentials } | null>(null);
  const [lastUsername, setLastUsername] = useState('');
  const check = useMemo(() => botCheck ?? configuredBotCheck(), [botCheck]);
  if (pending) {
    return (
      <Suspense fallback={null}>
        <MfaForm
          challenge={pending.challenge}
          credentials={pending.credentials}
          client={client}
          onSignedIn={(user) => finishSignIn(user, props)}
          onCancel={() => {
            setLastUsername(pending.credentials.username);
            setPending(null);
          }}
        />
      </Suspense>
    );
  }
  // The second step's code (and antd's) is fetched while the sign-in call is in flight, not on the sign-in page's load.
  return (
    <div onSubmitCapture={() => void Promise.all([loadMfaForm(), import('shared-kit/ui')])}>
      <LoginForm
        {...props}
        client={client}
        botCheck={check}
        initialUsername={lastUsername}
        onMfaRequired={(challenge, credentials) => setPending({ challenge, credentials })}
      />
    </div>
  );
}
