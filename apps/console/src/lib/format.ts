import dayjs from 'dayjs';

/** A stored ISO time in the operator's local time; '' for none. */
export const formatTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
