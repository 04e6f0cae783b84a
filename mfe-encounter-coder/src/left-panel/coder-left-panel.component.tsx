import { Card, Descriptions, Flex, Tag } from 'antd';
import { EncounterTypeSelect, PatientPanel, SECONDARY_TEXT, SUCCESS_TAG } from 'encounter-kit';
import { REVIEW_CODE_LABELS, reviewerName, reviewQueryStatusLabel, showsReviewer, type Encounter, type PropertyEntry } from 'shared-kit/domain';
import { CODER_TEXTS } from '../coder.messages';

/** The green border of the coder's left panels (spec 2 §2.3). */
export const CODER_PANEL_BORDER = '2px solid #389e0d';

/**
 * The coder's left panels (spec 2 §2.3), inside the green border: the coder review status (the banner), the
 * encounter and patient information (the shared patient panel of spec 2 §2.2), the encounter type (a choice for the
 * lock holder) and the review information.
 */
export function CoderLeftPanel({ encounter, tenantProperties, holdsLock }: { encounter: Encounter; tenantProperties: readonly PropertyEntry[]; holdsLock: boolean }) {
  const review = encounter.review;
  const status = review ? REVIEW_CODE_LABELS[review.reviewCode] : CODER_TEXTS.reviewQueryNone;
  const query = reviewQueryStatusLabel(review?.queryStatusCode, 'CODER');
  return (
    <Flex vertical gap="middle" style={{ border: CODER_PANEL_BORDER, borderRadius: 8, padding: 8 }}>
      <PatientPanel
        encounter={encounter}
        tenantProperties={tenantProperties}
        banner={
          <Tag style={{ ...SUCCESS_TAG, fontSize: 13, padding: '2px 8px' }}>
            {status}
          </Tag>
        }
      />
      <Card size="small">
        <EncounterTypeSelect encounter={encounter} holdsLock={holdsLock} />
      </Card>
      <Card size="small" title={<h2 style={{ fontSize: 14, margin: 0 }}>{CODER_TEXTS.reviewInfo}</h2>}>
        <Descriptions
          size="small"
          column={1}
          styles={{ label: { color: SECONDARY_TEXT } }}
          items={[
            { key: 'code', label: CODER_TEXTS.reviewCode, children: status },
            { key: 'query', label: CODER_TEXTS.reviewQuery, children: query ? <span style={{ color: review?.queryStatusCode === 'REVIEW_QUERY_OUTSTANDING' ? '#cf1322' : undefined }}>{query}</span> : CODER_TEXTS.reviewQueryNone },
            ...(showsReviewer(tenantProperties) ? [{ key: 'reviewer', label: CODER_TEXTS.reviewer, children: reviewerName(review) }] : []),
          ]}
        />
      </Card>
    </Flex>
  );
}
