import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockCoderTags } from 'shared-kit/mock';
import { ConditionQueryOverdueIcon } from './query-aging/condition-query-icon.component';
import { ReviewFlag } from './review/review-flag.component';
import { PreviousEncountersAccordion } from './previous-encounters/previous-encounters-accordion.component';
import { conditionKindsParam } from './conditions/condition-kinds.param';

const tags = mockCoderTags;

describe('kit views added with the coder detail', () => {
  const now = new Date('2026-03-05T12:00:00.000Z');

  it('shows the red warning icon only for an outstanding query older than the window (spec 2 §5)', () => {
    const { rerender } = render(<ConditionQueryOverdueIcon coderTags={tags({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: '2026-03-04T11:00:00.000Z' })} hours={24} now={now} />);
    expect(screen.getByRole('img', { name: 'Query outstanding for more than 24 hours' })).toBeInTheDocument();
    // 25 hours is within a 48-hour window; an answered query is never overdue.
    rerender(<ConditionQueryOverdueIcon coderTags={tags({ queryStatusCode: 'QUERY_OUTSTANDING', queryCreationDate: '2026-03-04T11:00:00.000Z' })} hours={48} now={now} />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<ConditionQueryOverdueIcon coderTags={tags({ queryStatusCode: 'QUERY_RESPONSE_RECEIVED', queryCreationDate: '2026-01-01T00:00:00.000Z' })} hours={24} now={now} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('flags a review with the reviewer when known', () => {
    const { rerender } = render(<ReviewFlag title="This encounter review is flagged for Coder QA review" review={{ reviewer: { userId: 2, firstName: 'Quinn', lastName: 'Adams' } }} />);
    expect(screen.getByText('This encounter review is flagged for Coder QA review')).toBeInTheDocument();
    expect(screen.getByText('Reviewer: Quinn Adams')).toBeInTheDocument();
    rerender(<ReviewFlag title="This encounter review is flagged for Coder QA review" review={{ reviewer: null }} />);
    expect(screen.queryByText(/^Reviewer:/)).toBeNull();
  });

  it("lists previous encounters as 'date - reason description' and opens the one chosen", async () => {
    const onOpen = jest.fn();
    render(
      <PreviousEncountersAccordion
        previous={[{ id: 30, start: '2026-01-10T15:00:00.000Z', status: 'FINISHED', appointmentType: 'Follow-up', reasonDescription: 'Check-up', review: null }]}
        onOpen={onOpen}
        defaultOpen
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^Open the encounter of 1\/10\/2026 - Check-up/ }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 30 }));
  });
});

describe('conditionKindsParam (spec 2 §1 condition groups)', () => {
  it('reads the kinds of the route parameter, ignoring unknown words; none means all', () => {
    expect(conditionKindsParam('known, Potential,bogus')).toEqual(['KNOWN', 'POTENTIAL']);
    expect(conditionKindsParam('bogus')).toBeNull();
    expect(conditionKindsParam(undefined)).toBeNull();
  });
});
