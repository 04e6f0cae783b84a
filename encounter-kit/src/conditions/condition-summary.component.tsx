import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  collapsedDescription,
  displayContent,
  displayTitle,
  firstIcd10,
  formatIcd10Code,
  hasGreenCheck,
  hasHccCode,
  hccLabel,
  isLongDescription,
  isShownRule,
  MESSAGES,
  normaliseConditionContent,
  SOURCE_DISPLAY_NAMES,
  type Condition,
  type PropertyEntry,
  type SourceCode,
} from 'shared-kit/domain';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';
import { MarkdownView } from '../rich-text/rich-text.lazy';
import { SECONDARY_TEXT, WARNING_TAG } from '../ui.styles';


/** The condition's title line: green check, title (spec 2 §5 display rules), ICD-10 code, HCC label. */
export function ConditionTitle({ condition, encounterStart, headingLevel = 3 }: { condition: Condition; encounterStart: string; headingLevel?: 3 | 4 }) {
  const code = firstIcd10(condition.icd10CodeJson);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const timeZone = useKitTimeZone();
  return (
    <Flex align="center" gap="small" wrap>
      {hasGreenCheck(condition, encounterStart, timeZone) && <CheckCircleFilled role="img" aria-label={KIT_TEXTS.addressed} style={{ color: '#237804' }} />}
      <Heading style={{ fontSize: 15, margin: 0 }}>{displayTitle(condition)}</Heading>
      {code && <Tag style={{ color: '#262626', background: '#fafafa' }}>{formatIcd10Code(code)}</Tag>}
      {hasHccCode(condition.hccCode) && <Tag color="blue">{hccLabel(condition.hccCode)}</Tag>}
      {condition.conditionCode === 'DISMISSED' && <Tag style={WARNING_TAG}>{MESSAGES.dismissedByProvider}</Tag>}
    </Flex>
  );
}

/** A description collapsed beyond 200 characters with More / Less (spec 2 §5). */
export function CollapsibleDescription({ markdown }: { markdown: string }) {
  const [open, setOpen] = useState(false);
  if (!isLongDescription(markdown)) return <MarkdownView markdown={markdown} />;
  return (
    <div>
      <MarkdownView markdown={open ? markdown : collapsedDescription(markdown)} />
      <Button type="link" size="small" style={{ padding: 0 }} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {open ? MESSAGES.less : MESSAGES.more}
      </Button>
    </div>
  );
}

/**
 * The condition's details (spec 2 §4.5, §5): its content as markdown (with CMS v28 evidence where the tenant adds it),
 * the active reasons (a reason equal to the content is hidden), and its source.
 */
export function ConditionDetails({ condition, tenantProperties }: { condition: Condition; tenantProperties: readonly PropertyEntry[] }) {
  const content = displayContent(condition, tenantProperties);
  const normalisedContent = normaliseConditionContent(condition.content ?? '');
  const reasons = condition.rules.filter((r) => isShownRule(r) && normaliseConditionContent(r.reason) !== normalisedContent && r.reason.trim() !== '');
  return (
    <Flex vertical gap={4}>
      {content.trim() !== '' && <CollapsibleDescription markdown={content} />}
      {reasons.length > 0 && (
        <div>
          <Typography.Text style={{ color: SECONDARY_TEXT }}>{KIT_TEXTS.reasons}</Typography.Text>
          <ul style={{ margin: '2px 0 0', paddingLeft: 20 }}>
            {reasons.map((r) => (
              <li key={r.id ?? r.reason}>{r.reason}</li>
            ))}
          </ul>
        </div>
      )}
      {condition.source && (
        <Typography.Text style={{ color: SECONDARY_TEXT, fontSize: 12 }}>
          {KIT_TEXTS.source}: {SOURCE_DISPLAY_NAMES[condition.source as SourceCode] ?? condition.source}
        </Typography.Text>
      )}
    </Flex>
  );
}
