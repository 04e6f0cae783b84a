/**
 * Texts of this remote that the spec does not give (spec texts come from shared-kit's MESSAGES and the worklist
 * constants). `{name}` placeholders are filled with shared-kit's formatMessage.
 */
export const WORKLIST_TEXTS = {
  cdiWorklistTitle: 'CDI Worklist',
  coderWorklistTitle: 'Coder Worklist',
  worklistViews: 'Worklist views',
  filters: 'Filters',

  // Filter placeholders (spec 1 §2.6); they also label the controls for screen readers.
  filterMrn: 'MRN',
  filterFirstName: 'First Name',
  filterLastName: 'Last Name',
  filterAppointmentDate: 'Appointment Date',
  filterDateOfBirth: 'Date of Birth',
  filterPractice: 'Practice',
  filterVisitType: 'Visit Type',
  filterPractitioner: 'Practitioner',
  filterRegion: 'Region',
  filterPotentialOpportunities: 'Potential Opportunities',
  filterSpecialty: 'Specialty',

  // Table
  encounters: 'Encounters',
  columnReview: 'Review',
  columnLock: 'Lock',
  columnSameDay: 'Same Day',
  columnAppointment: 'Appointment',
  columnPatient: 'Patient',
  columnMrns: 'MRN(s)',
  columnDob: 'DOB',
  columnPractitioner: 'Practitioner',
  columnVisitType: 'Visit Type',
  columnOpenHccCount: 'Open HCCs',
  reviewBadge: 'Review {label}',
  coderQueryOverdue: 'Coder query outstanding for more than {hours} hours',
  loading: 'Loading encounters',
  empty: 'No encounters match these filters.',
  loadFailed: 'The encounters could not be loaded: {message}',
  retry: 'Retry',
  referenceFailed: 'Some filter choices could not be loaded: {message}',

  // Coder encounter search
  encounterId: 'Encounter ID',
  encounterIdInvalid: 'Enter an encounter number.',
  /** The link to the coder remote's query aging view (issue 12). */
  queryAging: 'Query Aging',
} as const;
