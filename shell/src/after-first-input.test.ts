import { fireEvent } from '@testing-library/react';
import { afterFirstInput } from './after-first-input';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('afterFirstInput', () => {
  it('runs the task once, after the first input, not within its handling', async () => {
    const task = jest.fn();
    afterFirstInput(task);
    await settle();
    expect(task).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'a' });
    // Not inside the event's own handling.
    expect(task).not.toHaveBeenCalled();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(window);
    fireEvent.wheel(window);
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerMove', 'pointerDown', 'touchStart', 'wheel'] as const)('counts %s as input', async (event) => {
    const task = jest.fn();
    const cancel = afterFirstInput(task);
    fireEvent[event](document.body);
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('runs nothing once cancelled, before or after the input', async () => {
    const before = jest.fn();
    afterFirstInput(before)();
    fireEvent.pointerDown(window);
    const after = jest.fn();
    const cancel = afterFirstInput(after);
    fireEvent.pointerDown(window);
    cancel();
    await settle();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
