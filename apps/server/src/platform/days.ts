/** Today in a time zone as YYYY-MM-DD (the platform's day: expiry, daily counts). */
export const todayIn = (timeZone: string, at = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** The offset of a time zone from UTC at an instant, in milliseconds (wall clock minus UTC). */
const offsetAt = (timeZone: string, at: number) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const wall = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(at / 1000) * 1000;
};

/**
 * The instant (ISO 8601 UTC, as timestamps are stored) at which a day (YYYY-MM-DD) begins in a
 * time zone; with `days` the day that many days later. A filter "on or after day A, on or
 * before day B" is `>= dayStartIn(A)` and `< dayStartIn(B, tz, 1)`.
 */
export const dayStartIn = (day: string, timeZone: string, days = 0) => {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const midnight = Date.UTC(y, m - 1, d + days);
  // Twice: the first guess may fall on the other side of a change of offset.
  const first = midnight - offsetAt(timeZone, midnight);
  return new Date(midnight - offsetAt(timeZone, first)).toISOString();
};
