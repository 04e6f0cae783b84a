import { useCallback, useMemo, useState } from 'react';
import { useRecordConditionReadMutation } from './condition-read.resource';

export interface ConditionActivation {
  /** Whether a condition's row is open. */
  isOpen: (id: number) => boolean;
  /** The active condition: the one last opened, until it is closed. */
  activeId: number | null;
  /** Opens (posting the READ audit of each newly opened condition) or closes rows; the last opened becomes active. */
  setOpen: (ids: readonly number[], open: boolean) => void;
  toggle: (id: number) => void;
}

/**
 * Condition rows as accordions (spec 2 §2.4): opening a row activates the condition and posts its READ audit
 * (POST /api/audit/read/encounter-condition/{id}); closing it deactivates it. Rows open at start (`initiallyOpen`)
 * post no audit: only a person opening a row is a read of it. A failed audit call does not close the row.
 */
export function useConditionActivation(initiallyOpen: readonly number[]): ConditionActivation {
  const [open, setOpenIds] = useState<ReadonlySet<number>>(() => new Set(initiallyOpen));
  const [activeId, setActiveId] = useState<number | null>(null);
  const [recordRead] = useRecordConditionReadMutation();

  const setOpen = useCallback(
    (ids: readonly number[], value: boolean) => {
      const changed = ids.filter((id) => open.has(id) !== value);
      if (changed.length === 0) return;
      setOpenIds((current) => {
        const next = new Set(current);
        for (const id of changed) if (value) next.add(id);
        else next.delete(id);
        return next;
      });
      if (value) {
        for (const id of changed) void recordRead(id);
        setActiveId(changed[changed.length - 1] ?? null);
      } else {
        setActiveId((current) => (current !== null && changed.includes(current) ? null : current));
      }
    },
    [open, recordRead],
  );
  const toggle = useCallback((id: number) => setOpen([id], !open.has(id)), [open, setOpen]);
  return useMemo(() => ({ isOpen: (id: number) => open.has(id), activeId, setOpen, toggle }), [open, activeId, setOpen, toggle]);
}
