import { downloadPaintedRemote } from './first-paint/download-painted-remote';
import { startAfterFirstPaint } from './first-paint/start-after-paint';
import { startZoneDataWarmUp } from './session/zone-data-warm-up';

// The painted page's remote downloads once the page has painted (no shared module involved).
downloadPaintedRemote();
startAfterFirstPaint([
  // First, so the worker has read the zone data by the time the screens format their first dates.
  () => void startZoneDataWarmUp(),
  // The async boundary lets Module Federation negotiate shared singletons before any of them runs.
  () => void import('./bootstrap'),
]);
