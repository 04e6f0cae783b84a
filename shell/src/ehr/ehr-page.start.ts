import { startEhrPage } from './ehr-page';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void startEhrPage(root);
