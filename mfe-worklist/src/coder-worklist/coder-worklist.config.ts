import { CODER_WORKLIST_VIEW_LABELS, CODER_WORKLIST_VIEWS } from 'shared-kit';
import type { WorklistConfig } from '../worklist/worklist-screen.component';
import { WORKLIST_TEXTS } from '../worklist.messages';

/** The coder worklist (spec 1 §2.6): six views; the CDI filters without potential opportunities and specialty. */
export const CODER_WORKLIST_CONFIG: WorklistConfig = {
  kind: 'CODER',
  title: WORKLIST_TEXTS.coderWorklistTitle,
  views: CODER_WORKLIST_VIEWS,
  viewLabels: CODER_WORKLIST_VIEW_LABELS,
  filters: { potentialOpportunities: false, specialty: false, nlpOnly: false },
};
