import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A list screen's frame and level-one title: the worklists draw theirs with it, and so does the home's first paint
 * (home-first-paint), which must sit exactly where the screen's own title then appears.
 */
export function ScreenFrame({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
