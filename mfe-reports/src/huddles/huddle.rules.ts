import dayjs from 'dayjs';
import { DATE_FORMATS } from 'shared-kit/domain';

/** Which huddle: every appointment of the day, or one practitioner's, organization's or region's (spec 1 §2.10). */
export type HuddleScope = 'all' | 'practitioner' | 'org' | 'region';
export const HUDDLE_SCOPES: readonly HuddleScope[] = ['all', 'practitioner', 'org', 'region'];

/**
 * The huddle's start-of-day timestamp, sent as `startDt` and shown above the frame (spec 1 §2.10 "each with a
 * start-of-day timestamp"; §9 timestamp format M/D/YYYY HH:mm:ss): midnight of the chosen day, local time.
 */
export function huddleStartDt(day: dayjs.Dayjs): string {
  return day.startOf('day').format(DATE_FORMATS.timestamp);
}
