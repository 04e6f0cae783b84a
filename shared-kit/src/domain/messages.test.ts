import { formatMessage, MESSAGES } from './messages';

describe('message catalogue copies the spec texts exactly', () => {
  it('keeps the double spaces of the login errors (spec 1 §8)', () => {
    expect(MESSAGES.invalidLogin).toBe('Invalid username/password.  Please try again.');
    expect(MESSAGES.generalFailure).toBe(
      'An error has occurred and you have been logged out.  If you continue to receive this error, please notify the provider support',
    );
  });

  it('has the list, lock and encounter texts', () => {
    expect(MESSAGES.loadMoreRecords).toBe('Load More Records');
    expect(MESSAGES.refineSearch).toBe('To View Additional Records, Please Refine Your Search');
    expect(MESSAGES.noUpcomingAppointment).toBe('No upcoming appointment scheduled.');
    expect(MESSAGES.noCountsToday).toBe('Sorry, no counts yet today');
    expect(MESSAGES.mfaResent).toBe('Resent verification code. Please check your email.');
    expect(MESSAGES.conditionTitleRequired).toBe('Each Entry Must Have a Title');
    expect(MESSAGES.encounterLockConflict).toBe(
      'Sorry, could not lock this encounter for you. Between opening the encounter and clicking the lock icon, another user has acquired a lock on this encounter.',
    );
    expect(MESSAGES.notReportableReasonRequired).toBe('If Not Reportable, A Reason Must be Provided');
    expect(MESSAGES.registrationTokenExpiredHelp).toBe(
      "Please contact the provider's client success team to receive a new registration token.",
    );
    expect(MESSAGES.hangTight).toBe('Hang Tight!');
    expect(MESSAGES.loggingYouIn).toBe('We are logging you in.');
  });

  it('has the platform texts for the shell', () => {
    expect(MESSAGES.feedbackPhiReminder).toBe('Please do not include any patient health information (PHI) in your feedback.');
    expect(MESSAGES.adminNoticeTitle).toBe('You are signed in as Admin');
    expect(MESSAGES.smartEmpty).toBe('This patient is not currently in scope.');
  });

  it('has no empty text', () => {
    for (const [key, text] of Object.entries(MESSAGES)) {
      expect([key, text.trim().length > 0]).toEqual([key, true]);
    }
  });
});

describe('formatMessage', () => {
  it('fills every placeholder', () => {
    expect(formatMessage(MESSAGES.lockedFor, { user: 'cdi', dateTime: '1/2/2026 9:05 AM' })).toBe('Locked for cdi, 1/2/2026 9:05 AM');
    expect(formatMessage(MESSAGES.footer, { year: 2026 })).toBe('© 2026 Curate CDI. All rights reserved.');
  });

  it('renders the copy confirmation with both dates', () => {
    expect(formatMessage(MESSAGES.copyEncounterConfirm, { previousDate: '1/5/2026', currentDate: '2/9/2026' })).toBe(
      'WARNING! This action will copy CDI curation from the 1/5/2026 encounter to this 2/9/2026 encounter. Are you sure you want to continue?',
    );
  });

  it('leaves a placeholder without a value as written', () => {
    expect(formatMessage('Hello {name} and {other}', { name: 'Ann' })).toBe('Hello Ann and {other}');
  });
});
