import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Form, Input, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import {
  type AuditChange,
  type AuditEntry,
  auditTrailPath,
  DATE_FORMATS,
  DEFAULT_AUDIT_PAGE_SIZE,
  encounterDetailPath,
  foreignZoneLabel,
  formatInZone,
  formatMessage,
} from 'shared-kit/domain';
import { REPORTS_TEXTS } from '../reports.messages';
import { saveFile } from '../shared/save-file';
import { useLoad } from '../shared/use-load.hook';
import { auditFilterOf, auditQueryString, badEncounterId, EMPTY_FILTER_FORM, filterFormOf, type AuditFilterForm } from './audit-filter';
import { fetchAuditCsv, fetchAuditPage } from './audit-trail.resource';

const valueText = (value: string | null) => (value === null || value === '' ? REPORTS_TEXTS.emptyValue : value);

function Changes({ changes }: { changes: AuditChange[] }) {
  if (changes.length === 0) return <span>{REPORTS_TEXTS.noChange}</span>;
  return (
    <ul className="audit-changes" style={{ margin: 0, paddingLeft: 16 }}>
      {changes.map((change) => (
        <li key={change.field} style={{ wordBreak: 'break-word' }}>
          <strong>{change.field}</strong>: {valueText(change.before)} → {valueText(change.after)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail (issue 14; HIPAA §164.312(b) audit controls): the tenant's audit events by encounter, user and day
 * range, newest first, paged, each with who, when, what and the change, and an export to CSV. The filters live in
 * the route's query (`/auth/report/audit?encounterId=…`), so the encounter headers' link and Back both land on the
 * filtered trail. The server audits every read and export. Times and the day range are the tenant's (`timeZone`),
 * as the CSV's; the When header names the zone when the reader's clock shows another time.
 */
export function AuditTrail({ route, navigate, client, timeZone }: Pick<RemoteProps, 'route' | 'navigate'> & { client: HttpClient; timeZone: string }) {
  const applied = filterFormOf(route.query);
  const filter = auditFilterOf(applied);
  const [form, setForm] = useState<AuditFilterForm>(applied);
  const [appliedKey, setAppliedKey] = useState(JSON.stringify(applied));
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'error'>('idle');

  // A new filter in the address (the header link, Back) replaces the form and starts at page one.
  const key = JSON.stringify(applied);
  if (key !== appliedKey) {
    setAppliedKey(key);
    setForm(applied);
    setPage(1);
  }

  const load = useLoad(() => fetchAuditPage({ ...filter, limit: DEFAULT_AUDIT_PAGE_SIZE, offset: (page - 1) * DEFAULT_AUDIT_PAGE_SIZE }, client), `${key}|${page}`);
  const invalid = badEncounterId(form);

  const search = () => {
    if (invalid) return;
    navigate(auditTrailPath() + auditQueryString(auditFilterOf(form)));
  };
  const exportCsv = async () => {
    setExporting('busy');
    try {
      saveFile(await fetchAuditCsv(filter, client), 'audit-trail.csv');
      setExporting('idle');
    } catch {
      setExporting('error');
    }
  };
  const day = (value: string) => (value ? dayjs(value) : null);
  const zone = foreignZoneLabel(new Date(), timeZone);

  return (
    <Flex vertical gap="middle">
      <Form layout="inline" onFinish={search} aria-label={REPORTS_TEXTS.auditFilters}>
        <Form.Item label={REPORTS_TEXTS.encounterId} htmlFor="audit-encounter" validateStatus={invalid ? 'error' : undefined} help={invalid ? REPORTS_TEXTS.badEncounterId : undefined}>
          <Input id="audit-encounter" inputMode="numeric" style={{ width: 140 }} value={form.encounterId} onChange={(e) => setForm({ ...form, encounterId: e.target.value })} />
        </Form.Item>
        <Form.Item label={REPORTS_TEXTS.username} htmlFor="audit-username">
          <Input id="audit-username" style={{ width: 160 }} value={form.username} onChange={(e) => setForm({ ...form, username: e.target.value })} />
        </Form.Item>
        <Form.Item label={REPORTS_TEXTS.from} htmlFor="audit-from">
          <DatePicker id="audit-from" format={DATE_FORMATS.date} value={day(form.from)} onChange={(value) => setForm({ ...form, from: value ? value.format('YYYY-MM-DD') : '' })} />
        </Form.Item>
        <Form.Item label={REPORTS_TEXTS.to} htmlFor="audit-to">
          <DatePicker id="audit-to" format={DATE_FORMATS.date} value={day(form.to)} onChange={(value) => setForm({ ...form, to: value ? value.format('YYYY-MM-DD') : '' })} />
        </Form.Item>
        <Form.Item>
          <Flex gap="small">
            <Button type="primary" htmlType="submit" disabled={invalid}>
              {REPORTS_TEXTS.search}
            </Button>
            <Button
              onClick={() => {
                setForm(EMPTY_FILTER_FORM);
                navigate(auditTrailPath());
              }}
            >
              {REPORTS_TEXTS.clear}
            </Button>
            <Button icon={<DownloadOutlined aria-hidden />} loading={exporting === 'busy'} onClick={() => void exportCsv()}>
              {REPORTS_TEXTS.exportCsv}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {exporting === 'error' && <Alert type="error" showIcon role="alert" title={REPORTS_TEXTS.downloadFailed} />}
      {load.state === 'error' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={REPORTS_TEXTS.loadFailed}
          action={
            <Button size="small" onClick={load.retry}>
              {REPORTS_TEXTS.retry}
            </Button>
          }
        />
      )}
      <section aria-label={REPORTS_TEXTS.auditEvents}>
        <Table<AuditEntry>
          size="small"
          rowKey="id"
          loading={load.state === 'loading'}
          dataSource={load.data?.items ?? []}
          locale={{ emptyText: load.state === 'ready' ? REPORTS_TEXTS.noAuditEvents : ' ' }}
          pagination={{
            current: page,
            pageSize: DEFAULT_AUDIT_PAGE_SIZE,
            total: load.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => formatMessage(REPORTS_TEXTS.auditTotal, { total }),
            onChange: setPage,
          }}
          columns={[
            {
              key: 'when',
              title: zone ? `${REPORTS_TEXTS.columnWhen} (${zone})` : REPORTS_TEXTS.columnWhen,
              width: 170,
              render: (_, row) => formatInZone(row.at, DATE_FORMATS.timestamp, timeZone),
            },
            { key: 'user', title: REPORTS_TEXTS.columnUser, width: 190, render: (_, row) => (row.user ? `${row.user.alias} (${row.user.username})` : REPORTS_TEXTS.noUser) },
            { key: 'action', title: REPORTS_TEXTS.columnAction, width: 120, dataIndex: 'action' },
            {
              key: 'what',
              title: REPORTS_TEXTS.columnWhat,
              width: 230,
              render: (_, row) => (
                <Flex vertical>
                  <span>{[row.entityType, row.entityId].filter(Boolean).join(' ')}</span>
                  {row.encounterId !== null && (
                    // A real href: a link without one is no link to a screen reader or the keyboard; the click stays in-app.
                    <Typography.Link
                      href={encounterDetailPath(row.encounterId)}
                      onClick={(event) => {
                        if (event.ctrlKey || event.metaKey || event.shiftKey) return;
                        event.preventDefault();
                        navigate(encounterDetailPath(row.encounterId ?? ''));
                      }}
                    >
                      {formatMessage(REPORTS_TEXTS.encounterLink, { id: row.encounterId })}
                    </Typography.Link>
                  )}
                </Flex>
              ),
            },
            { key: 'change', title: REPORTS_TEXTS.columnChange, render: (_, row) => <Changes changes={row.changes} /> },
          ]}
        />
      </section>
    </Flex>
  );
}
