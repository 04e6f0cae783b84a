import { Alert } from 'antd';
import { formatMessage, reviewerName, type Review } from 'shared-kit/domain';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';

/**
 * A review flagged for QA (spec 2 §2.1 'This encounter review is flagged for CDI QA review', §2.3 '... for Coder QA
 * review'), with the reviewer's name when known.
 */
export function ReviewFlag({ title, review }: { title: string; review: Pick<Review, 'reviewer'> | null | undefined }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      description={review?.reviewer ? formatMessage(KIT_VIEW_TEXTS.qaReviewer, { name: reviewerName(review) }) : undefined}
    />
  );
}
