/**
 * The query part of a GET: arrays repeat their name (`?id=1&id=2`), and undefined, null and ''
 * are left out, so an unset filter (a cleared select gives '') does not narrow the answer.
 */
export const queryString = (query: Record<string, unknown> | undefined): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(name, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};
