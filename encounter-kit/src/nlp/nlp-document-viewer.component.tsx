import { Card, Descriptions, Empty, Flex, Spin, Typography } from 'antd';
import { Fragment } from 'react';
import { formatIcd10Code, hasHccCode, hccLabel, MESSAGES, underscoresToSpaces, type NlpDocument } from 'shared-kit/domain';
import { useGetEncounterDetailQuery } from '../detail/encounter-detail.resource';
import { formatDate } from '../format/date-format';
import { useKitTimeZone } from '../api/kit-session.context';
import { KIT_VIEW_TEXTS } from '../kit-views.messages';
import { SECONDARY_TEXT } from '../ui.styles';
import { useGetNlpPredictionQuery } from './nlp.resource';

/** 'PROGRESS_NOTE' → 'Progress Note'. */
export const documentTypeLabel = (code: string): string =>
  underscoresToSpaces(code)
    .toLowerCase()
    .replace(/\b\w/g, (c) => c.toUpperCase());

/** The page text with the predicted text marked where it occurs (the API's highlight spans). */
export function HighlightedText({ text, spans }: { text: string; spans: NlpDocument['highlights'] }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start < at || span.end > text.length || span.end <= span.start) continue;
    if (span.start > at) parts.push({ text: text.slice(at, span.start), mark: false });
    parts.push({ text: text.slice(span.start, span.end), mark: true });
    at = span.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
      {parts.map((part, i) => (part.mark ? <mark key={i} style={{ background: '#ffe58f', padding: 0 }}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>))}
    </Typography.Paragraph>
  );
}

function DocumentCard({ document }: { document: NlpDocument }) {
  const timeZone = useKitTimeZone();
  const items = [
    { key: 'type', label: KIT_VIEW_TEXTS.nlpDocumentType, children: documentTypeLabel(document.documentTypeCode) },
    { key: 'dos', label: KIT_VIEW_TEXTS.nlpDateOfService, children: formatDate(document.documentDateOfService, timeZone) },
    ...(document.icd10Code ? [{ key: 'icd10', label: KIT_VIEW_TEXTS.nlpIcd10, children: `${formatIcd10Code(document.icd10Code)} ${document.icd10Description ?? ''}`.trim() }] : []),
    ...(hasHccCode(document.hccCode) ? [{ key: 'hcc', label: KIT_VIEW_TEXTS.nlpHcc, children: `${hccLabel(document.hccCode)} ${document.hccDescription ?? ''}`.trim() }] : []),
  ];
  return (
    <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{`${documentTypeLabel(document.documentTypeCode)} — ${formatDate(document.documentDateOfService, timeZone)}`}</h2>}>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} items={items} styles={{ label: { color: SECONDARY_TEXT } }} />
      <Typography.Text style={{ color: SECONDARY_TEXT }}>{KIT_VIEW_TEXTS.nlpEvidence}: </Typography.Text>
      <Typography.Text strong>{document.predictedText}</Typography.Text>
      <HighlightedText text={document.pageText} spans={document.highlights} />
    </Card>
  );
}

/**
 * The NLP annotated document viewer (spec 1 §2.12, spec 2 §2.6): 'Please wait' while loading, then the source
 * documents of GET /api/nlp/prediction/{conditionId}, each with its document type, date of service and page text with
 * the predicted text highlighted; 'Document not found' when the encounter, the condition (on that encounter) or the
 * documents are missing, or a call fails.
 */
export function NlpDocumentViewer({ conditionId, encounterId }: { conditionId: number | null; encounterId: number | null }) {
  const detail = useGetEncounterDetailQuery(encounterId ?? 0, { skip: encounterId === null });
  const documents = useGetNlpPredictionQuery(conditionId ?? 0, { skip: conditionId === null });
  const notFound = (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span role="alert">{MESSAGES.documentNotFound}</span>} />
  );
  if (conditionId === null || encounterId === null) return notFound;
  if (detail.isLoading || documents.isLoading || (!detail.data && !detail.error) || (!documents.data && !documents.error)) {
    return (
      <Flex justify="center" style={{ padding: 48 }} role="status">
        <Spin description={MESSAGES.pleaseWait} />
      </Flex>
    );
  }
  const condition = detail.data?.conditions.find((c) => c.id === conditionId);
  const list = documents.data ?? [];
  if (detail.error || documents.error || !condition || list.length === 0) return notFound;
  return (
    <Flex vertical gap="middle">
      {list.map((document) => (
        <DocumentCard key={document.id} document={document} />
      ))}
    </Flex>
  );
}
