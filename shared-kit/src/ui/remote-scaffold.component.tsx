import { Card, Descriptions, Switch, Typography } from 'antd';
import { useState } from 'react';
import type { RemoteProps } from '../contract/remote-contract';

export interface RemoteScaffoldProps {
  /** The remote's package name, e.g. `mfe-reports`. */
  remoteTitle: string;
  /** The title of the route being shown. */
  title: string;
  props: RemoteProps;
}

const show = (value: Readonly<Record<string, string>>): string => {
  const entries = Object.entries(value);
  return entries.length === 0 ? '(none)' : entries.map(([k, v]) => `${k}=${v}`).join(', ');
};

/**
 * What a remote shows until its own feature lands: its route's title and the contract props it
 * received, plus a switch that exercises `setUnsavedChanges` so the shell's guard can be proven.
 */
export function RemoteScaffold({ remoteTitle, title, props }: RemoteScaffoldProps) {
  const [dirty, setDirty] = useState(false);
  const { session, mode, route } = props;
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        aria-label="Props received"
        items={[
          { key: 'remote', label: 'Remote', children: remoteTitle },
          { key: 'mode', label: 'Mode', children: mode },
          { key: 'path', label: 'Path', children: route.path },
          { key: 'params', label: 'Params', children: show(route.params) },
          { key: 'query', label: 'Query', children: show(route.query) },
          { key: 'user', label: 'Signed in as', children: session ? `${session.username} (${session.type})` : '(signed out)' },
        ]}
      />
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginTop: 16 }}>
        <Switch
          checked={dirty}
          onChange={(checked) => {
            setDirty(checked);
            props.setUnsavedChanges(checked);
          }}
        />
        Report unsaved changes
      </label>
    </Card>
  );
}
