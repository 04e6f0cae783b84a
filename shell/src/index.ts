import { downloadPaintedRemote } from './first-paint/download-painted-remote';
import { startZoneDataWarmUp } from './session/zone-data-warm-up';

// First, so the worker has read the zone data by the time the screens format their first dates.
void startZoneDataWarmUp();
// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
// Meanwhile the painted page's remote downloads (no shared module involved).
downloadPaintedRemote();
