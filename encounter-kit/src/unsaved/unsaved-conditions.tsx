import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';

type Report = (key: string, dirty: boolean) => void;
const UnsavedContext = createContext<Report>(() => undefined);

/**
 * Collects which condition forms hold unsaved edits and tells the shell's guard whether any does (spec 2 §4.5, §5:
 * 'There are unsaved changes to one or more conditions. Continue without saving?'), through the contract's
 * setUnsavedChanges.
 */
export function UnsavedConditionsProvider({ setUnsavedChanges, children }: { setUnsavedChanges: (dirty: boolean) => void; children: ReactNode }) {
  const dirty = useRef(new Set<string>());
  const reported = useRef(false);
  const setRef = useRef(setUnsavedChanges);
  useEffect(() => {
    setRef.current = setUnsavedChanges;
  }, [setUnsavedChanges]);
  const report = useCallback<Report>((key, isDirty) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
    const any = dirty.current.size > 0;
    if (any !== reported.current) {
      reported.current = any;
      setRef.current(any);
    }
  }, []);
  // Leaving the screen leaves nothing unsaved behind it.
  useEffect(
    () => () => {
      if (reported.current) setRef.current(false);
    },
    [],
  );
  const value = useMemo(() => report, [report]);
  return <UnsavedContext.Provider value={value}>{children}</UnsavedContext.Provider>;
}

/** Reports one form's unsaved state under `key` while it is mounted. */
export function useReportUnsaved(key: string, dirty: boolean): void {
  const report = useContext(UnsavedContext);
  useEffect(() => {
    report(key, dirty);
  }, [report, key, dirty]);
  useEffect(() => () => report(key, false), [report, key]);
}
