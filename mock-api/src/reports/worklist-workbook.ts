import dayjs from 'dayjs';
import { DATE_FORMATS, REVIEW_CODE_LABELS, formatInZone, formatMrns, practitionerDisplayName } from 'shared-kit/domain';
import type { WorklistKind, WorklistRow } from './worklist-rows';

export const WORKLIST_FILE_NAMES: Readonly<Record<WorklistKind, string>> = {
  cdi: 'cdi-worklist.xlsx',
  coder: 'coder-worklist.xlsx',
};
const SHEET_TITLES: Readonly<Record<WorklistKind, string>> = { cdi: 'CDI Worklist', coder: 'Coder Worklist' };

interface Column {
  header: string;
  width: number;
  /** `zone`: the tenant's, in which times are written. */
  value: (row: WorklistRow, zone: string) => string | number;
}

/**
 * Report columns; dates are written as text in the spec's display formats so the sheet reads the same anywhere, times
 * on the tenant's clock as its screens show them.
 */
export const WORKLIST_COLUMNS: readonly Column[] = [
  { header: 'Encounter ID', width: 12, value: (r) => r.id },
  { header: 'MRN', width: 16, value: (r) => formatMrns(r.patient.mrn).join(', ') },
  { header: 'Last Name', width: 18, value: (r) => r.patient.lastName },
  { header: 'First Name', width: 18, value: (r) => r.patient.firstName },
  { header: 'DOB', width: 12, value: (r) => dayjs(r.patient.birthDate).format(DATE_FORMATS.date) },
  { header: 'Appointment', width: 20, value: (r, zone) => formatInZone(r.start, DATE_FORMATS.dateTime, zone) },
  { header: 'Visit Type', width: 18, value: (r) => r.appointmentType ?? '' },
  { header: 'Practitioner', width: 24, value: (r) => practitionerDisplayName(r.practitioner) },
  { header: 'Region', width: 14, value: (r) => r.patient.patientRegion ?? '' },
  { header: 'Review', width: 20, value: (r) => (r.review ? REVIEW_CODE_LABELS[r.review.reviewCode] : '') },
  { header: 'Query Status', width: 30, value: (r) => r.review?.queryStatusCode ?? '' },
  { header: 'Open HCCs', width: 10, value: (r) => r.openHccCount },
  { header: 'Last Review', width: 20, value: (r, zone) => (r.lastReviewDate ? formatInZone(r.lastReviewDate, DATE_FORMATS.dateTime, zone) : '') },
  { header: 'Locked By', width: 14, value: (r) => r.lock?.createdByUsername ?? '' },
];

/** The worklist report as an .xlsx file: one sheet, a bold frozen header row, one row per encounter. */
export async function worklistWorkbook(kind: WorklistKind, rows: readonly WorklistRow[], createdAt: Date, zone: string): Promise<Buffer> {
  // Loaded on the first download: exceljs is the API's heaviest module (about 0.45 s to load), and most starts (every
  // test suite, a production restart) never write a workbook.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Curate CDI';
  workbook.created = createdAt;
  const sheet = workbook.addWorksheet(SHEET_TITLES[kind], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WORKLIST_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(WORKLIST_COLUMNS.map((c) => c.value(row, zone)));
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer);
}
