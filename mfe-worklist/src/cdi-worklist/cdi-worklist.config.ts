import { CDI_WORKLIST_VIEW_LABELS, CDI_WORKLIST_VIEWS } from 'shared-kit';
import type { WorklistConfig } from '../worklist/worklist-screen.component';
import { WORKLIST_TEXTS } from '../worklist.messages';

/** The CDI worklist (spec 1 §2.6): seven views; potential opportunities, specialty and the NLP toggle among its filters. */
export const CDI_WORKLIST_CONFIG: WorklistConfig = {
  kind: 'CDI',
  title: WORKLIST_TEXTS.cdiWorklistTitle,
  views: CDI_WORKLIST_VIEWS,
  viewLabels: CDI_WORKLIST_VIEW_LABELS,
  filters: { potentialOpportunities: true, specialty: true, nlpOnly: true },
};
