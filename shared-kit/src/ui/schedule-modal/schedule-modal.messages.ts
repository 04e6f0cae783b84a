/**
 * Texts of the schedule modal that the spec does not quote (its own texts — 'Schedule', 'Invalid Date', 'Cancel' —
 * come from MESSAGES). `{name}` placeholders are filled with formatMessage.
 */
export const SCHEDULE_MODAL_TEXTS = {
  title: 'Schedule Appointment',
  titleFor: 'Schedule Appointment for {patient}',
  date: 'Date',
  datePlaceholder: 'm/d/yyyy',
  hour: 'Hour',
  minute: 'Minute',
  meridiem: 'AM or PM',
  practitioner: 'Practitioner',
  practitionerPlaceholder: 'Search by first or last name',
  practitionersFailed: 'The practitioners could not be loaded: {message}',
  doubleBooked: '{practitioner} already has an appointment at {time}.',
  scheduleFailed: 'The appointment could not be scheduled: {message}',
  /** Title of the notice holding the spec's 'Please contact the provider's client success manager.' */
  unavailableTitle: 'Scheduling Unavailable',
} as const;
