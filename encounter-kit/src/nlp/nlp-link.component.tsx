import { FileSearchOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { displayTitle, formatMessage, type Condition } from 'shared-kit/domain';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';
import { NlpDocumentViewer } from './nlp-document-viewer.component';

/**
 * The NLP link of a condition (spec 2 §2.6 "NLP annotated document viewer"): opens the viewer in a dialog. Callers
 * show it only where shared-kit showsNlpLink allows (NLP conditions, NLP insights on).
 */
export function NlpLink({ condition }: { condition: Pick<Condition, 'id' | 'encounterId' | 'title' | 'conditionStatus' | 'rules'> }) {
  const [open, setOpen] = useState(false);
  const title = displayTitle(condition);
  return (
    <>
      <Button size="small" icon={<FileSearchOutlined />} aria-label={formatMessage(KIT_VIEW_TEXTS.nlpOpen, { title })} onClick={() => setOpen(true)}>
        NLP
      </Button>
      <Modal open={open} title={`${KIT_VIEW_TEXTS.nlpViewerTitle}: ${title}`} onCancel={() => setOpen(false)} footer={null} width={900} destroyOnHidden>
        <NlpDocumentViewer conditionId={condition.id} encounterId={condition.encounterId} />
      </Modal>
    </>
  );
}
