import { httpClient, type HttpClient, type RemoteProps } from 'shared-kit';
// Newer than some deployed shells: bundled from shared-kit/domain (shared-kit README).
import { parseIsoDay, sessionTimeZone, zonedToday } from 'shared-kit/domain';
import { ClinicalAdminDailyList } from './clinical-admin-daily-list.component';
import { PhysicianDailyList } from './physician-daily-list.component';

/**
 * Home of PHYSICIAN and CLINICAL_ADMIN users (spec 1 §2.5) on `/auth/home` (today) or `/auth/home/:date`
 * (YYYY-MM-DD; a date that is not a real day shows today). Returns null for other roles.
 */
export function DailyList({ client = httpClient, ...props }: RemoteProps & { client?: HttpClient }) {
  const { session, navigate, route } = props;
  // Today is the tenant's day, not the browser's (issue 17).
  const day = parseIsoDay(route.params.date) ?? zonedToday(new Date(), sessionTimeZone(session));
  if (session?.type === 'PHYSICIAN') return <PhysicianDailyList session={session} navigate={navigate} client={client} day={day} />;
  if (session?.type === 'CLINICAL_ADMIN') return <ClinicalAdminDailyList session={session} navigate={navigate} client={client} day={day} />;
  return null;
}
