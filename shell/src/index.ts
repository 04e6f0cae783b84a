import { downloadPaintedRemote } from './first-paint/download-painted-remote';

// The async boundary lets Module Federation negotiate shared singletons before any of them runs.
import('./bootstrap');
// Meanwhile the painted page's remote downloads (no shared module involved).
downloadPaintedRemote();
