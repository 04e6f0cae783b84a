/**
 * Texts of the daily lists that the spec does not give (the titles come from shared-kit's MESSAGES through
 * dailyListTitle). `{name}` placeholders are filled with shared-kit's formatMessage.
 */
export const DAILY_LIST_TEXTS = {
  dateNavigation: 'Day',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  today: 'Today',
  practitioner: 'Practitioner',
  allPractitioners: 'All Practitioners',
  practitionerFailed: 'The practitioners could not be loaded: {message}',
  noPractitioner: 'No practitioner is linked to your account, so there is no daily list to show. Please contact your administrator.',
  practitionerOf: 'Patients of {name}',
  patients: 'Patients',
  columnTime: 'Time',
  now: 'Now',
  timingPast: 'Earlier',
  timingCurrent: 'Now',
  timingFuture: 'Later',
  loading: 'Loading patients',
  empty: 'No patients are scheduled for this day.',
  loadFailed: 'The patients could not be loaded: {message}',
} as const;
