import { Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { ShellAntd } from '../shell-antd.component';
import { SHELL_MESSAGES } from '../shell.messages';
import { loadVersionRows, type VersionRow } from './version.resource';

const COLUMNS: TableColumnsType<VersionRow> = [
  { title: SHELL_MESSAGES.versionName, dataIndex: 'name', key: 'name' },
  { title: SHELL_MESSAGES.versionProjectVersion, dataIndex: 'projectVersion', key: 'projectVersion' },
  { title: SHELL_MESSAGES.versionEnvironmentVersion, dataIndex: 'envVersion', key: 'envVersion' },
  { title: SHELL_MESSAGES.versionBuildNumber, dataIndex: 'buildNumber', key: 'buildNumber' },
  { title: SHELL_MESSAGES.versionDate, dataIndex: 'date', key: 'date' },
  { title: SHELL_MESSAGES.versionHost, dataIndex: 'host', key: 'host' },
];

/** /auth/version (spec 1 §2.12): what is deployed, read from each build. antd's Table: the route loads lazily. */
export function VersionPage() {
  const [rows, setRows] = useState<VersionRow[] | null>(null);
  useEffect(() => {
    let active = true;
    void loadVersionRows().then((result) => {
      if (active) setRows(result);
    });
    return () => {
      active = false;
    };
  }, []);
  return (
    <ShellAntd>
      <section aria-labelledby="shell-version-title" style={{ padding: 24 }}>
        <Typography.Title level={1} id="shell-version-title" style={{ fontSize: 24 }}>
          {SHELL_MESSAGES.versionTitle}
        </Typography.Title>
        {/* Wider than a phone's window, the table scrolls sideways in its own box, not the page; its cells hold no
            control, so the box itself takes the focus for the keyboard to scroll it (axe: scrollable-region-focusable). */}
        <div role="group" aria-labelledby="shell-version-title" tabIndex={0} className="shell-scroll-box">
          <Table<VersionRow> columns={COLUMNS} dataSource={rows ?? []} loading={rows === null} pagination={false} rowKey="key" />
        </div>
      </section>
    </ShellAntd>
  );
}
