import { Flex, Typography } from 'antd';
import { NlpDocumentViewer, parseEncounterId } from 'encounter-kit';
import type { RemoteProps } from 'shared-kit';
import { PHYSICIAN_TEXTS } from '../physician.messages';

/**
 * The NLP source-document viewer route (spec 1 §2.12, spec 2 §2): /auth/{smart|embedded}/condition/{conditionId}/
 * encounter/{encounterId}. 'Please wait' while loading, 'Document not found' for a missing encounter, condition or
 * document, or a failed call.
 */
export function NlpDocumentScreen(props: RemoteProps) {
  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {PHYSICIAN_TEXTS.sourceDocuments}
      </Typography.Title>
      <NlpDocumentViewer conditionId={parseEncounterId(props.route.params.conditionId)} encounterId={parseEncounterId(props.route.params.encounterId)} />
    </Flex>
  );
}
