import type { KeyboardEvent, MouseEvent } from 'react';
import { encounterDetailPath, type NavigateOptions } from 'shared-kit';

/** Opens an encounter's detail: in this tab, or a new one with Ctrl or Cmd held (spec 1 §2.5). */
export function openEncounter(
  encounterId: number,
  event: MouseEvent | KeyboardEvent,
  navigate: (to: string, options?: NavigateOptions) => void,
): void {
  const newTab = event.ctrlKey || event.metaKey;
  navigate(encounterDetailPath(encounterId), newTab ? { newTab: true } : undefined);
}

/** Row props of a list whose rows open their encounter: focusable, click or Enter (with Ctrl/Cmd: a new tab). */
export function encounterRowProps(encounterId: number, navigate: (to: string, options?: NavigateOptions) => void) {
  return {
    tabIndex: 0,
    onClick: (event: MouseEvent) => openEncounter(encounterId, event, navigate),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) openEncounter(encounterId, event, navigate);
    },
  };
}
