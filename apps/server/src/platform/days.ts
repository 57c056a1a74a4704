/** Today in a time zone as YYYY-MM-DD (the platform's day: expiry, daily counts). */
export const todayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
