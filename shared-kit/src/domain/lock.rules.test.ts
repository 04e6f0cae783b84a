import type { Lock } from './encounter.types';
import { isLockActive, isLockedByMe, isLockedByOther, lockTooltip } from './lock.rules';

const lock: Lock = { id: 1, encounterId: 42, statusCode: 'ACTIVE', createdByUsername: 'cdi', createdById: 1, creationDate: '2026-01-02T09:05:00Z' };
const format = (iso: string): string => `formatted(${iso})`;

describe('lock rules (spec 1 §4, spec 2 §4.4)', () => {
  it("tooltip of an active lock reads 'Locked for {user}, {date time}'", () => {
    expect(lockTooltip(lock, format)).toBe('Locked for cdi, formatted(2026-01-02T09:05:00Z)');
  });

  it('no tooltip for a disabled lock or no lock', () => {
    expect(lockTooltip({ ...lock, statusCode: 'DISABLED' }, format)).toBeNull();
    expect(lockTooltip(null, format)).toBeNull();
  });

  it('the creator of an active lock holds it', () => {
    expect(isLockedByMe(lock, 1)).toBe(true);
    expect(isLockedByMe(lock, 2)).toBe(false);
    expect(isLockedByMe({ ...lock, statusCode: 'DISABLED' }, 1)).toBe(false);
    expect(isLockedByMe(lock, null)).toBe(false);
  });

  it('another user holds an active lock not created by me', () => {
    expect(isLockedByOther(lock, 2)).toBe(true);
    expect(isLockedByOther(lock, 1)).toBe(false);
    expect(isLockedByOther(undefined, 1)).toBe(false);
  });

  it('only ACTIVE counts', () => {
    expect(isLockActive(lock)).toBe(true);
    expect(isLockActive({ ...lock, statusCode: 'DISABLED' })).toBe(false);
  });
});
