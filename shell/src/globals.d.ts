import type { BuildInfo } from 'shared-kit';

declare global {
  /** This build's facts, injected by the webpack factory's DefinePlugin. */
  const __BUILD_INFO__: BuildInfo;
}
export {};
