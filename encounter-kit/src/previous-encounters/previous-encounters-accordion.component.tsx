import { Button, Collapse, Empty } from 'antd';
import { formatMessage, MESSAGES, type PreviousEncounter } from 'shared-kit/domain';
import { KIT_TEXTS } from '../kit.messages';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';
import { SECONDARY_TEXT } from '../ui.styles';
import { previousEncounterLabel } from './previous-encounters-table.component';
import { useKitTimeZone } from '../api/kit-session.context';

/**
 * Previous Encounters as an accordion (spec 2 §2.3, §2.7): one line 'date - reason description' per earlier encounter,
 * newest first, each going to that encounter (in a new window: spec 2 §2 "previous and next encounter links open the
 * detail in a new browser window").
 */
export function PreviousEncountersAccordion({ previous, onOpen, defaultOpen = false }: { previous: readonly PreviousEncounter[]; onOpen: (row: PreviousEncounter) => void; defaultOpen?: boolean }) {
  const timeZone = useKitTimeZone();
  return (
    <Collapse
      defaultActiveKey={defaultOpen ? ['previous'] : []}
      items={[
        {
          key: 'previous',
          label: <h2 style={{ fontSize: 16, margin: 0 }}>{MESSAGES.previousEncounters}</h2>,
          children:
            previous.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: SECONDARY_TEXT }}>{KIT_TEXTS.previousNone}</span>} />
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {previous.map((row) => {
                  const label = previousEncounterLabel(row, timeZone);
                  return (
                    <li key={row.id}>
                      <Button type="link" style={{ padding: 0, color: '#0958d9' }} aria-label={formatMessage(KIT_VIEW_TEXTS.openPreviousEncounter, { label })} onClick={() => onOpen(row)}>
                        {label}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            ),
        },
      ]}
    />
  );
}
