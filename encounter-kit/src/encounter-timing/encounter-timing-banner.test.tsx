import { render, screen } from '@testing-library/react';
import { MESSAGES } from 'shared-kit/domain';
import { KitTimeZoneContext } from '../api/kit-session.context';
import { EncounterTimingBanner } from './encounter-timing-banner.component';

// The tests run in UTC. At 08:00Z on 8 March it is still 10:00 PM on 7 March in Honolulu.
const NOW = new Date('2026-03-08T08:00:00Z');

function banner(start: string, zone?: string) {
  const element = <EncounterTimingBanner start={start} now={NOW} />;
  return render(zone ? <KitTimeZoneContext.Provider value={zone}>{element}</KitTimeZoneContext.Provider> : element);
}

describe("the past / future banner reads the tenant's days (spec 2 §2.4, issue 17)", () => {
  it("shows nothing on the tenant's today, though that is the runtime's yesterday", () => {
    const start = '2026-03-07T20:00:00Z'; // 10:00 AM on 7 March in Honolulu
    const { unmount } = banner(start, 'Pacific/Honolulu');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    banner(start); // outside a provider: the runtime's (UTC) day, yesterday
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.pastEncounterWarning);
  });

  it("warns of a future encounter on the tenant's tomorrow, though that is the runtime's today", () => {
    const start = '2026-03-08T12:00:00Z'; // 2:00 AM on 8 March in Honolulu
    const { unmount } = banner(start, 'Pacific/Honolulu');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.futureEncounterWarning);
    unmount();
    banner(start, 'UTC');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
