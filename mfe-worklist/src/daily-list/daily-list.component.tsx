import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
import { ClinicalAdminDailyList } from './clinical-admin-daily-list.component';
import { dailyListDay } from './daily-list-requests';
import { PhysicianDailyList } from './physician-daily-list.component';

type Props = Pick<RemoteProps, 'session' | 'navigate' | 'route'> & {
  client?: HttpClient;
  /** This browser's copy of the saved choices; localStorage unless given (none as the server renders the home). */
  storage?: Storage | null;
};

/**
 * Home of PHYSICIAN and CLINICAL_ADMIN users (spec 1 §2.5) on `/auth/home` (today) or `/auth/home/:date`
 * (YYYY-MM-DD; a date that is not a real day shows today). Returns null for other roles.
 */
export function DailyList({ client = httpClient, session, navigate, route, storage }: Props) {
  // Today is the tenant's day, not the browser's (issue 17).
  const day = dailyListDay(session, route);
  if (session?.type === 'PHYSICIAN') return <PhysicianDailyList session={session} navigate={navigate} client={client} day={day} storage={storage} />;
  if (session?.type === 'CLINICAL_ADMIN') return <ClinicalAdminDailyList session={session} navigate={navigate} client={client} day={day} storage={storage} />;
  return null;
}
