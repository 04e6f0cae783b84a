import { Alert, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatMessage, practitionerDisplayName, type HttpClient, type NavigateOptions, type Practitioner, type SessionUser } from 'shared-kit';
import { answeredByPage } from '../home-first-paint/first-answer';
import { useFirstAnswer } from '../home-first-paint/first-answers.context';
import { DAILY_LIST_TEXTS } from './daily-list.messages';
import { DailyListScreen } from './daily-list-screen.component';
import { fetchMyPractitioners, MY_PRACTITIONERS_URL } from './my-practitioner.resource';
import { PractitionerSelect } from './practitioner-select.component';
import { useDailyListFilter } from './use-daily-list-filter.hook';

interface Props {
  session: Readonly<SessionUser>;
  navigate: (to: string, options?: NavigateOptions) => void;
  client: HttpClient;
  day: string;
  /** This browser's copy of the saved sort; localStorage unless given. */
  storage?: Storage | null;
}

type Mine = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; practitioners: Practitioner[] };

/**
 * A physician's home (spec 1 §2.5): the daily list of the practitioner linked to the user (GET /api/user/practitioner).
 * A user linked to several practitioners chooses among them; a user linked to none gets a notice, not someone else's list.
 * The sort is saved per user (the practitioner is not: it is the user's own).
 */
export function PhysicianDailyList({ session, navigate, client, day, storage }: Props) {
  // At hand as the server renders the home (home-render.tsx): drawn with it, nothing fetched (a render runs no effects).
  const given = useFirstAnswer(MY_PRACTITIONERS_URL);
  const [mine, setMine] = useState<Mine>(() => (Array.isArray(given) ? { state: 'loaded', practitioners: given as Practitioner[] } : { state: 'loading' }));
  const [chosen, setChosen] = useState<number | null>(null);
  const [filter, changeFilter] = useDailyListFilter(session, client, storage);
  // The home's first request: its answer, and the day's rows after it, may have come with the page.
  const [brought] = useState(() => answeredByPage(MY_PRACTITIONERS_URL));
  useEffect(() => {
    let live = true;
    fetchMyPractitioners(client).then(
      (practitioners) => live && setMine({ state: 'loaded', practitioners }),
      (cause: unknown) => live && setMine({ state: 'failed', message: cause instanceof Error ? cause.message : String(cause) }),
    );
    return () => {
      live = false;
    };
  }, [client]);

  const practitioners = mine.state === 'loaded' ? mine.practitioners : [];
  const current = practitioners.find((p) => p.id === chosen) ?? practitioners[0];
  let notice = null;
  if (mine.state === 'failed') {
    notice = <Alert type="error" showIcon role="alert" title={formatMessage(DAILY_LIST_TEXTS.practitionerFailed, { message: mine.message })} />;
  } else if (mine.state === 'loaded' && !current) {
    notice = <Alert type="info" showIcon title={DAILY_LIST_TEXTS.noPractitioner} />;
  }
  let toolbar = null;
  if (practitioners.length > 1 && current) {
    toolbar = <PractitionerSelect practitioners={practitioners} value={current.id} allowAll={false} onChange={(id) => setChosen(id)} />;
  } else if (current) {
    toolbar = <Typography.Text>{formatMessage(DAILY_LIST_TEXTS.practitionerOf, { name: practitionerDisplayName(current) })}</Typography.Text>;
  }

  return (
    <DailyListScreen
      session={session}
      navigate={navigate}
      client={client}
      day={day}
      practitionerId={mine.state === 'loaded' ? (current?.id ?? undefined) : undefined}
      sort={filter.sort}
      onSort={(sort) => changeFilter({ ...filter, sort })}
      toolbar={toolbar}
      notice={notice}
      brought={brought}
    />
  );
}
