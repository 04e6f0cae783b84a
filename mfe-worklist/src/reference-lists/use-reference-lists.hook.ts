import { useEffect, useState } from 'react';
import { practitionerDisplayName, underscoresToSpaces, type HttpClient, type SessionUser } from 'shared-kit';
import { userDefaultOrgIds, userDefaultRegions } from 'shared-kit/domain';
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

const regionOption = (name: string): Option<string> => ({ value: name, label: underscoresToSpaces(name) });

/**
 * Loads the filter choices once (spec 1 §7): active practices sorted by name (only the user's own practices when
 * they have an organization filter), visit types, active practitioners ('last, first') and regions: the user's
 * assigned regions when present, otherwise the fetched ones (spec 1 §6).
 * A list that fails stays empty and the failure is reported in `error`; the others still load.
 *
 * `ready` false holds the loading back: a list screen passes whether its first page has settled, so its rows are not
 * queued behind four lookups (the 5,000 practitioners among them; a single-connection database answers in arrival
 * order), which only the filter panel's selects need.
 */
export function useReferenceLists(session: Pick<SessionUser, 'tenantProperties' | 'userProperties'>, client: HttpClient, ready = true): ReferenceLists {
  const [lists, setLists] = useState<ReferenceLists>(EMPTY);
  const assigned = userDefaultRegions(session).join(',');
  const ownOrgs = userDefaultOrgIds(session).join(',');
  // Once started, the lists stay loaded: a later search's loading state does not load them again.
  const [started, setStarted] = useState(ready);
  if (ready && !started) setStarted(true);

  useEffect(() => {
    if (!started) return undefined;
    let live = true;
    const fixedRegions = assigned ? assigned.split(',') : null;
    const orgFilter = ownOrgs ? new Set(ownOrgs.split(',').map(Number)) : null;
    void Promise.allSettled([
      fetchActiveOrganizations(client),
      fetchAppointmentTypes(client),
      fetchActivePractitioners(client),
      fixedRegions ? Promise.resolve(fixedRegions) : fetchRegions(client).then((regions) => regions.map((region) => region.name)),
    ]).then(([orgs, types, practitioners, regions]) => {
      if (!live) return;
      const failure = [orgs, types, practitioners, regions].find((result) => result.status === 'rejected');
      setLists({
        practices:
          orgs.status === 'fulfilled'
            ? orgs.value.filter((org) => orgFilter === null || orgFilter.has(org.id)).map((org) => ({ value: org.id, label: org.name }))
            : [],
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
  }, [client, assigned, ownOrgs, started]);

  return lists;
}
