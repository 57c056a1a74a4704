import dayjs from 'dayjs';

/** Years an EPD of the programme is valid from its issue (decision 210). */
export const VALIDITY_YEARS = 5;

/** The default expiry of a record issued on a day: the day before its fifth anniversary. */
export const defaultExpiry = (issueDate: string): string =>
  dayjs(issueDate).add(VALIDITY_YEARS, 'year').subtract(1, 'day').format('YYYY-MM-DD');
