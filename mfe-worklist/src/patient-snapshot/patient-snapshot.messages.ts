/**
 * Texts of the patient snapshot that the spec does not give (group names and empty texts come from shared-kit's
 * MESSAGES and CONDITION labels). `{name}` placeholders are filled with shared-kit's formatMessage.
 */
export const SNAPSHOT_TEXTS = {
  title: 'Patient Snapshot',
  patient: 'Patient',
  conditions: 'Conditions',
  fieldMrns: 'MRN(s)',
  fieldBirthDate: 'Birth Date',
  fieldRegion: 'Region',
  fieldPractitioner: 'Practitioner',
  fieldVbcProgram: 'VBC Program',
  fieldRuleFilters: 'Rule Filters',
  fieldInsurance: 'Insurance',
  lastVisit: 'Last visit',
  nextVisit: 'Next visit',
  openVisit: 'Open the {which} of {date}',
  loading: 'Loading the patient snapshot',
  notFound: 'This patient was not found.',
  loadFailed: 'The patient snapshot could not be loaded: {message}',
  retry: 'Retry',
  invalidPatient: 'The address does not name a patient.',
} as const;
