import type { PropertyEntry } from './session';

/**
 * Tenant and user property keys (spec 1 §3, spec 2 §6). The spec names the features, not the keys;
 * the keys are ours. Values are text; flags are 'true' / 'false'. Defaults are in PROPERTY_DEFAULTS.
 */
export const PROPERTY_KEYS = {
  // Tenant properties
  cdiScheduleTab: 'CDI_SCHEDULE_TAB',
  providerScheduleTab: 'PROVIDER_SCHEDULE_TAB',
  providerTab: 'PROVIDER_TAB',
  riskAdjustmentEligible: 'RISK_ADJUSTMENT_ELIGIBLE',
  cdiCopyPaste: 'CDI_COPY_PASTE',
  ruleFilter: 'RULE_FILTER',
  riskCategoryVersion: 'RISK_CATEGORY_VERSION',
  /** '1' shows conditions flat; any other value groups by HCC. */
  conditionDisplayVersion: 'CONDITION_DISPLAY_VERSION',
  nlpInsights: 'NLP_INSIGHTS',
  nlpLinks: 'NLP_LINKS',
  /** Comma list of KNOWN, POTENTIAL, ACTIVITY overriding the role's group order. */
  displayGroups: 'DISPLAY_GROUPS',
  /** 'none' disables grouping. */
  grouping: 'GROUPING',
  clinicalAdminDismiss: 'CLINICAL_ADMIN_DISMISS',
  expectedDiagnosis: 'EXPECTED_DIAGNOSIS',
  /** JSON. */
  practitionerTags: 'PRACTITIONER_TAGS',
  /** JSON. */
  practitionerTagValues: 'PRACTITIONER_TAG_VALUES',
  payer: 'PAYER',
  coderQueryWindowHours: 'CODER_QUERY_WINDOW_HOURS',
  valueBasedCareDisplay: 'VALUE_BASED_CARE_DISPLAY',
  coderQueryStartDays: 'CODER_QUERY_START_DAYS',
  coderQueryEndHours: 'CODER_QUERY_END_HOURS',
  timezone: 'TIMEZONE',
  knownDismiss: 'KNOWN_DISMISS',
  offshoreFilter: 'OFFSHORE_FILTER',
  cmsV28Evidence: 'CMS_V28_EVIDENCE',
  /** Physician / clinical-admin display variant: '1', '2' or '3' (spec 2 §1). */
  physicianDisplayVariant: 'PHYSICIAN_DISPLAY_VARIANT',
  /**
   * Id of the practitioner that proposed encounters without one are scheduled with at once, at the next half hour
   * (spec 1 §2.7, spec 2 §4.7 "a certain configured tenant"). Set: the tenant auto-schedules; absent: the modal opens.
   */
  autoSchedulePractitionerId: 'AUTO_SCHEDULE_PRACTITIONER_ID',
  /**
   * The install link of the browser plugin (spec 1 §2.11 "a browser-plugin section for one specific tenant"): an https
   * URL; set, the account page shows the plugin section; absent, it does not.
   */
  browserPluginUrl: 'BROWSER_PLUGIN_URL',
  // User-only properties
  /** Comma list of organization ids. */
  userPatientOrgFilter: 'USER_PATIENT_ORG_FILTER',
  /** Comma list of region names. */
  userRegionFilter: 'USER_REGION_FILTER',
  userOffshoreFilter: 'USER_OFFSHORE_FILTER',
  userCoderQueryHours: 'USER_CODER_QUERY_HOURS',
} as const;

export type PropertyName = keyof typeof PROPERTY_KEYS;
export type PropertyKey = (typeof PROPERTY_KEYS)[PropertyName];

/** Defaults when a property is absent. Keys not listed default to absent (feature off, no value). */
export const PROPERTY_DEFAULTS: Readonly<Partial<Record<PropertyKey, string>>> = {
  RULE_FILTER: 'true',
  RISK_CATEGORY_VERSION: 'true',
  EXPECTED_DIAGNOSIS: 'true',
  CODER_QUERY_WINDOW_HOURS: '24',
  CODER_QUERY_START_DAYS: '90',
  CODER_QUERY_END_HOURS: '3',
};

/** The value of `key`, the user's entry winning over the tenant's where both exist. */
export function propertyValue(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): string | undefined {
  return (
    userProperties.find((p) => p.propertyKey === key)?.propertyValue ??
    tenantProperties.find((p) => p.propertyKey === key)?.propertyValue
  );
}

/** A flag property: 'true' (any case) is on; missing gives `fallback`. */
export function propertyFlag(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
  fallback = false,
): boolean {
  const value = propertyValue(key, tenantProperties, userProperties);
  return value === undefined ? fallback : value.trim().toLowerCase() === 'true';
}

/** An integer property (spec 1 §9: "parsed as integers"); missing or unparsable gives `fallback`. */
export function propertyInt(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
  fallback: number,
): number {
  const parsed = Number.parseInt(propertyValue(key, tenantProperties, userProperties) ?? '', 10);
  return Number.isNaN(parsed) ? fallback : parsed;
}

/** A comma-list property (spec 1 §3 user filters), trimmed, empties dropped. */
export function propertyList(
  key: string,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): string[] {
  const value = propertyValue(key, tenantProperties, userProperties) ?? '';
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** A flag property with its documented default from PROPERTY_DEFAULTS. */
export function featureFlag(
  key: PropertyKey,
  tenantProperties: readonly PropertyEntry[],
  userProperties: readonly PropertyEntry[] = [],
): boolean {
  return propertyFlag(key, tenantProperties, userProperties, PROPERTY_DEFAULTS[key] === 'true');
}
