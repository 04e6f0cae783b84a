import { resetZoneDataWarmUp, startZoneDataWarmUp, ZONE_DATA_WARM_UP_SCRIPT, zoneDataWarmed, type WorkerFactory } from './zone-data-warm-up';

type Listener = () => void;

/** A stand-in worker that records its script and lets the test say when it answers. */
function fakeWorkers() {
  const made: { url: string; listeners: Map<string, Listener>; terminated: boolean }[] = [];
  const factory: WorkerFactory = (url) => {
    const worker = { url, listeners: new Map<string, Listener>(), terminated: false };
    made.push(worker);
    return {
      addEventListener: (type, listener) => void worker.listeners.set(type, listener),
      terminate: () => {
        worker.terminated = true;
      },
    };
  };
  return { made, factory };
}

describe('the zone data warm-up (issue 15)', () => {
  const createObjectURL = jest.fn(() => 'blob:zone-data');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    resetZoneDataWarmUp();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
  });

  it("runs a script that makes a formatter in a named zone and then says so", () => {
    const posted: unknown[] = [];
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    // The worker's global scope, as far as the script reaches: postMessage.
    new Function('postMessage', ZONE_DATA_WARM_UP_SCRIPT)((message: unknown) => posted.push(message));
    expect(made.mock.calls.map(([, options]) => options?.timeZone)).toEqual(['America/New_York']);
    expect(posted).toEqual(['warmed']);
    made.mockRestore();
  });

  it('starts one worker per page and settles when it answers, then ends it', async () => {
    const { made, factory } = fakeWorkers();
    let settled = false;
    void startZoneDataWarmUp(factory).then(() => (settled = true));
    void startZoneDataWarmUp(factory);
    expect(made).toHaveLength(1);
    expect(made[0]?.url).toBe('blob:zone-data');
    await Promise.resolve();
    expect(settled).toBe(false);

    made[0]?.listeners.get('message')?.();
    await zoneDataWarmed();
    expect(settled).toBe(true);
    expect(made[0]?.terminated).toBe(true);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:zone-data');
  });

  it('settles when the worker fails, and at once where no worker can be made', async () => {
    const { made, factory } = fakeWorkers();
    const failing = startZoneDataWarmUp(factory);
    made[0]?.listeners.get('error')?.();
    await expect(failing).resolves.toBeUndefined();

    resetZoneDataWarmUp();
    await expect(
      startZoneDataWarmUp(() => {
        throw new DOMException('Refused by the content security policy', 'SecurityError');
      }),
    ).resolves.toBeUndefined();
  });

  it('is settled for a page that never started it', async () => {
    await expect(zoneDataWarmed()).resolves.toBeUndefined();
  });
});
