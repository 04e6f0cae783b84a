import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDrawnAsFirstPaint } from './home-first-paint/drawn-as-first-paint.context';

/** A wrapper that lays out nothing itself. */
const CONTENTS = { display: 'contents' } as const;

/**
 * A list screen's frame and level-one title, with the controls that sit beside the title (a daily list's day
 * navigation). The worklists and daily lists draw theirs with it, and so does the home's first paint (home-first-paint),
 * whose title must stand exactly where the screen's own then appears.
 */
export function ScreenFrame({ title, beside, children }: { title: ReactNode; beside?: ReactNode; children?: ReactNode }) {
  const heading = (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {title}
    </Typography.Title>
  );
  // Drawn as the page's first paint: everything below the title inert (none of it works yet), the title still the page's
  // heading for assistive tools.
  const inert = useDrawnAsFirstPaint();
  const below = (parts: ReactNode) => (inert ? <div inert style={CONTENTS}>{parts}</div> : parts);
  return (
    <Flex vertical gap="middle" style={{ padding: 16 }}>
      {beside === undefined ? (
        heading
      ) : (
        <Flex gap="middle" align="center" wrap>
          {heading}
          {below(beside)}
        </Flex>
      )}
      {below(children)}
    </Flex>
  );
}
