/**
 * Loads ICU's time-zone data on a worker thread at the page's start (issue 15). A page's first Intl.DateTimeFormat in a
 * named zone reads ICU's zone tables: 30–55 ms of the main thread here, a long task on a slow laptop, and every screen
 * formats its dates in the session's zone. The tables are the renderer process's, shared by its threads: once a worker
 * has made such a formatter, the page's own first one takes under a millisecond (measured in Chromium: 27–57 ms alone,
 * 0.4 ms after the worker's). Any named zone loads them; the one used here does not need to be the session's.
 *
 * The worker's code is the function below, sent as a blob (the platform's CSP allows `worker-src blob:`), so it needs no
 * request and no bundle of its own; it must stay self-contained (no imports, no closure).
 */
function warmZoneData(zone: string): void {
  new Intl.DateTimeFormat('en-US', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' }).format(0);
  postMessage('warmed');
}

/** A zone with daylight saving, so its rules are read too. */
const WARM_UP_ZONE = 'America/New_York';

/** The worker's script: the function above, called. */
export const ZONE_DATA_WARM_UP_SCRIPT = `(${warmZoneData.toString()})(${JSON.stringify(WARM_UP_ZONE)});`;

/** What the warm-up uses of a worker. */
export interface WarmUpWorker {
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  terminate(): void;
}
export type WorkerFactory = (scriptUrl: string) => WarmUpWorker;

const blobWorker: WorkerFactory = (scriptUrl) => new Worker(scriptUrl);

let warmUp: Promise<void> | null = null;

/**
 * Starts the warm-up once per page; resolves when the worker is done, or at once where no worker can run (no Worker, a
 * CSP without blob: workers): the page then loads the tables itself, as before.
 */
export function startZoneDataWarmUp(createWorker: WorkerFactory = blobWorker): Promise<void> {
  warmUp ??= new Promise<void>((resolve) => {
    let scriptUrl: string | null = null;
    try {
      scriptUrl = URL.createObjectURL(new Blob([ZONE_DATA_WARM_UP_SCRIPT], { type: 'text/javascript' }));
      const worker = createWorker(scriptUrl);
      const finish = () => {
        worker.terminate();
        if (scriptUrl) URL.revokeObjectURL(scriptUrl);
        resolve();
      };
      worker.addEventListener('message', finish);
      worker.addEventListener('error', finish);
    } catch {
      if (scriptUrl) URL.revokeObjectURL(scriptUrl);
      resolve();
    }
  });
  return warmUp;
}

/** The started warm-up's end, or an already settled promise when none was started (a test, a page without it). */
export function zoneDataWarmed(): Promise<void> {
  return warmUp ?? Promise.resolve();
}

/** Tests only: forgets the page's warm-up. */
export function resetZoneDataWarmUp(): void {
  warmUp = null;
}
