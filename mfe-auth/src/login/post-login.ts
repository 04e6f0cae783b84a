import { type LoginUser, type RemoteProps } from 'shared-kit';
// Pure rules and texts come from shared-kit/domain, bundled here: they need no shared instance, and the
// remote then does not depend on the host's shared-kit build having the newest texts and rules.
import { postLoginTarget } from 'shared-kit/domain';

/**
 * After a completed sign-in (password or second factor): refresh the shell's session, then go to the encounter
 * of the query, the patient list for CDI roles with the CDI schedule tab, else home (spec 1 §2.3).
 */
export async function finishSignIn(user: LoginUser, props: Pick<RemoteProps, 'route' | 'navigate' | 'refreshSession'>): Promise<void> {
  await props.refreshSession();
  props.navigate(
    postLoginTarget({
      encounter: props.route.query.encounter ?? null,
      activeRole: user.type,
      tenantProperties: user.tenantProperties,
      userProperties: user.userProperties,
    }),
    { replace: true },
  );
}
