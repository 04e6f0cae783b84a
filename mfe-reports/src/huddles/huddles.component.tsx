import { Alert, Button, DatePicker, Flex, Form, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { type HttpClient } from 'shared-kit';
import { DATE_FORMATS, formatMessage, zonedToday, type Organization, type Practitioner, practitionerDisplayName, type Region, underscoresToSpaces } from 'shared-kit/domain';
import { REPORTS_TEXTS } from '../reports.messages';
import { useLoad } from '../shared/use-load.hook';
import { HUDDLE_SCOPES, huddleStartDt, type HuddleScope } from './huddle.rules';
import { fetchActiveOrganizations, fetchActivePractitioners, fetchHuddlePdf, fetchRegions } from './huddles.resource';

const SCOPE_LABELS: Readonly<Record<HuddleScope, string>> = {
  all: REPORTS_TEXTS.huddleAll,
  practitioner: REPORTS_TEXTS.huddlePractitioner,
  org: REPORTS_TEXTS.huddleOrganization,
  region: REPORTS_TEXTS.huddleRegion,
};

interface Lists {
  practitioners: Practitioner[];
  organizations: Organization[];
  regions: Region[];
}

/** The choices of a scope's picker, by name. */
function optionsOf(scope: HuddleScope, lists: Lists | null): Array<{ value: number; label: string }> {
  if (!lists) return [];
  if (scope === 'practitioner') return lists.practitioners.map((p) => ({ value: p.id, label: practitionerDisplayName(p) })).sort((a, b) => a.label.localeCompare(b.label));
  if (scope === 'org') return lists.organizations.map((o) => ({ value: o.id, label: o.name }));
  if (scope === 'region') return lists.regions.map((r) => ({ value: r.id, label: underscoresToSpaces(r.name) })).sort((a, b) => a.label.localeCompare(b.label));
  return [];
}

interface Shown {
  url: string;
  title: string;
  startDt: string;
}

/**
 * Huddle PDFs (spec 1 §2.10): overall or by practitioner, organization or region, for a day (today at first), shown in
 * a frame under the start-of-day timestamp they were asked with. The PDF is fetched through the API client and framed
 * as an object URL, so a failure shows a message, never an error document in the frame.
 */
export function Huddles({ client, timeZone }: { client: HttpClient; timeZone: string }) {
  const [scope, setScope] = useState<HuddleScope>('all');
  const [targetId, setTargetId] = useState<number | null>(null);
  // Today at first is the tenant's today (the huddle's day is read in the tenant's zone by the server too).
  const [day, setDay] = useState(() => dayjs(zonedToday(new Date(), timeZone)));
  const [shown, setShown] = useState<Shown | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const lists = useLoad<Lists>(
    async () => {
      const [practitioners, organizations, regions] = await Promise.all([fetchActivePractitioners(client), fetchActiveOrganizations(client), fetchRegions(client)]);
      return { practitioners, organizations, regions };
    },
    'lists',
  );
  const options = useMemo(() => optionsOf(scope, lists.data), [scope, lists.data]);

  // An object URL holds the PDF in memory until revoked: revoke the old one when another replaces it or on leaving.
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const needsTarget = scope !== 'all';
  const show = async () => {
    const startDt = huddleStartDt(day);
    setState('loading');
    try {
      const pdf = await fetchHuddlePdf(scope, needsTarget ? targetId : null, startDt, client);
      const target = options.find((o) => o.value === targetId)?.label;
      const scopeText = needsTarget && target ? `${SCOPE_LABELS[scope]} ${target}` : SCOPE_LABELS.all;
      const blob = pdf instanceof Blob ? pdf : new Blob([pdf], { type: 'application/pdf' });
      setShown({ url: URL.createObjectURL(blob), startDt, title: formatMessage(REPORTS_TEXTS.huddleFrameTitle, { scope: scopeText, day: day.format(DATE_FORMATS.date) }) });
      setState('idle');
    } catch {
      setState('error');
    }
  };

  return (
    <Flex vertical gap="middle">
      <Form layout="inline" onFinish={() => void show()} aria-label={REPORTS_TEXTS.huddle}>
        <Form.Item label={REPORTS_TEXTS.huddleFor} htmlFor="huddle-scope">
          <Select
            id="huddle-scope"
            style={{ minWidth: 180 }}
            value={scope}
            onChange={(value: HuddleScope) => {
              setScope(value);
              setTargetId(null);
            }}
            options={HUDDLE_SCOPES.map((value) => ({ value, label: SCOPE_LABELS[value] }))}
          />
        </Form.Item>
        {needsTarget && (
          <Form.Item label={SCOPE_LABELS[scope]} htmlFor="huddle-target">
            <Select
              id="huddle-target"
              style={{ minWidth: 240 }}
              showSearch={{ optionFilterProp: 'label' }}
              loading={lists.state === 'loading'}
              value={targetId}
              onChange={(value: number) => setTargetId(value)}
              options={options}
              placeholder={formatMessage(REPORTS_TEXTS.huddleChoose, { scope: SCOPE_LABELS[scope].toLowerCase() })}
            />
          </Form.Item>
        )}
        <Form.Item label={REPORTS_TEXTS.huddleDay} htmlFor="huddle-day">
          <DatePicker id="huddle-day" format={DATE_FORMATS.date} allowClear={false} value={day} onChange={(value) => value && setDay(value)} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" disabled={needsTarget && targetId === null} loading={state === 'loading'}>
            {REPORTS_TEXTS.showHuddle}
          </Button>
        </Form.Item>
      </Form>
      {lists.state === 'error' && <Alert type="warning" showIcon title={REPORTS_TEXTS.referenceFailed} />}
      {state === 'error' && <Alert type="error" showIcon role="alert" title={REPORTS_TEXTS.huddleFailed} />}
      {state === 'loading' && !shown && <Spin />}
      {shown && (
        <figure style={{ margin: 0 }}>
          <figcaption>
            <Typography.Text strong>{formatMessage(REPORTS_TEXTS.startOfDay, { timestamp: shown.startDt })}</Typography.Text>
          </figcaption>
          <iframe className="reports-huddle-frame" title={shown.title} src={shown.url} style={{ width: '100%', height: 720, border: '1px solid #d9d9d9' }} />
        </figure>
      )}
    </Flex>
  );
}
