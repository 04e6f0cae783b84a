import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { ROUTES, type NavigateOptions } from 'shared-kit';
import { addDays } from 'shared-kit/domain';
import { DAILY_LIST_TEXTS } from './daily-list.messages';

/** The route of a day's list: plain home for today, `/auth/home/{YYYY-MM-DD}` for any other day. */
export function dailyListPath(day: string, today: string): string {
  return day === today ? ROUTES.home : ROUTES.homeOnDate.replace(':date', day);
}

interface Props {
  /** The day shown and the tenant's today, YYYY-MM-DD. */
  day: string;
  today: string;
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Drawn but not usable: the home's first paint, before the remote's code has arrived. */
  disabled?: boolean;
}

/** Beside a daily list's title: previous day, 'Today' when another day is shown, next day (spec 1 §2.5). */
export function DayNavigation({ day, today, navigate, disabled = false }: Props) {
  return (
    <nav aria-label={DAILY_LIST_TEXTS.dateNavigation}>
      <Flex gap="small">
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={DAILY_LIST_TEXTS.previousDay}
          disabled={disabled}
          onClick={() => navigate(dailyListPath(addDays(day, -1), today))}
        />
        {day !== today && (
          <Button disabled={disabled} onClick={() => navigate(ROUTES.home)}>
            {DAILY_LIST_TEXTS.today}
          </Button>
        )}
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={DAILY_LIST_TEXTS.nextDay}
          disabled={disabled}
          onClick={() => navigate(dailyListPath(addDays(day, 1), today))}
        />
      </Flex>
    </nav>
  );
}
