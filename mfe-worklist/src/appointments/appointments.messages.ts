/**
 * Texts of the appointments list that the spec does not give (placeholders, 'All', 'Clear Filters', the empty text
 * and the encounter search come from shared-kit's MESSAGES). `{name}` placeholders are filled with formatMessage.
 */
export const APPOINTMENT_TEXTS = {
  title: 'Appointments',
  filters: 'Filters',
  showFilters: 'Show filters',
  hideFilters: 'Hide filters',
  appointments: 'Appointments',
  columnTime: 'Time',
  columnType: 'Type',
  columnName: 'Name',
  columnDob: 'DOB',
  columnMrns: 'MRN(s)',
  columnPractitioner: 'Practitioner',
  loading: 'Loading appointments',
  loadFailed: 'The appointments could not be loaded: {message}',
  practitionersFailed: 'The practitioners could not be loaded: {message}',
} as const;
