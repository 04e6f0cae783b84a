/** Business constants and limits (spec 1 §9, spec 2 §9). */

/** Viewport widths in pixels. */
export const MOBILE_MIN_WIDTH = 320;
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MIN_WIDTH = 768;
export const TABLET_MAX_WIDTH = 991;

export const ONE_HOUR_MS = 3_600_000;
export const ONE_MINUTE_MS = 60_000;

/** Coder query expiry window in hours (tenant or user property overrides). */
export const DEFAULT_CODER_QUERY_WINDOW_HOURS = 24;
/** Worklist query window (spec 1 §9): start 90 days back, end 3 hours before now (tenant properties override; worklistQueryWindow). */
export const WORKLIST_QUERY_START_DAYS = 90;
export const WORKLIST_QUERY_END_HOURS = 3;

/** The action history keeps at most 50 entries; error-reporter breadcrumbs 50. */
export const MAX_ACTION_HISTORY = 50;
export const MAX_BREADCRUMBS = 50;

/**
 * Rows per page and the number of pages a list may load (spec: "values not shown"). 50 rows fill a
 * desktop screen about twice; 10 pages (500 rows) is where refining the search serves better than
 * scrolling. Daily and appointment lists ask for PAGE_SIZE + 1 rows to detect more.
 */
export const PAGE_SIZE = 50;
export const MAX_PAGE_COUNT = 10;

/** MFA: the emailed code expires in 10 minutes; Remember Me defaults on and lasts 30 days. */
export const MFA_CODE_EXPIRY_MINUTES = 10;
export const REMEMBER_ME_DEFAULT = true;
export const REMEMBER_ME_DAYS = 30;

export const PASSWORD_MIN_LENGTH = 7;
/** Redirect to login after a password reset. */
export const RESET_REDIRECT_MS = 2500;

/** Tooltip delays: 500 ms for lock, same-day and Excel link; 1000 ms for most others. */
export const TOOLTIP_DELAY_SHORT_MS = 500;
export const TOOLTIP_DELAY_LONG_MS = 1000;

/** ICD10 search: page size 5; debounce 250 ms in the CDI form (leading call), 500 ms in the coder form. */
export const ICD10_PAGE_SIZE = 5;
export const ICD10_DEBOUNCE_CDI_MS = 250;
export const ICD10_DEBOUNCE_CODER_MS = 500;

/** Long descriptions collapse beyond 200 characters. */
export const DESCRIPTION_COLLAPSE_CHARS = 200;

/** Schedule modal minutes step; auto-scheduling rounds to the next half hour. */
export const SCHEDULE_MINUTE_STEP = 5;
export const AUTO_SCHEDULE_ROUND_MINUTES = 30;

/** Daily list row colouring: past / future beyond 30 minutes, otherwise current (spec 1 §2.6). */
export const DAILY_ROW_CURRENT_WINDOW_MINUTES = 30;

/** Fetch limits of reference lists (spec 1 §7). */
export const ORGANIZATION_FETCH_LIMIT = 999;
export const PRACTITIONER_FETCH_LIMIT = 5000;
export const PRACTITIONER_FETCH_LIMIT_SMALL = 999;

/** The audit trail (issue 14): rows per page of GET /api/audit, the most a page may ask, and the CSV export's rows. */
export const DEFAULT_AUDIT_PAGE_SIZE = 50;
export const MAX_AUDIT_PAGE_SIZE = 200;
export const MAX_AUDIT_EXPORT_ROWS = 10_000;
