/**
 * Resolves in a new task of the page: what ran before can be painted and input handled before what comes after. A
 * message the page posts to itself, as React's scheduler does, not a timer: timers are clamped when nested and held
 * to once a second in a background tab, where a page opened with Ctrl-click starts.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each of `steps` after the one before has settled, each in a new task (the first too: not in the caller's, whose
 * own work, such as a script's evaluation, comes first), then answers what `last` answers, in a new task as well. For
 * code that would otherwise run in one long task: a bundle's modules evaluated in groups through dynamic imports in
 * webpack's eager mode (the module stays in the importing chunk and downloads with it, but runs only when the import
 * is called), so a slow laptop's main thread is not held for long at a time (issue 15).
 */
export async function runInTasks<T>(steps: ReadonlyArray<() => Promise<unknown>>, last: () => Promise<T>): Promise<T> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
  await nextTask();
  return last();
}
