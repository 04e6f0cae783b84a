import { Alert } from 'antd';
import { encounterTimingWarning } from 'shared-kit/domain';
import { useKitTimeZone } from '../api/kit-session.context';

/**
 * The warning banner of spec 2 §2.4: 'Please note: you are viewing a past encounter for this patient' (or a future
 * one) when the encounter's start day is before or after today, both the tenant's days (the kit's zone, issue 17);
 * nothing on the day.
 */
export function EncounterTimingBanner({ start, now = new Date() }: { start: string; now?: Date }) {
  const warning = encounterTimingWarning(start, now, useKitTimeZone());
  if (!warning) return null;
  return <Alert type="warning" showIcon title={warning} role="status" />;
}
