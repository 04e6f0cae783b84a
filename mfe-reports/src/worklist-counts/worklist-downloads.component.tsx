import { FileExcelOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { type HttpClient } from 'shared-kit';
import { REPORTS_TEXTS } from '../reports.messages';
import { saveFile } from '../shared/save-file';
import { fetchCdiWorkbook, fetchCoderWorkbook } from './worklist-counts.resource';

/** The spec's tooltip delay of the Excel links (spec 1 §9: 500 ms for the Excel link). */
export const EXCEL_TOOLTIP_DELAY_S = 0.5;

const WORKBOOKS = [
  { kind: 'cdi', fileName: 'cdi-worklist.xlsx', label: REPORTS_TEXTS.cdiWorkbook, tooltip: REPORTS_TEXTS.cdiWorkbookTooltip, fetch: fetchCdiWorkbook },
  { kind: 'coder', fileName: 'coder-worklist.xlsx', label: REPORTS_TEXTS.coderWorkbook, tooltip: REPORTS_TEXTS.coderWorkbookTooltip, fetch: fetchCoderWorkbook },
] as const;

/** Excel downloads of the CDI and coder worklist reports (spec 1 §2.10), each a link with its tooltip after 500 ms. */
export function WorklistDownloads({ client }: { client: HttpClient }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (workbook: (typeof WORKBOOKS)[number]) => {
    setBusy(workbook.kind);
    setFailed(false);
    try {
      saveFile(await workbook.fetch(client), workbook.fileName);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="reports-downloads">
      <h2 id="reports-downloads">{REPORTS_TEXTS.downloads}</h2>
      <Flex gap="middle" wrap>
        {WORKBOOKS.map((workbook) => (
          <Tooltip key={workbook.kind} title={workbook.tooltip} mouseEnterDelay={EXCEL_TOOLTIP_DELAY_S}>
            <Button type="link" icon={<FileExcelOutlined aria-hidden />} loading={busy === workbook.kind} onClick={() => void download(workbook)}>
              {workbook.label}
            </Button>
          </Tooltip>
        ))}
      </Flex>
      {failed && <Alert type="error" showIcon role="alert" title={REPORTS_TEXTS.downloadFailed} />}
    </section>
  );
}
