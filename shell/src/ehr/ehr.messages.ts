import { SHELL_MESSAGES } from '../shell.messages';

/** The EHR example page's texts; the spec gives none (decisions in shell/README.md, "The EHR embed page"). */
export const EHR_MESSAGES = {
  pageTitle: 'Curate CDI encounter',
  loading: SHELL_MESSAGES.loading,
  notSignedIn: 'You are not signed in to Curate CDI.',
  signIn: 'Sign in',
  noEncounterView: SHELL_MESSAGES.noEncounterView,
  noEncounter: 'No encounter was given: open this page as /ehr/?encounter={id}.',
  loadFailed: 'The encounter could not be shown. Please reload the page.',
} as const;
