import { formatMessage, MESSAGES } from 'shared-kit';

/**
 * The shell's texts: spec texts from shared-kit's MESSAGES catalogue, plus shell texts the spec does
 * not give (decisions in shell/README.md), kept here until the lead moves them into the catalogue.
 */
export const SHELL_MESSAGES = {
  // Spec texts (spec 1 §2.2, §2.4, §2.5, §2.12; spec 2 §2).
  feedbackPhiReminder: MESSAGES.feedbackPhiReminder,
  feedbackThanks: MESSAGES.feedbackThanks,
  adminNoticeTitle: MESSAGES.adminNoticeTitle,
  adminNoticeBody: MESSAGES.adminNoticeBody,
  smartEmpty: MESSAGES.smartEmpty,
  footer: MESSAGES.footer,
  hangTight: MESSAGES.hangTight,
  loggingYouIn: MESSAGES.loggingYouIn,
  // Shell texts the spec does not give (decisions in shell/README.md).
  productName: 'Curate CDI',
  // The page's heading when there is no header (embedded mode), the same as the /ehr/ page's (src/ehr/ehr.html).
  embeddedHeading: 'Curate CDI encounter',
  // What the error panel calls a shell screen that failed ('This screen could not be loaded'; a remote's names the remote).
  shellScreen: 'This screen',
  mainNavigation: 'Main navigation',
  account: 'Account',
  version: 'Version',
  logout: 'Logout',
  feedback: 'Feedback',
  feedbackComment: 'Comment',
  feedbackSubmit: 'Submit',
  feedbackFailed: 'Your feedback could not be sent. Please try again.',
  loading: 'Loading',
  close: 'Close',
  noEncounterView: 'There is no encounter view for your current role.',
  versionTitle: 'Version',
  versionUnavailable: 'unavailable',
  versionName: 'Name',
  versionProjectVersion: 'Project Version',
  versionEnvironmentVersion: 'Environment Version',
  versionBuildNumber: 'Build Number',
  versionDate: 'Date',
  versionHost: 'Host',
} as const;

/** Fills `{name}` placeholders (shared-kit's helper). */
export const fillMessage = formatMessage;
