// Contract violations seen by mock HTTP clients during a test. Kept on globalThis so jest's setup file can fail the
// test that caused them (jest.setup-dom.cjs) without importing this module.
const KEY = '__cdiMockContractViolations__';
type Holder = { [KEY]?: string[] };

export function recordContractViolations(problems: readonly string[]): void {
  if (problems.length === 0) return;
  const holder = globalThis as Holder;
  (holder[KEY] ??= []).push(...problems);
}

/** The violations recorded since the last call, cleared. */
export function takeContractViolations(): string[] {
  const holder = globalThis as Holder;
  const seen = holder[KEY] ?? [];
  holder[KEY] = [];
  return seen;
}
