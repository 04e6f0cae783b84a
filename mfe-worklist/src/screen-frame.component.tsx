import { Flex, Typography } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * True where the screen is drawn as the page's first paint, before the remote's code (the server's render of the home,
 * home-first-paint/home-render.tsx): everything below the title is inert, since none of it works yet, while the title
 * stays the page's heading for assistive tools. The wrapper lays out nothing itself (`display: contents`).
 */
export const InertBelowTitleContext = createContext(false);
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
  const inert = useContext(InertBelowTitleContext);
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
