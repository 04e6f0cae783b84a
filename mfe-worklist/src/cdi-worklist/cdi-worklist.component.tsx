import { WorklistScreen, type WorklistScreenProps } from '../worklist/worklist-screen.component';
import { CDI_WORKLIST_CONFIG } from './cdi-worklist.config';

/** Home of CDI, CDI_QA_MANAGER and CDI_RESTRICTED users (spec 1 §2.5). */
export function CdiWorklist(props: Omit<WorklistScreenProps, 'config' | 'toolbar'>) {
  return <WorklistScreen {...props} config={CDI_WORKLIST_CONFIG} />;
}
