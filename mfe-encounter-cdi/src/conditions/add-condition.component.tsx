import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { DraftOffer, useConditionDraft } from 'encounter-kit';
import { useState } from 'react';
import { MESSAGES, type PropertyEntry, type Role, type SessionUser } from 'shared-kit/domain';
import { CdiConditionForm } from './cdi-condition-form.component';
import { EMPTY_FORM, type CdiConditionFormValues } from './cdi-condition-form.rules';

/** Add Condition (spec 2 §2.1, §5): the CDI condition form for a new potential condition; lock holder only. */
export function AddCondition({ encounterId, session, role, tenantProperties }: { encounterId: number; session: Readonly<SessionUser>; role: Role | null; tenantProperties: readonly PropertyEntry[] }) {
  const [open, setOpen] = useState(false);
  const draft = useConditionDraft<CdiConditionFormValues>(session, encounterId, 'new', null);
  const [restored, setRestored] = useState<typeof draft.offered>(null);
  return (
    <Card size="small" title={<h2 style={{ fontSize: 16, margin: 0 }}>{MESSAGES.addCondition}</h2>}>
      {draft.offered && !open && (
        <DraftOffer
          draft={draft.offered}
          style={{ marginBottom: 8 }}
          onRestore={() => {
            setRestored(draft.offered);
            draft.accept();
            setOpen(true);
          }}
          onDiscard={draft.discard}
        />
      )}
      {open ? (
        <CdiConditionForm
          encounterId={encounterId}
          condition={null}
          initial={EMPTY_FORM}
          restored={restored}
          role={role}
          tenantProperties={tenantProperties}
          keepDraft={draft.keep}
          onDone={() => {
            draft.discard();
            setRestored(null);
            setOpen(false);
          }}
        />
      ) : (
        <Button icon={<PlusOutlined />} onClick={() => setOpen(true)}>
          {MESSAGES.addCondition}
        </Button>
      )}
    </Card>
  );
}
