import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal, Tooltip } from 'antd';
import { useState } from 'react';
import { TOOLTIP_DELAY_LONG_MS } from 'shared-kit/domain';
import { useRolePath } from '../api/kit-session.context';
import { KIT_TEXTS } from '../kit.messages';

/**
 * The print icon (spec 2 §2.1, §2.6 "Print PDF (full-screen)"): the encounter PDF (`pdfPath`, e.g.
 * /api/pdf/cdi/encounter/{id} for CDI) in a full-screen frame; the browser's PDF viewer prints it.
 */
export function PrintButton({ pdfPath }: { pdfPath: string }) {
  const [open, setOpen] = useState(false);
  const src = useRolePath(pdfPath, false);
  return (
    <>
      <Tooltip title={KIT_TEXTS.print} mouseEnterDelay={TOOLTIP_DELAY_LONG_MS / 1000}>
        <Button type="text" icon={<PrinterOutlined style={{ fontSize: 20 }} />} aria-label={KIT_TEXTS.print} onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal
        open={open}
        title={KIT_TEXTS.printTitle}
        onCancel={() => setOpen(false)}
        footer={null}
        width="100vw"
        style={{ top: 0, maxWidth: '100vw', padding: 0 }}
        styles={{ body: { height: 'calc(100vh - 64px)', padding: 0 } }}
        destroyOnHidden
      >
        <iframe title={KIT_TEXTS.printTitle} src={src} style={{ width: '100%', height: '100%', border: 0 }} />
      </Modal>
    </>
  );
}
