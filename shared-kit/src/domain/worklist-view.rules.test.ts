import { cdiWorklistViewFilter, coderWorklistViewFilter, worklistViewFilter } from './worklist-view.rules';

describe('worklist view filters (spec 1 §2.6)', () => {
  it('CDI views', () => {
    expect(cdiWorklistViewFilter('WORKLIST')).toEqual({ reviewCode: ['OPEN', 'READY_FOR_CDI_QA'], encounterStatus: ['PLANNED'] });
    expect(cdiWorklistViewFilter('OPEN')).toEqual({ reviewCode: ['OPEN'] });
    expect(cdiWorklistViewFilter('CDI_REVIEW_REQUEST')).toEqual({ reviewQueryStatus: 'REVIEW_QUERY_OUTSTANDING' });
    expect(cdiWorklistViewFilter('READY_FOR_CDI_QA')).toEqual({ reviewCode: ['READY_FOR_CDI_QA'] });
    expect(cdiWorklistViewFilter('READY_FOR_PHYSICIAN')).toEqual({ reviewCode: ['READY_FOR_PHYSICIAN'] });
    expect(cdiWorklistViewFilter('LOCKED')).toEqual({ lockStatus: 'ACTIVE', encounterStatus: ['PLANNED'] });
    expect(cdiWorklistViewFilter('CANCELLED')).toEqual({
      encounterStatus: ['CANCELLED'],
      reviewCode: ['OPEN', 'READY_FOR_CDI_QA', 'READY_FOR_PHYSICIAN'],
    });
  });

  it('coder views', () => {
    expect(coderWorklistViewFilter('WORKLIST')).toEqual({ reviewCode: ['READY_FOR_CODER'] });
    expect(coderWorklistViewFilter('CODER_REVIEW_REQUEST')).toEqual({ reviewQueryStatus: 'REVIEW_QUERY_OUTSTANDING' });
    expect(coderWorklistViewFilter('READY_FOR_CODER_QA')).toEqual({ reviewCode: ['READY_FOR_CODER_QA'] });
    expect(coderWorklistViewFilter('COMPLETED')).toEqual({ reviewCode: ['COMPLETED'] });
    expect(coderWorklistViewFilter('READY_FOR_PHYSICIAN')).toEqual({ reviewCode: ['READY_FOR_PHYSICIAN'] });
    expect(coderWorklistViewFilter('LOCKED')).toEqual({ lockStatus: 'ACTIVE', reviewCode: ['READY_FOR_PHYSICIAN', 'COMPLETED'] });
  });

  it('picks the worklist of the role, and null for a view outside it or a role without a worklist', () => {
    expect(worklistViewFilter('CDI', 'WORKLIST')).toEqual(cdiWorklistViewFilter('WORKLIST'));
    expect(worklistViewFilter('CODER_QA_MANAGER', 'WORKLIST')).toEqual(coderWorklistViewFilter('WORKLIST'));
    expect(worklistViewFilter('CODER', 'CANCELLED')).toBeNull();
    expect(worklistViewFilter('CDI', 'COMPLETED')).toBeNull();
    expect(worklistViewFilter('PHYSICIAN', 'WORKLIST')).toBeNull();
  });
});
