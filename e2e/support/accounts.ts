/** Demo accounts of the platform design §6 (a contract), and the Honolulu tenant's (issue 17, root README). */
export const PASSWORD = 'Curate#2026';

export type DemoUser =
  | 'cdi'
  | 'cdiqa'
  | 'cdirestricted'
  | 'coder'
  | 'coderqa'
  | 'physician'
  | 'clinicaladmin'
  | 'admin'
  | 'multirole'
  | 'acmecdi'
  | 'alohaphysician'
  | 'alohacdi'
  | 'alohacdiqa';

/** Navigation items per user's default role, exactly as spec 1 §6. */
export const EXPECTED_NAV: Record<DemoUser, string[]> = {
  cdi: ['Home', 'Patients', 'Appointments', 'Reports'],
  cdiqa: ['Home', 'Patients', 'Appointments', 'Reports'],
  cdirestricted: ['Home', 'Patients', 'Appointments'],
  coder: ['Home', 'Appointments', 'Reports'],
  coderqa: ['Home', 'Appointments', 'Reports'],
  physician: ['Home', 'Patients'],
  clinicaladmin: ['Home', 'Patients', 'Appointments', 'Reports'],
  admin: [],
  multirole: ['Home', 'Patients', 'Appointments', 'Reports'],
  acmecdi: ['Home', 'Patients', 'Appointments', 'Reports'],
  alohaphysician: ['Home', 'Patients'],
  alohacdi: ['Home', 'Patients', 'Appointments', 'Reports'],
  alohacdiqa: ['Home', 'Patients', 'Appointments', 'Reports'],
};

/** Header role label (spec 1 §2.4); null: the clinical admin shows the name only. */
export const EXPECTED_LABEL: Record<DemoUser, string | null> = {
  cdi: 'CDI',
  cdiqa: 'CDI',
  cdirestricted: 'CDI',
  coder: 'Coder',
  coderqa: 'Coder',
  physician: 'Physician',
  clinicaladmin: null,
  admin: 'Admin',
  multirole: 'CDI',
  acmecdi: 'CDI',
  alohaphysician: 'Physician',
  alohacdi: 'CDI',
  alohacdiqa: 'CDI',
};

/** The heading of each user's home screen (spec 1 §2.5): worklists for CDI and coder types. */
export const HOME_HEADING: Record<DemoUser, string> = {
  cdi: 'CDI Worklist',
  cdiqa: 'CDI Worklist',
  cdirestricted: 'CDI Worklist',
  coder: 'Coder Worklist',
  coderqa: 'Coder Worklist',
  physician: "Today's Patients",
  clinicaladmin: "Today's Patients",
  admin: 'Home',
  multirole: 'CDI Worklist',
  acmecdi: 'CDI Worklist',
  alohaphysician: "Today's Patients",
  alohacdi: 'CDI Worklist',
  alohacdiqa: 'CDI Worklist',
};
