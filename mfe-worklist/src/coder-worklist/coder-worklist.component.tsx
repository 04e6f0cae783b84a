import { WorklistScreen, type WorklistScreenProps } from '../shared/worklist-screen.component';
import { CODER_WORKLIST_CONFIG } from './coder-worklist.config';
import { EncounterSearch } from './encounter-search.component';

/** Home of CODER and CODER_QA_MANAGER users (spec 1 §2.5); only CODER gets the encounter search. */
export function CoderWorklist(props: Omit<WorklistScreenProps, 'config' | 'toolbar'>) {
  const toolbar = props.session.type === 'CODER' ? <EncounterSearch navigate={props.navigate} /> : undefined;
  return <WorklistScreen {...props} config={CODER_WORKLIST_CONFIG} toolbar={toolbar} />;
}
