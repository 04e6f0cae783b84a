import { FIRST_PAINT_ATTRIBUTE } from 'shared-kit/domain';

// The shell's first script (main.js), with what it starts watched: the bootstrap's evaluation stands for the shell's
// start (its chunks' download, the federation runtime's share negotiation).
const bootstrapEvaluated = jest.fn();
const startZoneDataWarmUp = jest.fn(() => Promise.resolve());
const downloadPaintedRemote = jest.fn();
const afterPaint: Array<() => void> = [];
jest.mock('./bootstrap', () => {
  bootstrapEvaluated();
  return {};
});
jest.mock('./session/zone-data-warm-up', () => ({ startZoneDataWarmUp }));
jest.mock('./first-paint/download-painted-remote', () => ({ downloadPaintedRemote }));
jest.mock('shared-kit/tasks', () => ({ afterNextPaint: (task: () => void) => afterPaint.push(task) }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the shell's first script on a painted page", () => {
  it('starts the zone warm-up and the shell only after the page has painted (issue 15)', async () => {
    document.body.innerHTML = `<div id="root"><div ${FIRST_PAINT_ATTRIBUTE}="mfe_auth"><form></form></div></div>`;
    await jest.isolateModulesAsync(async () => {
      await import('./index');
    });
    await flush();
    expect(downloadPaintedRemote).toHaveBeenCalledTimes(1);
    expect(startZoneDataWarmUp).not.toHaveBeenCalled();
    expect(bootstrapEvaluated).not.toHaveBeenCalled();
    for (const task of afterPaint.splice(0)) task();
    await flush();
    expect(startZoneDataWarmUp).toHaveBeenCalledTimes(1);
    expect(bootstrapEvaluated).toHaveBeenCalledTimes(1);
  });
});
