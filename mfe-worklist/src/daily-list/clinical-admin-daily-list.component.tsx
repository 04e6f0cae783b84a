import { Alert } from 'antd';
import { useEffect, useState } from 'react';
import { formatMessage, type HttpClient, type NavigateOptions, type Practitioner, type SessionUser } from 'shared-kit';
import { answeredByPage } from '../home-first-paint/first-answer';
import { useFirstAnswer } from '../home-first-paint/first-answers.context';
import { ACTIVE_PRACTITIONERS_URL, fetchActivePractitioners } from '../reference-lists/reference.resource';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { dailyListFirstPageUrl } from './daily-list-requests';
import { DailyListScreen } from './daily-list-screen.component';
import { PractitionerSelect } from './practitioner-select.component';
import { useDailyListFilter } from './use-daily-list-filter.hook';

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client: HttpClient;
  day: string;
  /** This browser's copy of the saved choice; localStorage unless given. */
  storage?: Storage | null;
}

/**
 * A clinical admin's home (spec 1 §2.5): the daily list with a practitioner selector over the tenant's active
 * practitioners ('last, first'), 'All Practitioners' first and chosen at first. The choice and the sort are saved per user.
 */
export function ClinicalAdminDailyList({ session, navigate, client, day, storage }: Props) {
  const [filter, changeFilter] = useDailyListFilter(session, client, storage);
  // At hand as the server renders the home (home-render.tsx), when a practitioner is chosen (the selector names them).
  const given = useFirstAnswer(ACTIVE_PRACTITIONERS_URL);
  const [practitioners, setPractitioners] = useState<Practitioner[]>(() => (Array.isArray(given) ? (given as Practitioner[]) : []));
  // The home's first request is the day's first page: its answer may have come with the page.
  const [brought] = useState(() => answeredByPage(dailyListFirstPageUrl(session, day, filter.practitionerId, filter.sort)));
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchActivePractitioners(client).then(
      (list) => live && setPractitioners(list),
      (cause: unknown) => live && setFailure(cause instanceof Error ? cause.message : String(cause)),
    );
    return () => {
      live = false;
    };
  }, [client]);

  return (
    <DailyListScreen
      session={session}
      navigate={navigate}
      client={client}
      day={day}
      practitionerId={filter.practitionerId}
      sort={filter.sort}
      onSort={(sort) => changeFilter({ ...filter, sort })}
      brought={brought}
      toolbar={
        <>
          <PractitionerSelect
            practitioners={practitioners}
            value={filter.practitionerId}
            allowAll
            onChange={(practitionerId) => changeFilter({ ...filter, practitionerId })}
          />
          {failure && (
            <Alert type="warning" showIcon role="status" title={formatMessage(DAILY_LIST_TEXTS.practitionerFailed, { message: failure })} />
          )}
        </>
      }
    />
  );
}
