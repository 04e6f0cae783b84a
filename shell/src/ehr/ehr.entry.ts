// The EHR example page (platform design §8). The async boundary lets Module Federation negotiate shared singletons
// before any of them runs, as the shell's own entry does.
import('./ehr-page.start');
