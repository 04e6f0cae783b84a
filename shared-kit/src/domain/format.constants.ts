/** Date formats, dayjs tokens (spec 1 §9, spec 2 §9). */
export const DATE_FORMATS = {
  date: 'M/D/YYYY',
  dateTime: 'M/D/YYYY h:mm A',
  time: 'h:mm A',
  dayDate: 'ddd M/D/YYYY',
  iso: 'YYYY-MM-DD',
  timestamp: 'M/D/YYYY HH:mm:ss',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;
