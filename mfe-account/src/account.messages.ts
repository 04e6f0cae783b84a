/**
 * Texts of this remote that the spec does not give (spec texts come from shared-kit's MESSAGES: 'User Role',
 * 'Available Roles', 'Change Role', 'Demo Data Reset', 'Reset Demo Data', 'User Properties', 'Password Reset',
 * 'Reset Password', the demo reset's success and failure texts and the password reset mail text).
 */
export const ACCOUNT_TEXTS = {
  accountTitle: 'Account',
  activeRole: 'Active role',
  roleChangeFailed: 'The role could not be changed. Please try again.',

  demoResetConfirm: "Replace this demo tenant's clinical data with fresh demo data? Everyone's changes to the demo data are lost.",
  demoResetOk: 'Reset',
  cancel: 'Cancel',

  regionFilter: 'Worklist region filter',
  organizationFilter: 'Worklist organization filter',
  noneSet: 'None (all)',
  regionAssigned: 'Your regions are assigned by your administrator.',
  save: 'Save',
  saved: 'Your user properties were saved. The worklists use them from their next load.',
  saveFailed: 'Your user properties could not be saved. Please try again.',
  listsFailed: 'The regions and organizations could not be loaded.',
  retry: 'Retry',

  passwordResetFailed: 'The password reset email could not be sent. Please try again.',

  browserPlugin: 'Browser Plugin',
  browserPluginAbout:
    'The Curate CDI browser plugin lets you open a patient’s encounters in Curate CDI from the other web applications you work in, without searching for the patient again.',
  browserPluginInstall: 'Install the Curate CDI browser plugin',
} as const;
