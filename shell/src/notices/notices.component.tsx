import { SHELL_MESSAGES } from '../shell.messages';
import { NoticePanel } from './notice-panel.component';

/** ADMIN's home (spec 1 §2.5): close this tab and return to the Admin application. */
export function AdminNotice() {
  return <NoticePanel title={SHELL_MESSAGES.adminNoticeTitle} body={SHELL_MESSAGES.adminNoticeBody} />;
}

/** /auth/smart/empty (spec 2 §2). */
export function SmartEmptyNotice() {
  return <NoticePanel title={SHELL_MESSAGES.smartEmpty} />;
}

/** Encounter detail for a role without a view (spec 2 §1: "nothing is shown"). */
export function NoEncounterViewNotice() {
  return <NoticePanel status="warning" title={SHELL_MESSAGES.noEncounterView} />;
}
