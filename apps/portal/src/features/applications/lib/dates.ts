import dayjs from 'dayjs';

/** An ISO 8601 instant as the reader's local date, or a dash when there is none. */
export const day = (iso: string | null | undefined): string =>
  iso ? (dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD') : '—') : '—';

/** An ISO 8601 instant as the reader's local date and minute. */
export const dayTime = (iso: string | null | undefined): string =>
  iso ? (dayjs(iso).isValid() ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '—') : '—';
