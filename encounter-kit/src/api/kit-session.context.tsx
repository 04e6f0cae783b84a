import { createContext, useContext } from 'react';
import { runtimeTimeZone, type Role } from 'shared-kit/domain';
import { pathForRole, type KitRequest } from './encounter-api';

/** The active role of the parcel, for the few paths components build themselves (images, PDFs). */
export const KitRoleContext = createContext<Role | null>(null);

/** A role-dependent path (CDI_RESTRICTED: /api/restricted/...) for an `<img>` or `<iframe>` source. */
export function useRolePath(url: string, restricted: KitRequest['restricted'] = true): string {
  return pathForRole({ url, restricted }, useContext(KitRoleContext));
}

/**
 * The tenant's zone (the session's, shared-kit sessionTimeZone): every day and time the encounter views show or decide
 * is read on its clock, not the browser's (issue 17). Outside a provider: this runtime's zone.
 */
export const KitTimeZoneContext = createContext<string>(runtimeTimeZone());

export const useKitTimeZone = (): string => useContext(KitTimeZoneContext);
