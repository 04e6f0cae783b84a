import { DownOutlined } from '@ant-design/icons';
import { Alert, App, Button, Dropdown, Flex, Radio, Typography } from 'antd';
import { errorMessage } from 'encounter-kit';
import { useId } from 'react';
import {
  displayTitle,
  formatMessage,
  isEmptyResponse,
  MESSAGES,
  responseOf,
  type Condition,
  type PractitionerResponseCode,
  type TagOption,
} from 'shared-kit/domain';
import { PHYSICIAN_TEXTS } from '../physician.messages';
import { useSavePractitionerResponseMutation } from './practitioner-tags.resource';

interface Props {
  condition: Condition;
  options: readonly TagOption[];
  /** 'Mark As' dropdown (the simple curation view in smart mode) instead of radio buttons (spec 2 §2.5). */
  asDropdown: boolean;
  /** The action panel message 'Action Recommended' until a choice is made (the simple curation view). */
  actionMessage: boolean;
  /** Called after the API took a response, with the response before it (for the group counts). */
  onResponded: (previous: PractitionerResponseCode | null, next: PractitionerResponseCode) => void;
}

/**
 * A condition's practitioner response (spec 2 §2.5, §4.5): radio buttons, or a 'Mark As' dropdown; every click is
 * sent (PUT .../tags/practitioner). The chosen option shows its chosen form ('Mark as documented' becomes 'Marked as
 * documented', with the message asking to add the diagnosis to the chart).
 */
export function ResponseControl({ condition, options, asDropdown, actionMessage, onResponded }: Props) {
  const { message } = App.useApp();
  const [save, saving] = useSavePractitionerResponseMutation();
  const labelId = useId();
  const current = responseOf(condition);
  const chosen = isEmptyResponse(current) ? null : current;
  const title = displayTitle(condition);

  const choose = async (value: string) => {
    const response = value as PractitionerResponseCode;
    if (response === chosen) return;
    const result = await save({ condition, response });
    if ('error' in result) message.error(formatMessage(PHYSICIAN_TEXTS.responseFailed, { message: errorMessage(result.error) }));
    else onResponded(current, response);
  };
  const labelOf = (option: TagOption) => (option.value === chosen ? option.text : option.label);

  return (
    <Flex vertical gap="small">
      <span id={labelId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {formatMessage(PHYSICIAN_TEXTS.response, { title })}
      </span>
      {asDropdown ? (
        <Dropdown
          trigger={['click']}
          disabled={saving.isLoading}
          menu={{
            selectable: true,
            selectedKeys: chosen ? [chosen] : [],
            items: options.map((o) => ({ key: o.value, label: labelOf(o) })),
            onClick: ({ key }) => void choose(key),
          }}
        >
          <Button aria-describedby={labelId} loading={saving.isLoading}>
            {chosen ? labelOf(options.find((o) => o.value === chosen) ?? { label: chosen, text: chosen, value: chosen }) : MESSAGES.markAs} <DownOutlined />
          </Button>
        </Dropdown>
      ) : (
        <Radio.Group
          aria-labelledby={labelId}
          optionType="button"
          size="small"
          disabled={saving.isLoading}
          value={chosen}
          options={options.map((o) => ({ value: o.value, label: labelOf(o) }))}
          onChange={(e) => void choose(String(e.target.value))}
        />
      )}
      {chosen === 'ACCEPT' && <Alert type="info" showIcon title={MESSAGES.markedAsDocumentedHelp} />}
      {actionMessage && chosen === null && <Typography.Text style={{ color: '#ad4e00', fontWeight: 600 }}>{MESSAGES.actionRecommended}</Typography.Text>}
    </Flex>
  );
}
