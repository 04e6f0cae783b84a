import { Alert, Button, Flex } from 'antd';
import type { CSSProperties } from 'react';
import { formatMessage } from 'shared-kit/domain';
import { useKitTimeZone } from '../api/kit-session.context';
import { formatDateTime } from '../format/date-format';
import { KIT_TEXTS } from '../kit.messages';
import type { Draft } from './condition-draft.store';

/**
 * The offer of unsaved edits kept from an earlier visit (draft recovery): 'You have unsaved changes from {dateTime} for
 * this condition.' with Restore and Discard, the time on the tenant's clock.
 */
export function DraftOffer<T>({ draft, onRestore, onDiscard, style }: { draft: Draft<T>; onRestore: () => void; onDiscard: () => void; style?: CSSProperties }) {
  const timeZone = useKitTimeZone();
  return (
    <Alert
      type="info"
      showIcon
      style={style}
      title={formatMessage(KIT_TEXTS.draftFound, { dateTime: formatDateTime(draft.savedAt, timeZone) })}
      action={
        <Flex gap="small">
          <Button size="small" type="primary" onClick={onRestore}>
            {KIT_TEXTS.restoreDraft}
          </Button>
          <Button size="small" onClick={onDiscard}>
            {KIT_TEXTS.discardDraft}
          </Button>
        </Flex>
      }
    />
  );
}
