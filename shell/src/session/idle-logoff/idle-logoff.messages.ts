/** Texts of the automatic-logoff warning (not in the spec; decisions in shell/README.md, Automatic logoff). */
export const IDLE_LOGOFF_MESSAGES = {
  title: 'Are you still there?',
  /** `{seconds}`: the seconds left, counted down. */
  body: 'For your security, you will be signed out in {seconds} seconds because you have been inactive.',
  staySignedIn: 'Stay signed in',
  signOut: 'Sign out',
} as const;
