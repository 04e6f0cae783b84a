import type { ParcelLifecycles } from 'shared-kit';

const FALLBACK_CAUSE = Symbol.for('shell.remote-fallback-cause');

/** Lifecycles standing in for a remote that could not be loaded: mount rejects so the area shows its panel. */
export type FallbackLifecycles = ParcelLifecycles & { readonly [FALLBACK_CAUSE]: Error };

export function createFallbackLifecycles(cause: Error): FallbackLifecycles {
  return {
    [FALLBACK_CAUSE]: cause,
    bootstrap: () => Promise.resolve(),
    mount: () => Promise.reject(cause),
    update: () => Promise.resolve(),
    unmount: () => Promise.resolve(),
  };
}

/** The load failure a fallback stands for, or null for real lifecycles. */
export function fallbackCause(lifecycles: ParcelLifecycles): Error | null {
  return FALLBACK_CAUSE in lifecycles ? (lifecycles as FallbackLifecycles)[FALLBACK_CAUSE] : null;
}

function hasLifecycles(value: unknown): value is ParcelLifecycles {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.bootstrap === 'function' && typeof v.mount === 'function' && typeof v.unmount === 'function';
}

/** The lifecycles of an exposed `./parcel` module: named exports, or a default export holding them. */
export function toParcelLifecycles(module: unknown): ParcelLifecycles | null {
  if (hasLifecycles(module)) {
    const update = (module as { update?: unknown }).update;
    return typeof update === 'function' ? module : { ...module, update: () => Promise.resolve() };
  }
  if (typeof module === 'object' && module !== null && 'default' in module) return toParcelLifecycles(module.default);
  return null;
}
