import { useEffect, useState } from 'react';
import {
  practitionerDisplayName,
  PROPERTY_KEYS,
  propertyValue,
  underscoresToSpaces,
  type HttpClient,
  type SessionUser,
} from 'shared-kit';
import { fetchActiveOrganizations, fetchActivePractitioners, fetchAppointmentTypes, fetchRegions } from './reference.resource';

export interface Option<V extends string | number> {
  value: V;
  label: string;
}

/** The choices of the filter panel's selects. */
export interface ReferenceLists {
  practices: Option<number>[];
  visitTypes: Option<string>[];
  practitioners: Option<number>[];
  regions: Option<string>[];
  /** Why some lists are missing, null when all loaded. */
  error: string | null;
}

const EMPTY: ReferenceLists = { practices: [], visitTypes: [], practitioners: [], regions: [], error: null };

/** The user's assigned regions (user property, a comma list of region names), empty when none are assigned. */
export function assignedRegions(session: Pick<SessionUser, 'userProperties'>): string[] {
  const raw = propertyValue(PROPERTY_KEYS.userRegionFilter, [], session.userProperties) ?? '';
  return raw
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}

const regionOption = (name: string): Option<string> => ({ value: name, label: underscoresToSpaces(name) });

/**
 * Loads the filter choices once (spec 1 §7): active practices sorted by name, visit types, active practitioners
 * ('last, first') and regions: the user's assigned regions when present, otherwise the fetched ones (spec 1 §6).
 * A list that fails stays empty and the failure is reported in `error`; the others still load.
 */
export function useReferenceLists(session: Pick<SessionUser, 'userProperties'>, client: HttpClient): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>(EMPTY);
  const assigned = assignedRegions(session).join(',');

  useEffect(() => {
    let live = true;
    const fixedRegions = assigned ? assigned.split(',') : null;
    void Promise.allSettled([
      fetchActiveOrganizations(client),
      fetchAppointmentTypes(client),
      fetchActivePractitioners(client),
      fixedRegions ? Promise.resolve(fixedRegions) : fetchRegions(client).then((regions) => regions.map((region) => region.name)),
    ]).then(([orgs, types, practitioners, regions]) => {
      if (!live) return;
      const failure = [orgs, types, practitioners, regions].find((result) => result.status === 'rejected');
      setLists({
        practices: orgs.status === 'fulfilled' ? orgs.value.map((org) => ({ value: org.id, label: org.name })) : [],
        visitTypes: types.status === 'fulfilled' ? types.value.map((type) => ({ value: type, label: type })) : [],
        practitioners:
          practitioners.status === 'fulfilled'
            ? practitioners.value.map((p) => ({ value: p.id, label: practitionerDisplayName(p) })).sort((a, b) => a.label.localeCompare(b.label))
            : [],
        regions: regions.status === 'fulfilled' ? regions.value.map(regionOption) : [],
        error: failure?.status === 'rejected' ? (failure.reason instanceof Error ? failure.reason.message : String(failure.reason)) : null,
      });
    });
    return () => {
      live = false;
    };
  }, [client, assigned]);

  return lists;
}
