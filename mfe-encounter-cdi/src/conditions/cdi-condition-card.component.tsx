import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Radio, Typography } from 'antd';
import {
  ConditionDetails,
  ConditionTitle,
  DraftOffer,
  errorMessage,
  KIT_TEXTS,
  NoteComposer,
  NoteList,
  useChangeConditionCodeMutation,
  useConditionDraft,
  useGetConditionNotesQuery,
  useSaveCdiTagsMutation,
  type ConditionRowState,
} from 'encounter-kit';
import { memo, useId, useState } from 'react';
import {
  CDI_TAG_CHOICES,
  CDI_TAG_LABELS,
  cdiTagChoice,
  cdiTagCodes,
  displayTitle,
  formatMessage,
  MESSAGES,
  type CdiTagChoice,
  type Condition,
  type PropertyEntry,
  type Role,
  type SessionUser,
} from 'shared-kit/domain';
import { CDI_TEXTS } from '../cdi.messages';
import { CdiConditionForm } from './cdi-condition-form.component';
import { formValuesOf, type CdiConditionFormValues } from './cdi-condition-form.rules';

interface Props {
  condition: Condition;
  encounterId: number;
  encounterStart: string;
  session: Readonly<SessionUser>;
  role: Role | null;
  tenantProperties: readonly PropertyEntry[];
  holdsLock: boolean;
  state: ConditionRowState;
}

/**
 * One condition of the CDI view (spec 2 §4.5): its title line (opens and closes its details), Edit and Remove / Undo
 * for the lock holder, and when open its content, reasons, CDI tag (Net New / Known Potential / Neither, on potential
 * conditions) and comments ('Add Comment'). Unsaved edits of an earlier visit are offered back (draft recovery).
 */
export const CdiConditionCard = memo(function CdiConditionCard({ condition, encounterId, encounterStart, session, role, tenantProperties, holdsLock, state }: Props) {
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState('');
  const draft = useConditionDraft<CdiConditionFormValues>(session, encounterId, condition.id, condition.version);
  const [restored, setRestored] = useState<typeof draft.offered>(null);
  const detailsId = useId();
  const title = displayTitle(condition);
  const open = state.expanded || editing;
  const removed = condition.conditionCode === 'REMOVED';

  return (
    <Card size="small" styles={{ body: { padding: 12 } }}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Button
          type="text"
          style={{ height: 'auto', padding: 0, textAlign: 'left', whiteSpace: 'normal' }}
          aria-expanded={open}
          aria-controls={detailsId}
          icon={open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
          onClick={state.toggle}
        >
          <ConditionTitle condition={condition} encounterStart={encounterStart} />
        </Button>
        {holdsLock && !editing && (
          <Flex gap="small">
            {!removed && condition.conditionCode !== 'DISMISSED' && (
              <Button size="small" onClick={() => setEditing(true)} aria-label={`${CDI_TEXTS.edit} ${title}`}>
                {CDI_TEXTS.edit}
              </Button>
            )}
            {condition.conditionCode !== 'DISMISSED' && <RemoveOrUndoButton condition={condition} title={title} onFailure={setFailure} />}
          </Flex>
        )}
      </Flex>
      {draft.offered && !editing && holdsLock && (
        <DraftOffer
          draft={draft.offered}
          style={{ marginTop: 8 }}
          onRestore={() => {
            setRestored(draft.offered);
            draft.accept();
            setEditing(true);
          }}
          onDiscard={draft.discard}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: 8 }} />}
      {open && (
        <div id={detailsId} style={{ marginTop: 8 }}>
          {editing ? (
            <CdiConditionForm
              encounterId={encounterId}
              condition={condition}
              initial={formValuesOf(condition)}
              restored={restored}
              role={role}
              tenantProperties={tenantProperties}
              keepDraft={draft.keep}
              onDone={() => {
                draft.discard();
                setRestored(null);
                setEditing(false);
              }}
            />
          ) : (
            <Flex vertical gap="small">
              <ConditionDetails condition={condition} tenantProperties={tenantProperties} />
              {condition.conditionStatus === 'POTENTIAL' && !removed && <CdiTagPicker condition={condition} labelId={`${detailsId}-tag`} disabled={!holdsLock} onFailure={setFailure} />}
              <div>
                {state.expanded && <ConditionNotesSubscription encounterId={encounterId} conditionId={condition.id} />}
                <Typography.Text strong>{KIT_TEXTS.conditionNotes}</Typography.Text>
                <NoteList notes={condition.notes} />
                {holdsLock && (
                  <NoteComposer
                    encounterId={encounterId}
                    conditionId={condition.id}
                    label={`${KIT_TEXTS.writeComment}: ${title}`}
                    actions={[{ label: MESSAGES.addComment, reason: 'OPEN' }]}
                  />
                )}
              </div>
            </Flex>
          )}
        </div>
      )}
    </Card>
  );
});

