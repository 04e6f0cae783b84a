import { Button, Card, Typography } from 'antd';
import type { NavigateOptions } from 'shared-kit';
import { useScheduleAction } from 'shared-kit/ui';
import { isSchedulable, scheduleActionLabel, sessionTimeZone, type Encounter, type SessionUser } from 'shared-kit/domain';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';

/**
 * The schedule action of a proposed encounter (spec 2 §2.6, §4.7), as on the lists: shared-kit's useScheduleAction
 * schedules at once on the configured tenant, or opens the schedule modal; on success the detail of the new
 * encounter opens. Nothing for an encounter that is not proposed.
 */
export function ProposedEncounterCard({
  encounter,
  session,
  navigate,
}: {
  encounter: Encounter;
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
}) {
  const schedule = useScheduleAction({ tenantProperties: session.tenantProperties, timeZone: sessionTimeZone(session), navigate });
  if (!isSchedulable(encounter)) return null;
  return (
    <Card size="small">
      <Typography.Paragraph>{KIT_VIEW_TEXTS.proposedEncounter}</Typography.Paragraph>
      <Button
        type="primary"
        loading={schedule.pendingEncounterId === encounter.id}
        onClick={() =>
          schedule.start({
            encounterId: encounter.id,
            practitioner: encounter.practitioner,
            patientName: [encounter.patient.lastName, encounter.patient.firstName].join(', '),
          })
        }
      >
        {scheduleActionLabel(session.type, session.tenantProperties)}
      </Button>
      {schedule.element}
    </Card>
  );
}
