import { Card, Typography } from 'antd';
import { MESSAGES, type Encounter } from 'shared-kit/domain';
import { formatDateTime } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';

/** The patient's next appointment (spec 2 §2.4): its date and time, or 'No upcoming appointment scheduled.'. */
export function UpcomingAppointment({ encounter }: { encounter: Pick<Encounter, 'nextEncounter'> }) {
  const timeZone = useKitTimeZone();
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{MESSAGES.upcomingAppointment}</h2>}>
      {encounter.nextEncounter ? (
        <Typography.Text>{formatDateTime(encounter.nextEncounter.encounterStart, timeZone)}</Typography.Text>
      ) : (
        <Typography.Text italic>{MESSAGES.noUpcomingAppointment}</Typography.Text>
      )}
    </Card>
  );
}
