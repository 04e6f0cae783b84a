import { createMockSession } from 'shared-kit/mock';
import { warmDateFormatting } from './warm-date-formatting';
import { resetZoneDataWarmUp, startZoneDataWarmUp } from './zone-data-warm-up';

describe('warmDateFormatting (issue 15)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("makes a formatter in the user's zone in a task of its own, not at once", () => {
    const user = { ...createMockSession('CDI'), timeZone: 'America/Chicago' };
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const tasks: (() => void)[] = [];
    warmDateFormatting(user, (task) => tasks.push(task));
    expect(made).not.toHaveBeenCalled();
    expect(tasks).toHaveLength(1);
    tasks[0]?.();
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toContain('America/Chicago');
  });

  it('does nothing without a signed-in user', () => {
    const tasks: (() => void)[] = [];
    warmDateFormatting(null, (task) => tasks.push(task));
    expect(tasks).toEqual([]);
  });
});

describe('warmDateFormatting after the zone data warm-up (issue 15)', () => {
  beforeEach(() => {
    resetZoneDataWarmUp();
    Object.assign(URL, { createObjectURL: () => 'blob:zone-data', revokeObjectURL: () => undefined });
  });
  afterEach(() => jest.restoreAllMocks());

  it("waits for the worker that loads the zone data before making the user's formatter", async () => {
    let answer: (() => void) | undefined;
    void startZoneDataWarmUp(() => ({
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'message') answer = listener;
      },
      terminate: () => undefined,
    }));
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    warmDateFormatting({ ...createMockSession('CDI'), timeZone: 'America/Denver' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).not.toHaveBeenCalled();

    answer?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toContain('America/Denver');
  });
});
