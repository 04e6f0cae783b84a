import { createMockSession } from 'shared-kit/mock';
import { warmDateFormatting } from './warm-date-formatting';

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
