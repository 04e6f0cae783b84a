import { Alert, Button, Flex, Modal, Spin } from 'antd';
import { errorMessage, formatDate, PreviousEncountersTable, useCopyEncounterMutation, useResetCopiedEncounterMutation, useKitTimeZone } from 'encounter-kit';
import { useState } from 'react';
import {
  canResetCopiedEncounter,
  copyRefusal,
  featureFlag,
  formatMessage,
  MESSAGES,
  PROPERTY_KEYS,
  type Encounter,
  type PreviousEncounter,
  type Role,
  type SessionUser,
} from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';

interface Props {
  encounter: Encounter;
  previous: readonly PreviousEncounter[];
  session: Readonly<SessionUser>;
  role: Role | null;
  holdsLock: boolean;
  onOpen: (row: PreviousEncounter) => void;
}

/**
 * Previous Encounters with encounter copy and reset (spec 2 §2.7, §4.6): 'Copy Encounter' per earlier encounter when
 * the tenant has copy-paste; a copy the rule refuses says 'Current encounter must be locked for CDI to execute
 * encounter copy.'; an allowed one asks the WARNING confirmation with both dates, then shows 'Copy encounter
 * requested' while it runs. A copied encounter offers 'Reset Copied Encounter' (confirmed) under the reset rule.
 */
export function PreviousEncountersWithCopy({ encounter, previous, session, role, holdsLock, onOpen }: Props) {
  const timeZone = useKitTimeZone();
  const [copy, copying] = useCopyEncounterMutation();
  const [reset, resetting] = useResetCopiedEncounterMutation();
  const [asking, setAsking] = useState<PreviousEncounter | null>(null);
  const [askingReset, setAskingReset] = useState(false);
  const [notice, setNotice] = useState('');
  const copyPaste = featureFlag(PROPERTY_KEYS.cdiCopyPaste, session.tenantProperties, session.userProperties);
  const copied = encounter.copiedFromId !== null || encounter.copies.length > 0;

  const onCopy = (row: PreviousEncounter) => {
    const refusal = copyRefusal({
      role,
      copyPasteEnabled: copyPaste,
      currentReviewCode: encounter.review?.reviewCode,
      previousStatus: row.status,
      previousReviewCode: row.review?.reviewCode,
      lockedByMe: holdsLock,
    });
    if (refusal) setNotice(MESSAGES.copyRequiresLock);
    else {
      setNotice('');
      setAsking(row);
    }
  };

  return (
    <Flex vertical gap="small">
      {notice && <Alert type="warning" showIcon role="alert" title={notice} />}
      {copied && holdsLock && canResetCopiedEncounter(role, encounter.review?.reviewCode) && (
        <div>
          <Button danger loading={resetting.isLoading} onClick={() => setAskingReset(true)}>
            {MESSAGES.resetCopiedEncounter}
          </Button>
        </div>
      )}
      <PreviousEncountersTable
        previous={previous}
        onOpen={onOpen}
        renderCopy={copyPaste ? (row) => <Button size="small" onClick={() => onCopy(row)} aria-label={`${MESSAGES.copyEncounter} ${formatDate(row.start, timeZone)}`}>{MESSAGES.copyEncounter}</Button> : undefined}
      />
      <Modal
        open={asking !== null && !copying.isLoading}
        title={MESSAGES.copyEncounter}
        okText={MESSAGES.copyEncounter}
        cancelText={MESSAGES.cancel}
        onCancel={() => setAsking(null)}
        onOk={async () => {
          const source = asking;
          if (!source) return;
          const result = await copy({ currentId: encounter.id, previousId: source.id });
          setAsking(null);
          if (result.error) setNotice(formatMessage(CDI_TEXTS.copyFailed, { message: errorMessage(result.error) }));
        }}
      >
        {asking && formatMessage(MESSAGES.copyEncounterConfirm, { previousDate: formatDate(asking.start, timeZone), currentDate: formatDate(encounter.start, timeZone) })}
      </Modal>
      <Modal open={copying.isLoading} title={MESSAGES.copyEncounterRequested} footer={null} closable={false} mask={{ closable: false }}>
        <Flex align="center" gap="middle">
          <Spin />
          <span>{MESSAGES.copyEncounterWait}</span>
        </Flex>
      </Modal>
      <Modal
        open={askingReset}
        title={MESSAGES.resetCopiedEncounter}
        okText={MESSAGES.resetCopiedEncounter}
        okButtonProps={{ danger: true }}
        cancelText={MESSAGES.cancel}
        onCancel={() => setAskingReset(false)}
        onOk={async () => {
          const result = await reset(encounter.id);
          setAskingReset(false);
          if (result.error) setNotice(formatMessage(CDI_TEXTS.resetFailed, { message: errorMessage(result.error) }));
        }}
      >
        {MESSAGES.resetCopiedEncounterConfirm}
      </Modal>
    </Flex>
  );
}
