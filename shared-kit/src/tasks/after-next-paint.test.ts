import { afterNextPaint } from './after-next-paint';
import { nextTask } from './next-task';

const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 50 && !done(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('afterNextPaint', () => {
  afterEach(() => Reflect.deleteProperty(document, 'visibilityState'));

  it("runs the task after the browser's next frame, in a task of its own, not in the frame's callbacks", async () => {
    const order: string[] = [];
    afterNextPaint(() => order.push('task'));
    requestAnimationFrame(() => {
      order.push('frame');
      queueMicrotask(() => order.push("the frame's microtask"));
    });
    expect(order).toEqual([]);
    await until(() => order.length === 3);
    expect(order).toEqual(['frame', "the frame's microtask", 'task']);
  });

  it('runs it in the next task on a page not visible, which paints no frame', async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    const frame = jest.spyOn(window, 'requestAnimationFrame');
    const task = jest.fn();
    afterNextPaint(task);
    await nextTask();
    await nextTask();
    expect(task).toHaveBeenCalledTimes(1);
    expect(frame).not.toHaveBeenCalled();
    frame.mockRestore();
  });

  it('never runs it once cancelled, whether the frame came or not', async () => {
    const beforeFrame = jest.fn();
    const afterFrame = jest.fn();
    afterNextPaint(beforeFrame)();
    const cancelAfterFrame = afterNextPaint(afterFrame);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    cancelAfterFrame();
    await until(() => false);
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
