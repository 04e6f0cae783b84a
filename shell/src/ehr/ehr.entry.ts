import { startZoneDataWarmUp } from '../session/zone-data-warm-up';

// The encounter screen formats its dates in the session's zone: ICU's zone data loads on a worker meanwhile, as on
// the shell's pages (session/zone-data-warm-up.ts).
void startZoneDataWarmUp();
// The EHR example page (platform design §8). The async boundary lets Module Federation negotiate shared singletons
// before any of them runs, as the shell's own entry does.
import('./ehr-page.start');
