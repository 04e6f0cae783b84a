import { MOBILE_MAX_WIDTH } from 'shared-kit';

/** Class names of the appointments screen's responsive layout. */
export const APPOINTMENT_CLASSES = {
  screen: 'mfe-worklist-appointments',
  filters: 'mfe-worklist-appointments-filters',
  table: 'mfe-worklist-appointments-table',
} as const;

/**
 * The compact two-column layout on mobile widths (spec 1 §9: 320–767 px): filter controls two per line, and each
 * appointment a card of two columns whose cells name their column (`data-label`), the header row hidden. CSS media
 * queries, so the layout follows the window without JavaScript and the table stays a table for assistive tools.
 */
export const APPOINTMENT_CSS = `
@media (max-width: ${MOBILE_MAX_WIDTH}px) {
  .${APPOINTMENT_CLASSES.filters} .ant-flex { display: grid !important; grid-template-columns: 1fr 1fr; gap: 8px; }
  .${APPOINTMENT_CLASSES.filters} .ant-input-affix-wrapper,
  .${APPOINTMENT_CLASSES.filters} .ant-picker,
  .${APPOINTMENT_CLASSES.filters} .ant-select { width: 100% !important; min-width: 0; }
  .${APPOINTMENT_CLASSES.table} .ant-table-thead { display: none; }
  .${APPOINTMENT_CLASSES.table} .ant-table-tbody > tr.ant-table-row {
    display: grid; grid-template-columns: 1fr 1fr; border-bottom: 1px solid #d9d9d9; padding: 4px 0;
  }
  .${APPOINTMENT_CLASSES.table} .ant-table-tbody > tr.ant-table-row > td { display: block; border: none !important; padding: 4px 8px !important; }
  .${APPOINTMENT_CLASSES.table} .ant-table-tbody > tr.ant-table-row > td::before {
    content: attr(data-label); display: block; font-size: 12px; color: #595959;
  }
  .${APPOINTMENT_CLASSES.table} table { table-layout: auto !important; width: 100% !important; }
}
`;
