import type { PractitionerStatus } from './encounter.constants';

/** Practitioner (spec 1 §3, spec 2 §3). */
export interface Practitioner {
  id: number;
  firstName: string;
  lastName: string;
  statusCode: PractitionerStatus;
  orgId: number | null;
}

/** Organization (spec 1 §3). */
export interface Organization {
  id: number;
  name: string;
  active: boolean;
}

/** Region (spec 1 §3): `name` is the code (underscores shown as spaces), `alias` a short name. */
export interface Region {
  id: number;
  alias: string;
  name: string;
}

/** Version info of the API (spec 1 §3 "Version info"). */
export interface VersionInfo {
  name: string;
  projectVersion: string;
  envVersion: string;
  buildNumber: string;
  date: string;
  host: string;
}

/** ICD10 search result (spec 2 §3). */
export interface Icd10SearchResult {
  id: string;
  description: string;
}
