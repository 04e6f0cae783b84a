import { planIdleLogoff } from './idle-logoff.rules';

const status = (idle: number, absolute = 12 * 3600) => ({ idleRemainingSeconds: idle, absoluteRemainingSeconds: absolute, idleTimeoutSeconds: 1800 });

describe('planIdleLogoff', () => {
  it('stays quiet until a minute before the idle timeout, then checks again', () => {
    expect(planIdleLogoff(status(1800))).toEqual({ kind: 'quiet', checkInMs: 1740_000 });
    expect(planIdleLogoff(status(61))).toEqual({ kind: 'quiet', checkInMs: 1000 });
  });

  it('warns within the last minute and checks again just after the end', () => {
    expect(planIdleLogoff(status(60))).toEqual({ kind: 'warn', endsInMs: 60_000, checkInMs: 61_000 });
    expect(planIdleLogoff(status(0))).toEqual({ kind: 'warn', endsInMs: 0, checkInMs: 1000 });
  });

  it('counts the absolute lifetime when it ends first', () => {
    expect(planIdleLogoff(status(1800, 30))).toEqual({ kind: 'warn', endsInMs: 30_000, checkInMs: 31_000 });
  });
});
