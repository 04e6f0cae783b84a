/**
 * Printing a report (issue 14: charts "printable"): controls and the huddle frame (a PDF prints from its own viewer)
 * are left out, charts keep their size and are not split across pages, and tables print whole.
 */
const PRINT_CSS = `
@media print {
  .reports-no-print, .reports-screen .ant-tabs-nav, .reports-screen .ant-segmented, .reports-screen .ant-pagination { display: none !important; }
  .reports-chart { break-inside: avoid; page-break-inside: avoid; }
  .reports-screen .ant-tabs-content-holder { overflow: visible !important; }
}
`;

export function ReportsPrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
