import { ID_TEXT_RE } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';

/** The `id` of a detail page's query, when it is an id at all. */
export const queryId = (value: string | null): number | null =>
  value !== null && ID_TEXT_RE.test(value) ? Number(value) : null;

/** The day of an ISO time, as the lists show it. */
export const dayOf = (iso: string) => iso.slice(0, 10);

/** An unknown, draft or withdrawn item answers 404. */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
