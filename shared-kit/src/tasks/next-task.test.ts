import { nextTask, runInTasks } from './next-task';

describe('nextTask', () => {
  it('resolves after work already queued as a task, not within the current one', async () => {
    const order: string[] = [];
    const queued = new MessageChannel();
    queued.port1.onmessage = () => {
      order.push('queued task');
      queued.port1.close();
    };
    queued.port2.postMessage(null);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });
});

describe('runInTasks', () => {
  it('runs the steps in order, a task apart and apart from the caller, and answers the last one', async () => {
    const order: string[] = [];
    const step = (name: string) => () => {
      order.push(name);
      // Work queued by a step as a task of its own runs before the next step starts.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        order.push(`task after ${name}`);
        channel.port1.close();
      };
      channel.port2.postMessage(null);
      return Promise.resolve();
    };
    const running = runInTasks([step('one'), step('two')], () => {
      order.push('last');
      return Promise.resolve(42);
    });
    // Not even the first step runs within the caller's task.
    order.push('caller');
    expect(await running).toBe(42);
    expect(order).toEqual(['caller', 'one', 'task after one', 'two', 'task after two', 'last']);
  });

  it('stops at a step that fails, and rejects with its error', async () => {
    const last = jest.fn(() => Promise.resolve('never'));
    await expect(runInTasks([() => Promise.reject(new Error('chunk failed'))], last)).rejects.toThrow('chunk failed');
    expect(last).not.toHaveBeenCalled();
  });
});
