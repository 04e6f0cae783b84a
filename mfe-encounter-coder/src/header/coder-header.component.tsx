import { EncounterHeader, LockControl, PrintButton, ReviewFlag } from 'encounter-kit';
import { isFlaggedForCoderQa, MESSAGES, type Encounter, type SessionUser } from 'shared-kit/domain';
import { CoderReviewIcons } from '../review-icons/coder-review-icons.component';

/**
 * The coder header (spec 2 §2.3): patient name, visit time, lock icon, print icon (the encounter PDF, full screen) and
 * the coder's action icons. On a review in READY_FOR_CODER_QA, users without the coder-QA role get the flag 'This
 * encounter review is flagged for Coder QA review' (with the reviewer's name when known) and no action icons.
 */
export function CoderHeader({ encounter, session, holdsLock, leave }: { encounter: Encounter; session: Readonly<SessionUser>; holdsLock: boolean; leave: () => void }) {
  const flagged = isFlaggedForCoderQa(session.type, encounter.review?.reviewCode);
  return (
    <EncounterHeader
      encounter={encounter}
      actions={
        <>
          {encounter.review && !flagged && <CoderReviewIcons encounterId={encounter.id} review={encounter.review} role={session.type} holdsLock={holdsLock} leave={leave} />}
          {!flagged && <LockControl encounter={encounter} session={session} onLockedIgnored={leave} />}
          <PrintButton pdfPath={`/api/pdf/encounter/${encounter.id}`} />
        </>
      }
    >
      {flagged && <ReviewFlag title={MESSAGES.coderQaFlag} review={encounter.review} />}
    </EncounterHeader>
  );
}
