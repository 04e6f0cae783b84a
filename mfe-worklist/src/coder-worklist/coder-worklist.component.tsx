import { Flex } from 'antd';
import { ROUTES } from 'shared-kit';
import { WorklistScreen, type WorklistScreenProps } from '../worklist/worklist-screen.component';
import { WORKLIST_TEXTS } from '../worklist.messages';
import { CODER_WORKLIST_CONFIG } from './coder-worklist.config';
import { EncounterSearch } from './encounter-search.component';

/**
 * Home of CODER and CODER_QA_MANAGER users (spec 1 §2.5); only CODER gets the encounter search. Both get the link to
 * the query aging view (issue 12; mfe-encounter-coder README), which the coder remote serves.
 */
export function CoderWorklist(props: Omit<WorklistScreenProps, 'config' | 'toolbar'>) {
  const toolbar = (
    <Flex gap="middle" align="center" wrap>
      {props.session.type === 'CODER' && <EncounterSearch navigate={props.navigate} />}
      <a
        href={ROUTES.coderQueryAging}
        onClick={(event) => {
          event.preventDefault();
          props.navigate(ROUTES.coderQueryAging);
        }}
      >
        {WORKLIST_TEXTS.queryAging}
      </a>
    </Flex>
  );
  return <WorklistScreen {...props} config={CODER_WORKLIST_CONFIG} toolbar={toolbar} />;
}
