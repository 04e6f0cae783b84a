/**
 * Texts of the physician and clinical-admin views that the spec describes without quoting (README "Decisions"); the
 * spec's own texts come from shared-kit MESSAGES.
 */
export const PHYSICIAN_TEXTS = {
  previousEncounter: 'Previous encounter (opens a new window)',
  nextEncounter: 'Next encounter (opens a new window)',
  returnToWorklist: 'Return to worklist',
  visitTime: 'Visit time',
  reviewStatus: 'Review status: {status}',
  noReview: 'No review',
  showDetails: 'Show details of {title}',
  hideDetails: 'Hide details of {title}',
  showGroup: 'Show {title}',
  hideGroup: 'Hide {title}',
  requiredCount: '{count} required',
  response: 'Response to {title}',
  responseFailed: 'The response was not saved: {message}',
  dismissFailed: 'The condition was not changed: {message}',
  requiringResponse: 'Conditions requiring a response: {count}',
  mrn: 'MRN',
  reason: 'Reason for Visit',
  appointmentType: 'Appointment Type',
  reviewer: 'Reviewer',
  sourceDocuments: 'Source documents',
} as const;
