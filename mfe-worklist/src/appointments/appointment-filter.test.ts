import { buildAppointmentQuery, EMPTY_APPOINTMENT_FILTER, hasAppointmentFilter, readAppointmentFilter } from './appointment-filter';

describe('appointment filter (spec 1 §3, §5, §9)', () => {
  it('sends only the set values, normalised, with the appointment statuses and start desc', () => {
    expect(buildAppointmentQuery(EMPTY_APPOINTMENT_FILTER)).toEqual({
      encounterStatus: ['PLANNED', 'ARRIVED', 'IN_PROGRESS', 'FINISHED'],
      patientStatus: 'ACTIVE',
      sort: 'start desc',
    });
    expect(
      buildAppointmentQuery({ mrn: ' M1 ', firstName: 'an%n', lastName: ' Lee', birthDate: '1/2/1950', start: '2026-11-21', practitionerId: 7 }),
    ).toEqual({
      mrn: 'M1',
      firstName: 'ann%',
      lastName: 'Lee%',
      birthDate: '1950-01-02',
      start: '2026-11-21',
      practitionerId: 7,
      encounterStatus: ['PLANNED', 'ARRIVED', 'IN_PROGRESS', 'FINISHED'],
      patientStatus: 'ACTIVE',
      sort: 'start desc',
    });
  });

  it("adds the user's offshore filter as onOffShore (spec 1 §3), only when the user has one", () => {
    expect(buildAppointmentQuery(EMPTY_APPOINTMENT_FILTER, 'OFFSHORE')).toMatchObject({ onOffShore: 'OFFSHORE', sort: 'start desc' });
    expect(buildAppointmentQuery({ ...EMPTY_APPOINTMENT_FILTER, mrn: 'M1' }, 'ONSHORE')).toMatchObject({ mrn: 'M1', onOffShore: 'ONSHORE' });
    expect(buildAppointmentQuery(EMPTY_APPOINTMENT_FILTER, null)).not.toHaveProperty('onOffShore');
  });

  it('drops blank names and unreadable dates', () => {
    const query = buildAppointmentQuery({ ...EMPTY_APPOINTMENT_FILTER, firstName: ' % ', start: 'soon' });
    expect(query).not.toHaveProperty('firstName');
    expect(query).not.toHaveProperty('start');
  });

  it('reads a saved filter back, dropping wrong types and unknown keys', () => {
    expect(readAppointmentFilter({ values: { mrn: 'M1', practitionerId: '7', start: '11/21/2026', extra: 1 } })).toEqual({
      ...EMPTY_APPOINTMENT_FILTER,
      mrn: 'M1',
      start: '2026-11-21',
    });
    expect(readAppointmentFilter({ lastName: 'Lee', practitionerId: 7, birthDate: 12 })).toEqual({
      ...EMPTY_APPOINTMENT_FILTER,
      lastName: 'Lee',
      practitionerId: 7,
    });
    expect(readAppointmentFilter(null)).toBeNull();
    expect(readAppointmentFilter(['x'])).toBeNull();
  });

  it('knows whether any filter is set', () => {
    expect(hasAppointmentFilter(EMPTY_APPOINTMENT_FILTER)).toBe(false);
    expect(hasAppointmentFilter({ ...EMPTY_APPOINTMENT_FILTER, practitionerId: 3 })).toBe(true);
  });
});
