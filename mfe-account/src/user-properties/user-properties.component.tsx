import { Alert, Button, Flex, Form, Select, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { type HttpClient, type RemoteProps } from 'shared-kit';
import { underscoresToSpaces, type Organization, type Region, type SessionUser } from 'shared-kit/domain';
import { ACCOUNT_TEXTS } from '../account.messages';
import { fetchOrganizations, fetchRegions, saveUserProperties } from './user-properties.resource';
import { sameValues, userPropertiesUpdate, userPropertyValues, type UserPropertyValues } from './user-properties.rules';

interface Lists {
  regions: Region[];
  organizations: Organization[];
}

/**
 * User Properties (spec 1 §2.11): the worklist region filter as a list of region names with underscores shown as
 * spaces, and the worklist organization filter by organization name. Both editable, except a CDI_RESTRICTED holder's
 * regions (their access scope, shown as a list). Saved through PUT /api/user/{id}/update; the session is refreshed so
 * the worklists use them on their next load. Unsaved edits hold the shell's leave prompt.
 */
export function UserProperties({
  session,
  client,
  refreshSession,
  setUnsavedChanges,
  onShown,
}: { session: SessionUser; client: HttpClient; /** Called once its lists (or their failure) are shown. */ onShown?: () => void } & Pick<RemoteProps, 'refreshSession' | 'setUnsavedChanges'>) {
  const saved = useMemo(() => userPropertyValues(session), [session]);
  const [values, setValues] = useState<UserPropertyValues>(saved);
  const [generation, setGeneration] = useState(0);
  // The lists of the newest load, or its failure; a retry (a new generation) shows the spinner until it answers.
  const [loaded, setLoaded] = useState<{ generation: number; lists: Lists | null } | null>(null);
  const lists = loaded?.lists ?? null;
  const listsFailed = loaded?.generation === generation && loaded.lists === null;
  const [state, setState] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  const regionEditable = !session.roles.some((r) => r.name === 'CDI_RESTRICTED');
  const dirty = !sameValues(values, saved);

  useEffect(() => {
    let current = true;
    Promise.all([fetchRegions(client), fetchOrganizations(client)]).then(
      ([regions, organizations]) => current && setLoaded({ generation, lists: { regions, organizations } }),
      () => current && setLoaded({ generation, lists: null }),
    );
    return () => {
      current = false;
    };
  }, [client, generation]);

  const answered = loaded !== null;
  useEffect(() => {
    if (answered) onShown?.();
  }, [answered, onShown]);

  useEffect(() => {
    setUnsavedChanges(dirty);
    return () => setUnsavedChanges(false);
  }, [dirty, setUnsavedChanges]);

  const regionOptions = useMemo(() => {
    const names = new Set([...(lists?.regions.map((r) => r.name) ?? []), ...values.regions]);
    return [...names].map((name) => ({ value: name, label: underscoresToSpaces(name) })).sort((a, b) => a.label.localeCompare(b.label));
  }, [lists, values.regions]);
  const organizationOptions = useMemo(
    () =>
      (lists?.organizations ?? [])
        .filter((o) => o.active || values.organizationIds.includes(o.id))
        .map((o) => ({ value: o.id, label: o.name })),
    [lists, values.organizationIds],
  );

  const save = async () => {
    setState('busy');
    try {
      await saveUserProperties(session.userId, userPropertiesUpdate(values, regionEditable), client);
      setUnsavedChanges(false);
      await refreshSession();
      setState('saved');
    } catch {
      setState('failed');
    }
  };

  if (listsFailed) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={ACCOUNT_TEXTS.listsFailed}
        action={
          <Button size="small" onClick={() => setGeneration((n) => n + 1)}>
            {ACCOUNT_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  if (!lists || loaded?.generation !== generation) return <Spin />;
  return (
    <Form layout="vertical" onFinish={() => void save()} style={{ maxWidth: 560 }}>
      {regionEditable ? (
        <Form.Item label={ACCOUNT_TEXTS.regionFilter} htmlFor="account-regions">
          <Select
            id="account-regions"
            mode="multiple"
            allowClear
            placeholder={ACCOUNT_TEXTS.noneSet}
            value={values.regions}
            options={regionOptions}
            optionFilterProp="label"
            onChange={(regions: string[]) => {
              setValues({ ...values, regions });
              setState('idle');
            }}
          />
        </Form.Item>
      ) : (
        <Form.Item label={ACCOUNT_TEXTS.regionFilter} extra={ACCOUNT_TEXTS.regionAssigned}>
          <ul aria-label={ACCOUNT_TEXTS.regionFilter} style={{ margin: 0, paddingLeft: 20 }}>
            {values.regions.map((name) => (
              <li key={name}>{underscoresToSpaces(name)}</li>
            ))}
          </ul>
        </Form.Item>
      )}
      <Form.Item label={ACCOUNT_TEXTS.organizationFilter} htmlFor="account-organizations">
        <Select
          id="account-organizations"
          mode="multiple"
          allowClear
          placeholder={ACCOUNT_TEXTS.noneSet}
          value={values.organizationIds}
          options={organizationOptions}
          optionFilterProp="label"
          onChange={(organizationIds: number[]) => {
            setValues({ ...values, organizationIds });
            setState('idle');
          }}
        />
      </Form.Item>
      <Flex gap="middle" align="center" wrap>
        <Button type="primary" htmlType="submit" disabled={!dirty} loading={state === 'busy'}>
          {ACCOUNT_TEXTS.save}
        </Button>
        {state === 'saved' && <Alert type="success" showIcon role="status" title={ACCOUNT_TEXTS.saved} />}
        {state === 'failed' && <Alert type="error" showIcon role="alert" title={ACCOUNT_TEXTS.saveFailed} />}
      </Flex>
    </Form>
  );
}
