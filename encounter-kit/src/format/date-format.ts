import { DATE_FORMATS, formatInZone } from 'shared-kit/domain';

// Times are read on the tenant's clock (`zone`: the kit's useKitTimeZone), whatever the browser's zone (issue 17).

/** A date-time in the spec's 'M/D/YYYY h:mm A' (spec 2 §9) as the tenant's clock shows it; '' for none. */
export const formatDateTime = (iso: string | null | undefined, zone: string): string => formatInZone(iso, DATE_FORMATS.dateTime, zone);
/** A date in 'M/D/YYYY' (spec 2 §9): the tenant's day of an instant; a YYYY-MM-DD text is its own calendar day. */
export const formatDate = (iso: string | null | undefined, zone: string): string => formatInZone(iso, DATE_FORMATS.date, zone);
