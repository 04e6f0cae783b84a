import { nextRemoteOf } from './next-remote-preload';

describe('nextRemoteOf', () => {
  it('from the lists, the encounter detail of the role', () => {
    expect(nextRemoteOf('home', 'CDI')).toBe('mfe_encounter_cdi');
    expect(nextRemoteOf('encounter-list', 'CODER_QA_MANAGER')).toBe('mfe_encounter_coder');
    expect(nextRemoteOf('patient-list', 'CDI_RESTRICTED')).toBe('mfe_encounter_cdi');
    expect(nextRemoteOf('home', 'CLINICAL_ADMIN')).toBe('mfe_encounter_physician');
  });

  it('nothing for roles without a detail view, or from screens the detail is not opened from', () => {
    expect(nextRemoteOf('home', 'ADMIN')).toBeNull();
    expect(nextRemoteOf('home', null)).toBeNull();
    expect(nextRemoteOf('encounter-detail', 'CDI')).toBeNull();
    expect(nextRemoteOf('reports', 'CDI')).toBeNull();
  });
});
