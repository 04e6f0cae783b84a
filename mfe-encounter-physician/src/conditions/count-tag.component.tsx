import { Tag } from 'antd';
import { KIT_TEXTS, SUCCESS_TAG, useKitTimeZone, WARNING_TAG } from 'encounter-kit';
import { formatMessage, groupResponseState, type Condition } from 'shared-kit/domain';
import { PHYSICIAN_TEXTS } from '../physician.messages';

/** The group's required count or its addressed state, as a tag (the views that take responses). */
export function CountTag({ count, conditions, encounterStart }: { count: number; conditions: readonly Condition[]; encounterStart: string }) {
  const state = groupResponseState(count, conditions, encounterStart, useKitTimeZone());
  if (state === 'required') return <Tag style={WARNING_TAG}>{formatMessage(PHYSICIAN_TEXTS.requiredCount, { count })}</Tag>;
  if (state === 'addressed') return <Tag style={SUCCESS_TAG}>{KIT_TEXTS.addressed}</Tag>;
  return null;
}
