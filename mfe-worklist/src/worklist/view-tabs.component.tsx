import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { PLATFORM_TOKENS as T } from 'shared-kit';

export interface ViewTab {
  key: string;
  label: string;
}

export interface ViewTabsProps {
  /** The tab list's accessible name. */
  label: string;
  items: readonly ViewTab[];
  activeKey: string;
  onChange: (key: string) => void;
}

/** The platform's tokens for view-tabs.css (which parcel.ts imports), set once on the list (one token set for every remote, shared-kit). */
const TOKEN_PROPERTIES = {
  '--view-tabs-primary': T.colorPrimary,
  '--view-tabs-primary-hover': T.colorPrimaryHover,
  '--view-tabs-text': T.colorText,
  '--view-tabs-font-size': `${T.fontSize}px`,
  '--view-tabs-radius': `${T.borderRadius}px`,
} as CSSProperties;

/** The key that moves the focus from tab `index` of `count`, or undefined for any other key. */
function focusTarget(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The worklist's view tabs (spec 1 §2.6): a WAI-ARIA tab list of plain buttons. antd's Tabs measured every tab as it
 * mounted and drew the nav again in the same task to fit an overflow menu, the largest single part of the home's
 * blocking time after its first paint (issue 15, root README); these lay out as one row that scrolls sideways where
 * the window is too narrow. Keyboard as antd's: the arrow keys, Home and End move the focus (wrapping round), Enter or
 * Space opens the view focused, the selected tab is the one Tab stops at.
 */
export function ViewTabs({ label, items, activeKey, onChange }: ViewTabsProps) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.current.findIndex((tab) => tab === event.target);
    const target = index < 0 ? undefined : focusTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };
  // The tab Tab stops at: the selected one, or the first when none is.
  const reachable = items.some((item) => item.key === activeKey) ? activeKey : items[0]?.key;
  return (
    <div role="tablist" aria-label={label} className="worklist-view-tabs" style={TOKEN_PROPERTIES} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={item.key === reachable ? 0 : -1}
            className="worklist-view-tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
