import { Alert, Flex, Select, Typography } from 'antd';
import { useId, useState } from 'react';
import { ENCOUNTER_TYPE_CODES, ENCOUNTER_TYPE_LABELS, formatMessage, type Encounter, type EncounterTypeCode } from 'shared-kit/domain';
import { errorMessage } from '../api/encounter-api';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';
import { useChangeEncounterTypeMutation } from './encounter.resource';

/**
 * The encounter type (spec 2 §4.3: TELEHEALTH, TELEPHONIC, and unknown labelled Reset): a choice for the lock holder
 * (the API refuses everyone else), the current type as text otherwise.
 */
export function EncounterTypeSelect({ encounter, holdsLock }: { encounter: Encounter; holdsLock: boolean }) {
  const [changeType, state] = useChangeEncounterTypeMutation();
  const [failure, setFailure] = useState('');
  const labelId = useId();
  const current = encounter.encounterTypeCode;
  return (
    <Flex vertical gap={4}>
      <Typography.Text id={labelId} strong>
        {KIT_VIEW_TEXTS.encounterType}
      </Typography.Text>
      {holdsLock ? (
        <Select<EncounterTypeCode>
          aria-labelledby={labelId}
          value={current ?? undefined}
          placeholder={KIT_VIEW_TEXTS.encounterTypeNone}
          loading={state.isLoading}
          style={{ width: '100%' }}
          options={ENCOUNTER_TYPE_CODES.map((code) => ({ value: code, label: ENCOUNTER_TYPE_LABELS[code] }))}
          onChange={async (typeCode) => {
            setFailure('');
            const result = await changeType({ encounterId: encounter.id, typeCode });
            if (result.error) setFailure(errorMessage(result.error));
          }}
        />
      ) : (
        <Typography.Text>{current && current !== 'UNKNOWN' ? ENCOUNTER_TYPE_LABELS[current] : KIT_VIEW_TEXTS.encounterTypeNone}</Typography.Text>
      )}
      {failure && <Alert type="error" showIcon role="alert" title={formatMessage(KIT_VIEW_TEXTS.typeFailed, { message: failure })} />}
    </Flex>
  );
}
