/**
 * The message catalogue: every user-facing text of both specs, copied exactly (including double spaces).
 * Platform texts the specs do not give are marked "(platform)" and explained in shared-kit/README.md.
 * Templates use `{name}` placeholders; fill them with formatMessage.
 */
export const MESSAGES = {
  // Spec 1 §8
  invalidLogin: 'Invalid username/password.  Please try again.',
  accountLocked:
    'Your account has reached the maximum number of failed login attempts. Please contact Client Success to unlock your account.',
  generalFailure:
    'An error has occurred and you have been logged out.  If you continue to receive this error, please notify the provider support',
  loggedOut: 'You have been logged out',
  mfaFailure: 'We do not recognize this code or your code has expired',
  mfaResent: 'Resent verification code. Please check your email.',
  demoResetSuccess: 'Successfully initiated demo data reset. The data for this demo tenant will be refreshed momentarily.',
  demoResetFailure: 'Something went wrong, please try the demo data reset again.',
  passwordResetEmailSent: 'An email has been sent with a link to reset your password.',
  registrationTokenExpired: 'Your registration token expired.',
  registrationTokenExpiredHelp: "Please contact the provider's client success team to receive a new registration token.",
  registrationError: 'Registration Error',
  documentNotFound: 'Document not found',
  pleaseWait: 'Please wait',
  noCountsToday: 'Sorry, no counts yet today',

  // Spec 2 §8 / spec 1 §2.4
  unsavedChanges: 'There are unsaved changes to one or more conditions. Continue without saving?',
  cancel: 'Cancel',
  continue: 'Continue',
  conditionTitleRequired: 'Each Entry Must Have a Title',
  encounterLockConflictTitle: 'Encounter Lock Conflict',
  encounterLockConflict:
    'Sorry, could not lock this encounter for you. Between opening the encounter and clicking the lock icon, another user has acquired a lock on this encounter.',
  copyRequiresLock: 'Current encounter must be locked for CDI to execute encounter copy.',
  notReportableReasonRequired: 'If Not Reportable, A Reason Must be Provided',
  invalidDate: 'Invalid Date',
  cdiReviewBypassed: 'CDI Review Bypassed',
  unavailable: 'Unavailable',
  cdiQaFlag: 'This encounter review is flagged for CDI QA review',
  coderQaFlag: 'This encounter review is flagged for Coder QA review',
  ok: 'OK',

  // Auto-login (spec 1 §2.2)
  hangTight: 'Hang Tight!',
  loggingYouIn: 'We are logging you in.',

  // Login, MFA (spec 1 §2.3, §5)
  username: 'Username',
  password: 'Password',
  rememberMe: 'Remember Me',
  verify: 'Verify',
  /** Spec 1 §9 mentions the 10 minutes "(message text)" without quoting it; wording ours. */
  mfaCodeSent: 'A verification code has been sent to {email}. The code expires in 10 minutes.',

  // Registration and password reset (spec 1 §2.12, §5)
  firstNameRequired: 'First Name is required.',
  lastNameRequired: 'Last Name is required.',
  passwordsMustMeetRequirements: 'Password and Password Confirmation must meet password requirements',
  newPasswordRequired: 'New password required',
  newPasswordTooShort: 'New password must be at least 7 characters long',
  passwordConfirmationMismatch: 'Password confirmation does not match',
  /** Password policy items (spec 1 §5 gives them in prose; wording ours, content exact). */
  passwordPolicyLength: 'At least 7 characters',
  passwordPolicyCharacters: 'At least one upper case letter, one lower case letter, one number and one special character',
  passwordPolicyNotGuessable: 'Not easily guessed or personal',
  passwordPolicyNoSequences: 'No 4 or more sequential or repeated characters',
  passwordPolicyNotBreached: 'Not known from a breach',
  register: 'Register',
  /** Spec 1 §2.12 "On success a page offers sign-in by username or email"; wording ours. */
  registrationComplete: 'Registration complete. You can now sign in with your username {username} or your email {email}.',
  /** Spec 1 §4 "a success toast"; wording ours. */
  passwordResetSuccess: 'Your password has been reset.',

  // (platform) auth screens and answers the spec describes without quoting (issue 4)
  passwordErrorLength: 'Password must be at least 7 characters long.',
  passwordErrorCharacters: 'Password must contain an upper case letter, a lower case letter, a number and a special character.',
  passwordErrorPersonal: 'Password must not contain your name, username or email.',
  passwordErrorSequence: 'Password must not contain 4 or more sequential or repeated characters.',
  passwordErrorBreached: 'Password is known from a data breach. Please choose another.',
  usernameTaken: 'This username is already registered.',
  resetLinkInvalid: 'This password reset link is invalid or has expired, or the email does not match.',
  mfaMailSubject: 'Your Curate CDI verification code',
  mfaMailText: 'Your verification code is {code}. It expires in 10 minutes.',
  resetMailSubject: 'Reset your Curate CDI password',
  resetMailText: 'Use this link to reset your password: {link} It expires in {hours} hours.',
  mfaEmailTitle: 'Check your email',
  mfaTotpTitle: 'Enter your authenticator code',
  mfaTotpHelp: 'Enter the 6-digit code from your authenticator app.',
  mfaSetupTitle: 'Set up your authenticator app',
  mfaSetupStep1: 'Install an authenticator app (for example Google Authenticator or Microsoft Authenticator) on your phone.',
  mfaSetupStep2: 'Scan this QR code with the app.',
  mfaSetupStep3: 'Enter the 6-digit code the app shows.',
  mfaQrAlt: 'QR code to set up your authenticator app',
  verificationCode: 'Verification Code',
  resendCode: 'Resend Code',
  backToSignIn: 'Back to Sign In',
  goToSignIn: 'Go to Sign In',
  registration: 'Registration',
  registrationIntro: 'Complete your account for {email}.',
  firstName: 'First Name',
  lastName: 'Last Name',
  confirmPassword: 'Confirm Password',
  passwordRequirements: 'Password Requirements',
  email: 'Email',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  save: 'Save',

  // Lists (spec 1 §2.6 - §2.8, §9)
  loadMoreRecords: 'Load More Records',
  loadMore: 'Load more',
  refineSearch: 'To View Additional Records, Please Refine Your Search',
  noUpcomingAppointment: 'No upcoming appointment scheduled.',
  nlpEncountersOnly: 'NLP Encounters Only',
  clearFilters: 'Clear Filters',
  all: 'All',
  searchByEncounter: 'Search By Encounter:',
  go: 'Go',
  sameDayEncounter: 'Same Day Encounter',
  todaysPatients: "Today's Patients",
  tomorrowsPatients: "Tomorrow's Patients",
  yesterdaysPatients: "Yesterday's Patients",
  patientsFrom: 'Patients from',
  patientsOn: 'Patients on',
  upcomingAppointment: 'Upcoming Appointment',
  scheduleNewAppointment: 'Schedule New Appointment',
  appointment: 'Appointment',
  startEncounter: 'Start Encounter',
  start: 'Start',
  schedule: 'Schedule',
  columnTime: 'Time',
  columnName: 'Name',
  columnDob: 'DOB',
  columnMrns: 'MRN(s)',
  columnPractitioner: 'Practitioner',
  filterPatientMrn: 'Patient MRN',
  filterFirstName: 'First Name',
  filterLastName: 'Last Name',
  filterDateOfBirth: 'Date of Birth',
  filterAppointmentDate: 'Appointment Date',
  filterPractitioner: 'Practitioner',
  lockedFor: 'Locked for {user}, {dateTime}',
  patientLocksTooltip:
    'Additional encounters for this patient have been locked. Consider curating the additional encounters in the worklist.',

  // Reports (spec 1 §2.10)
  worklistCounts: 'Worklist counts',
  dailyProductivity: 'Daily Productivity',
  reviewed: 'Reviewed',

  // Account (spec 1 §2.11)
  userRole: 'User Role',
  availableRoles: 'Available Roles',
  changeRole: 'Change Role',
  demoDataReset: 'Demo Data Reset',
  resetDemoData: 'Reset Demo Data',
  userProperties: 'User Properties',
  passwordReset: 'Password Reset',
  resetPassword: 'Reset Password',

  // Encounter detail (spec 2 §2, §4, §5)
  bannerCdiPatientReview: 'CDI Patient Review',
  bannerReadyForCdiQa: 'Ready for CDI QA',
  bannerCdiFollowUp: 'CDI follow-up requested',
  removedConditions: 'Removed Conditions',
  pastEncounterWarning: 'Please note: you are viewing a past encounter for this patient',
  futureEncounterWarning: 'Please note: you are viewing a future encounter for this patient',
  clinicalConditions: 'Clinical Conditions',
  activities: 'Activities',
  noConditions: 'No Conditions to show at this time.',
  noActivities: 'No Activities to show at this time.',
  actionRecommended: 'Action Recommended',
  markAs: 'Mark As',
  markAsDocumented: 'Mark as documented',
  markedAsDocumented: 'Marked as documented',
  /** Spec 2 §2.5 describes this message without quoting it; wording ours. */
  markedAsDocumentedHelp:
    'This diagnosis was marked as documented but has not been added to the chart. Please add it to the chart.',
  copyEncounterRequested: 'Copy encounter requested',
  /** Spec 2 §2.6 "asks the user to wait"; wording ours. */
  copyEncounterWait: 'Please wait while the encounter is copied.',
  copyEncounterConfirm:
    'WARNING! This action will copy CDI curation from the {previousDate} encounter to this {currentDate} encounter. Are you sure you want to continue?',
  copyEncounter: 'Copy Encounter',
  resetCopiedEncounter: 'Reset Copied Encounter',
  /** Spec 2 §2.6 "Reset copied encounter confirmation"; wording ours. */
  resetCopiedEncounterConfirm: 'This will reset the copied CDI curation of this encounter. Are you sure you want to continue?',
  previousEncounters: 'Previous Encounters',
  encounterNotes: 'Encounter Notes',
  encounterNotesPlaceholder: 'Encounter Notes: Only Viewable by CDI and Coder Users.',
  addNote: 'Add Note',
  addQuery: 'Add Query',
  addComment: 'Add Comment',
  addCondition: 'Add Condition',
  columnDate: 'Date',
  columnType: 'Type',
  columnReviewCode: 'Review Code',
  cancelled: 'Cancelled',
  dismissedByProvider: 'Dismissed by Provider',
  followUpOutstanding: 'CDI review requested. Click to mark Resolved',
  followUpRequest: 'Click to request CDI review and send back to CDI worklist',
  cancelEncounter: 'Cancel Encounter',
  undoEncounterCancel: 'Undo Encounter Cancel',
  contactClientSuccessManager: "Please contact the provider's client success manager.",
  codingReasonPlaceholder: 'Please provide a coding reason...',
  coderDetailsSubmitted: 'Successfully submitted coder details.',
  /** Spec 2 §5 describes this success message without quoting it; wording ours. */
  coderAutoReportable:
    'Condition marked on claim and reportable: compliant provider documentation supports coder addition of the code.',
  more: 'More',
  less: 'Less',
  cmsV28Suffix: ' [CMS v28]',
  descriptionVaries: 'Description Varies Between HCC Versions',
  remove: 'Remove',
  undo: 'Undo',
  dismiss: 'Dismiss',
  submit: 'Submit',

  // (platform) remote failure isolation
  remoteUnavailableTitle: '{remote} could not be loaded',
  remoteUnavailableDetail: 'This part of the application is unavailable right now. The rest of the application keeps working.',
  retry: 'Retry',

  // (platform) shell texts the spec describes without quoting
  feedbackPhiReminder: 'Please do not include any patient health information (PHI) in your feedback.',
  feedbackThanks: 'Thank you for your feedback.',
  adminNoticeTitle: 'You are signed in as Admin',
  adminNoticeBody: 'Please close this tab and return to the Admin application.',
  smartEmpty: 'This patient is not currently in scope.',
  footer: '© {year} Curate CDI. All rights reserved.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{name}` placeholders; a placeholder without a value is left as written, so gaps show. */
export function formatMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}
