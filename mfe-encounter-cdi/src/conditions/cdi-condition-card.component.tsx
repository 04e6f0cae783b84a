import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Radio, Typography } from 'antd';
import {
  ConditionDetails,
  ConditionTitle,
  errorMessage,
  formatDateTime,
  KIT_TEXTS,
  NoteComposer,
  NoteList,
  useChangeConditionCodeMutation,
  useConditionDraft,
  useGetConditionNotesQuery,
  useSaveCdiTagsMutation,
  type ConditionRowState,
  useKitTimeZone,
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
  const timeZone = useKitTimeZone();
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState('');
  const draft = useConditionDraft<CdiConditionFormValues>(session, encounterId, condition.id, condition.version);
  const [restored, setRestored] = useState<typeof draft.offered>(null);
  // Keyed by condition: Remove moves the card to 'Removed Conditions' at once (a new card there), and its Undo must show
  // the removal still on its way (a click then would send the version the removal is replacing: a 409).
  const [changeCode, changing] = useChangeConditionCodeMutation({ fixedCacheKey: `condition-code-${condition.id}` });
  const [saveTags] = useSaveCdiTagsMutation();
  const detailsId = useId();
  const title = displayTitle(condition);
  const open = state.expanded || editing;
  useGetConditionNotesQuery({ encounterId, conditionId: condition.id }, { skip: !state.expanded });
  const removed = condition.conditionCode === 'REMOVED';

  const onRemoveOrUndo = async () => {
    setFailure('');
    const result = await changeCode({ condition, conditionCode: removed ? 'OPEN' : 'REMOVED' });
    if (result.error) setFailure(formatMessage(CDI_TEXTS.removeFailed, { message: errorMessage(result.error) }));
  };
  const onTag = async (choice: CdiTagChoice) => {
    setFailure('');
    const result = await saveTags({ condition, cdiTags: { ...cdiTagCodes(choice), expectedDiagnosis: condition.cdiTags?.expectedDiagnosis ?? null } });
    if (result.error) setFailure(formatMessage(CDI_TEXTS.tagsFailed, { message: errorMessage(result.error) }));
  };

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
            {condition.conditionCode !== 'DISMISSED' && (
              <Button size="small" danger={!removed} loading={changing.isLoading} onClick={() => void onRemoveOrUndo()} aria-label={`${removed ? MESSAGES.undo : MESSAGES.remove} ${title}`}>
                {removed ? MESSAGES.undo : MESSAGES.remove}
              </Button>
            )}
          </Flex>
        )}
      </Flex>
      {draft.offered && !editing && holdsLock && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          title={formatMessage(KIT_TEXTS.draftFound, { dateTime: formatDateTime(draft.offered.savedAt, timeZone) })}
          action={
            <Flex gap="small">
              <Button
                size="small"
                type="primary"
                onClick={() => {
                  setRestored(draft.offered);
                  draft.accept();
                  setEditing(true);
                }}
              >
                {KIT_TEXTS.restoreDraft}
              </Button>
              <Button size="small" onClick={draft.discard}>
                {KIT_TEXTS.discardDraft}
              </Button>
            </Flex>
          }
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
              {condition.conditionStatus === 'POTENTIAL' && !removed && (
                <Flex align="center" gap="small" wrap>
                  <Typography.Text id={`${detailsId}-tag`}>{CDI_TEXTS.cdiTags}</Typography.Text>
                  <Radio.Group
                    aria-labelledby={`${detailsId}-tag`}
                    optionType="button"
                    size="small"
                    disabled={!holdsLock}
                    value={cdiTagChoice(condition.cdiTags)}
                    options={CDI_TAG_CHOICES.map((choice) => ({ value: choice, label: CDI_TAG_LABELS[choice] }))}
                    onChange={(e) => void onTag(e.target.value as CdiTagChoice)}
                  />
                </Flex>
              )}
              <div>
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
