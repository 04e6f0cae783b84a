import { Button, Modal } from 'antd';
import { MESSAGES } from 'shared-kit';
import { ShellAntd } from '../shell-antd.component';

/** The unsaved-changes question (spec 1 §2.4); loaded lazily by UnsavedChangesGuard. */
export function UnsavedChangesPrompt({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <ShellAntd>
      <Modal
        open={open}
        title={null}
        closable={false}
        destroyOnHidden
        mask={{ closable: false }}
        onCancel={onStay}
        aria-label={MESSAGES.unsavedChanges}
        footer={[
          <Button key="cancel" onClick={onStay}>
            {MESSAGES.cancel}
          </Button>,
          <Button key="continue" type="primary" onClick={onLeave}>
            {MESSAGES.continue}
          </Button>,
        ]}
      >
        <p>{MESSAGES.unsavedChanges}</p>
      </Modal>
    </ShellAntd>
  );
}