// The parts below hold the card's API hooks. Only the cards that show them pay for them: a list of 150 collapsed cards
// rendered 450 RTK Query subscriptions it did not use (issue 11, the detail painted within 1 s).

/**
 * Remove / Undo of the lock holder. Keyed by condition: Remove moves the card to 'Removed Conditions' at once (a new
 * card there), and its Undo must show the removal still on its way (a click then would send the version the removal
 * is replacing: a 409).
 */
function RemoveOrUndoButton({ condition, title, onFailure }: { condition: Condition; title: string; onFailure: (message: string) => void }) {
  const [changeCode, changing] = useChangeConditionCodeMutation({ fixedCacheKey: `condition-code-${condition.id}` });
  const removed = condition.conditionCode === 'REMOVED';
  const onClick = async () => {
    onFailure('');
    const result = await changeCode({ condition, conditionCode: removed ? 'OPEN' : 'REMOVED' });
    if (result.error) onFailure(formatMessage(CDI_TEXTS.removeFailed, { message: errorMessage(result.error) }));
  };
  return (
    <Button size="small" danger={!removed} loading={changing.isLoading} onClick={() => void onClick()} aria-label={`${removed ? MESSAGES.undo : MESSAGES.remove} ${title}`}>
      {removed ? MESSAGES.undo : MESSAGES.remove}
    </Button>
  );
}

/** The CDI tag of a potential condition: Net New / Known Potential / Neither, saved on every choice. */
function CdiTagPicker({ condition, labelId, disabled, onFailure }: { condition: Condition; labelId: string; disabled: boolean; onFailure: (message: string) => void }) {
  const [saveTags] = useSaveCdiTagsMutation();
  const onTag = async (choice: CdiTagChoice) => {
    onFailure('');
    const result = await saveTags({ condition, cdiTags: { ...cdiTagCodes(choice), expectedDiagnosis: condition.cdiTags?.expectedDiagnosis ?? null } });
    if (result.error) onFailure(formatMessage(CDI_TEXTS.tagsFailed, { message: errorMessage(result.error) }));
  };
  return (
    <Flex align="center" gap="small" wrap>
      <Typography.Text id={labelId}>{CDI_TEXTS.cdiTags}</Typography.Text>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        size="small"
        disabled={disabled}
        value={cdiTagChoice(condition.cdiTags)}
        options={CDI_TAG_CHOICES.map((choice) => ({ value: choice, label: CDI_TAG_LABELS[choice] }))}
        onChange={(e) => void onTag(e.target.value as CdiTagChoice)}
      />
    </Flex>
  );
}

/** Keeps an open card's comments fresh (the detail's copy may be older): rendered while the card is expanded. */
function ConditionNotesSubscription({ encounterId, conditionId }: { encounterId: number; conditionId: number }) {
  useGetConditionNotesQuery({ encounterId, conditionId });
  return null;
}
