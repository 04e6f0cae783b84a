/** Word lists and code choices for the demo data; invented names, real ICD-10-CM codes (data/icd10cm_hcc.csv). */
export const FIRST_NAMES = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William', 'Barbara',
  'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Lisa', 'Daniel', 'Nancy',
  'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Dorothy', 'Paul', 'Kimberly',
  'Andrew', 'Emily', 'Joshua', 'Donna', 'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda', 'George', 'Melissa',
];
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell',
];
export const REGIONS = [
  { name: 'NORTH_EAST', alias: 'NE' },
  { name: 'SOUTH_EAST', alias: 'SE' },
  { name: 'MIDWEST', alias: 'MW' },
  { name: 'WEST_COAST', alias: 'WC' },
] as const;
export const APPOINTMENT_TYPES = ['Annual Wellness', 'Follow Up', 'New Patient', 'Telehealth Visit', 'Chronic Care', 'Sick Visit'];
export const VBC_PROGRAMS = ['MSSP', 'ACO REACH', 'Medicare Advantage'];
export const INSURANCES = ['Medicare', 'Medicare Advantage', 'Medicaid', 'Commercial'];
export const REASONS = [
  'Diabetes follow-up', 'Blood pressure check', 'Annual physical', 'Shortness of breath', 'Medication refill',
  'Knee pain', 'Fatigue', 'Post-discharge visit', 'Chest discomfort', 'Depression screening',
];
/** Condition codes for KNOWN and POTENTIAL conditions (all map to a CMS-HCC). */
export const CONDITION_ICD10_CODES = [
  'E119', 'E1122', 'E1140', 'E6601', 'I509', 'I5022', 'I110', 'J449', 'J439', 'N184', 'N1831', 'I4891', 'F332', 'F331',
  'F200', 'G35', 'C3490', 'C50911', 'M0579', 'L89154', 'K7030', 'Z794', 'Z89511', 'E43', 'I739', 'F3341',
];
export const ACTIVITIES = [
  'Diabetic Eye Exam', 'HbA1c Test', 'Colorectal Cancer Screening', 'Medication Review', 'Fall Risk Assessment',
  'Annual Wellness Visit', 'Depression Screening (PHQ-9)',
];
export const NOTE_BODIES = [
  'Reviewed last two visits; documentation supports the known conditions.',
  'Awaiting labs before finalising the review.',
  'Please confirm the stage of chronic kidney disease at this visit.',
  'Patient seen by cardiology last month; see attached notes.',
  'Query sent to provider about the specificity of the diabetes code.',
];
export const NLP_DOCUMENT_TYPES = ['PROGRESS_NOTE', 'DISCHARGE_SUMMARY', 'LAB_REPORT', 'CONSULT_NOTE'];
