import { PROPERTY_KEYS, propertyList, type SessionUser, type UserUpdate } from 'shared-kit/domain';

export interface UserPropertyValues {
  /** Region names (USER_REGION_FILTER, a comma list). */
  regions: string[];
  /** Organization ids (USER_PATIENT_ORG_FILTER, a comma list). */
  organizationIds: number[];
}

/** The user's worklist region and organization filters as the account page edits them. */
export function userPropertyValues(session: SessionUser): UserPropertyValues {
  return {
    regions: propertyList(PROPERTY_KEYS.userRegionFilter, [], session.userProperties),
    organizationIds: propertyList(PROPERTY_KEYS.userPatientOrgFilter, [], session.userProperties)
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
  };
}

/**
 * The update of the edited values: each as a comma list, or null (removed) when empty. The region filter is left out
 * when the user may not change it (a CDI_RESTRICTED holder: it is their access scope; the server refuses it too).
 */
export function userPropertiesUpdate(values: UserPropertyValues, regionEditable: boolean): NonNullable<UserUpdate['userProperties']> {
  const list = (items: ReadonlyArray<string | number>) => (items.length > 0 ? items.join(',') : null);
  return [
    ...(regionEditable ? [{ propertyKey: PROPERTY_KEYS.userRegionFilter, propertyValue: list(values.regions) }] : []),
    { propertyKey: PROPERTY_KEYS.userPatientOrgFilter, propertyValue: list(values.organizationIds) },
  ];
}

const sameList = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');
export const sameValues = (a: UserPropertyValues, b: UserPropertyValues): boolean => sameList(a.regions, b.regions) && sameList(a.organizationIds, b.organizationIds);
