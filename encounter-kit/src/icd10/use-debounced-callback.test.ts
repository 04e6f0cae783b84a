import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from './use-debounced-callback.hook';

describe('the search debounce (spec 2 §9: 250 ms with a leading call, 500 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('with a leading call, runs the first call at once and the last after the pause', () => {
    const calls: string[] = [];
    const { result } = renderHook(() => useDebouncedCallback((t: string) => calls.push(t), 250, true));
    act(() => result.current('e'));
    expect(calls).toEqual(['e']);
    act(() => result.current('e1'));
    act(() => result.current('e11'));
    act(() => jest.advanceTimersByTime(249));
    expect(calls).toEqual(['e']);
    act(() => jest.advanceTimersByTime(1));
    expect(calls).toEqual(['e', 'e11']);
  });

  it('without it, runs only the last call of a burst, after the pause', () => {
    const calls: string[] = [];
    const { result } = renderHook(() => useDebouncedCallback((t: string) => calls.push(t), 500));
    act(() => result.current('a'));
    act(() => jest.advanceTimersByTime(400));
    act(() => result.current('ab'));
    act(() => jest.advanceTimersByTime(499));
    expect(calls).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(calls).toEqual(['ab']);
  });
});
