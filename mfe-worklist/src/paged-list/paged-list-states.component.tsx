import { Alert, Button, Flex, Typography } from 'antd';
import { formatMessage, MESSAGES } from 'shared-kit';
import { WORKLIST_TEXTS } from '../worklist.messages';
import type { PagingState } from './paging.rules';
import { useRowsWaiting } from './list-section.component';

/** A failed load of a paged list: the list's own text with the cause, and Retry (never a blank table). */
export function LoadErrorAlert({ text, message, onRetry }: { text: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={formatMessage(text, { message })}
      action={<Button onClick={onRetry}>{WORKLIST_TEXTS.retry}</Button>}
    />
  );
}

/** Under a paged list: 'Load More Records' while more exist, the refine text at the maximum (spec 1 §9). */
export function PagingFooter({ paging, onLoadMore }: { paging: PagingState; onLoadMore: () => void }) {
  // Under the rows, once they are drawn (ListSection): drawn first under the table's empty frame, the rows pushed it away.
  if (useRowsWaiting()) return null;
  return (
    <Flex justify="center" style={{ marginTop: 12 }}>
      {paging === 'more' && <Button onClick={onLoadMore}>{MESSAGES.loadMoreRecords}</Button>}
      {paging === 'max' && <Typography.Text>{MESSAGES.refineSearch}</Typography.Text>}
    </Flex>
  );
}
