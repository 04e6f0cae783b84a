import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { AccountScreen } from './account-screen.component';

/**
 * The remote's one screen, the account page (`account`). `client` and `hostname` let a test or a dev harness mount
 * it over another API client and host.
 */
export function AccountRoot({ client = httpClient, hostname, ...props }: RemoteProps & { client?: HttpClient; hostname?: string }) {
  return (
    <RemoteProviders>
      {props.route.id === 'account' && props.session ? (
        <AccountScreen
          session={props.session}
          client={client}
          navigate={props.navigate}
          refreshSession={props.refreshSession}
          setUnsavedChanges={props.setUnsavedChanges}
          {...(hostname ? { hostname } : {})}
        />
      ) : null}
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <AccountRoot {...props} />;
}
