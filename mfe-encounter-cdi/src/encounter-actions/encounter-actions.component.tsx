import { Alert, Button, Flex, Select } from 'antd';
import { errorMessage, useChangeEncounterStatusMutation, useChangeEncounterTypeMutation } from 'encounter-kit';
import { useState } from 'react';
import {
  ENCOUNTER_TYPE_CODES,
  ENCOUNTER_TYPE_LABELS,
  formatMessage,
  MESSAGES,
  statusToggles,
  type Encounter,
  type EncounterTypeCode,
  type Role,
  type StatusToggleOffer,
} from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';

const toggleLabel = (offer: StatusToggleOffer): string =>
  offer.toggle === 'CANCEL' ? (offer.undo ? MESSAGES.undoEncounterCancel : MESSAGES.cancelEncounter) : offer.undo ? CDI_TEXTS.undoEncounterIgnore : CDI_TEXTS.ignoreEncounter;

/**
 * Encounter status and type (spec 2 §4.3), for the lock holder only: Cancel Encounter / Undo Encounter Cancel, Ignore
 * for the roles allowed (ignoring takes the encounter off every work list, so the user goes home), and the type
 * TELEHEALTH / TELEPHONIC / Reset.
 */
export function EncounterActions({ encounter, role, holdsLock, onIgnored }: { encounter: Encounter; role: Role | null; holdsLock: boolean; onIgnored: () => void }) {
  const [changeStatus, status] = useChangeEncounterStatusMutation();
  const [changeType, type] = useChangeEncounterTypeMutation();
  const [failure, setFailure] = useState('');
  if (!holdsLock) return null;
  const offers = statusToggles(role, encounter.status, holdsLock);
  return (
    <Flex vertical gap={4}>
      <Flex gap="small" wrap align="center" aria-label={CDI_TEXTS.encounterActions} role="group">
        {offers.map((offer) => (
          <Button
            key={offer.toggle}
            danger={!offer.undo}
            loading={status.isLoading}
            onClick={async () => {
              const result = await changeStatus({ encounterId: encounter.id, status: offer.to });
              if (result.error) setFailure(errorMessage(result.error));
              else if (offer.to === 'IGNORED') onIgnored();
            }}
          >
            {toggleLabel(offer)}
          </Button>
        ))}
        <Select<EncounterTypeCode>
          aria-label={CDI_TEXTS.encounterType}
          value={encounter.encounterTypeCode ?? undefined}
          placeholder={CDI_TEXTS.encounterType}
          loading={type.isLoading}
          style={{ minWidth: 150 }}
          options={ENCOUNTER_TYPE_CODES.map((code) => ({ value: code, label: ENCOUNTER_TYPE_LABELS[code] }))}
          onChange={async (typeCode) => {
            const result = await changeType({ encounterId: encounter.id, typeCode });
            if (result.error) setFailure(errorMessage(result.error));
          }}
        />
      </Flex>
      {failure && <Alert type="error" showIcon role="alert" title={formatMessage(CDI_TEXTS.statusFailed, { message: failure })} />}
    </Flex>
  );
}
