import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('runs the task after the delay, in the idle callback the browser gives', () => {
    const idle: (() => void)[] = [];
    Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback), cancelIdleCallback: jest.fn() });
    const task = jest.fn();
    whenIdle(task, 1500);
    jest.advanceTimersByTime(1499);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it after the delay where the browser has no idle callback, and never once cancelled', () => {
    const task = jest.fn();
    whenIdle(task, 10);
    jest.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, 10)();
    jest.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
