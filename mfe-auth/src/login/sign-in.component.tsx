import { useMemo, useState } from 'react';
import { httpClient, type HttpClient, type MfaChallenge, type RemoteProps } from 'shared-kit';
import { configuredBotCheck, type BotCheck } from '../bot-check/bot-check';
import { MfaForm } from '../mfa/mfa-form.component';
import type { Credentials } from '../mfa/mfa.resource';
import { LoginForm } from './login-form.component';
import { finishSignIn } from './post-login';

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
    );
  }
  return (
    <LoginForm
      {...props}
      client={client}
      botCheck={check}
      initialUsername={lastUsername}
      onMfaRequired={(challenge, credentials) => setPending({ challenge, credentials })}
    />
  );
}
