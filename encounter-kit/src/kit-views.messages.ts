/**
 * Texts of the kit's view pieces (header, QA flag, encounter type, condition cards and accordions, query aging icon,
 * NLP viewer, schedule card) that the spec describes without quoting; the spec's own texts come from shared-kit's
 * MESSAGES. Beside kit.messages.ts so the encounter remotes' additions to the kit do not touch each other's modules.
 */
export const KIT_VIEW_TEXTS = {
  visitTime: 'Visit time',
  qaReviewer: 'Reviewer: {name}',
  encounterType: 'Encounter type',
  encounterTypeNone: 'None',
  typeFailed: 'The encounter type was not changed: {message}',
  showDetails: 'Show details of {title}',
  hideDetails: 'Hide details of {title}',
  queryOverdue: 'Query outstanding for more than {hours} hours',
  openPreviousEncounter: 'Open the encounter of {label} in a new window',
  proposedEncounter: 'This is a proposed encounter.',
  nlpViewerTitle: 'Source documents',
  nlpDocument: 'Source document',
  nlpOpen: 'View source documents of {title}',
  nlpDocumentType: 'Document type',
  nlpDateOfService: 'Date of service',
  nlpIcd10: 'ICD-10',
  nlpHcc: 'HCC',
  nlpEvidence: 'Predicted text',
} as const;
