import { encounterDetailPath, encounterIdFromPath } from './routes';

describe('encounterIdFromPath (feedback takes the id from a path containing detail)', () => {
  it('reads the id of every detail route', () => {
    expect(encounterIdFromPath('/auth/encounter/detail/42')).toBe(42);
    expect(encounterIdFromPath('/auth/smart/encounter/detail/42/conditions/KNOWN')).toBe(42);
    expect(encounterIdFromPath('/auth/embedded/encounter/detail/7/')).toBe(7);
  });

  it('is null without detail or without a numeric id', () => {
    expect(encounterIdFromPath('/auth/home')).toBeNull();
    expect(encounterIdFromPath('/auth/encounter/detail/abc')).toBeNull();
    expect(encounterIdFromPath('/auth/smart/condition/3/encounter/9')).toBeNull();
  });

  it('round-trips encounterDetailPath', () => {
    expect(encounterIdFromPath(encounterDetailPath(1234))).toBe(1234);
  });
});
