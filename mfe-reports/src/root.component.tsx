import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { RemoteProviders } from 'shared-kit/ui';
import { AuditTrailScreen } from './audit-trail/audit-trail-screen.component';
import { ReportsScreen } from './reports-screen.component';

/**
 * The remote's screens by route id: the reports (`reports`) and the audit trail (`audit-trail`).
 * `client` lets a test or a dev harness mount the remote over another API client.
 */
export function ReportsRoot({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  return (
    <RemoteProviders>
      {props.route.id === 'audit-trail' ? (
        <AuditTrailScreen session={props.session} route={props.route} navigate={props.navigate} client={client} />
      ) : (
        <ReportsScreen session={props.session} navigate={props.navigate} client={client} />
      )}
    </RemoteProviders>
  );
}

/** The parcel's root over the platform's one API client. */
export function Root(props: RemoteProps) {
  return <ReportsRoot {...props} />;
}
