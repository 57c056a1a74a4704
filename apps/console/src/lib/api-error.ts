import { isTextKey, type TextKey } from '@steel-epd/contract';

/** Every failed call rejects with this; `message` is already in the operator's language. */
export class ApiError extends Error {
  /** The HTTP status; 0 when no answer arrived. */
  readonly status: number;
  /** The error catalogue name (`OPERATOR_LOGIN_FAILED` ...), when the server sent one. */
  readonly error: string | undefined;
  readonly fields: { path: string; message: string }[];

  constructor(init: {
    status: number;
    message: string;
    error?: string;
    fields?: { path: string; message: string }[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.error = init.error;
    this.fields = init.fields ?? [];
  }
}

type Translate = (key: TextKey) => string;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldList = (value: unknown): value is { path: string; message: string }[] =>
  Array.isArray(value) &&
  value.every((f) => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string');

export const statusText = (status: number, t: Translate): string => {
  const key = `http.${status}`;
  return isTextKey(key) ? t(key) : `${t('http.other')} (${status})`;
};

/**
 * A failed answer as an ApiError. The body of a failure is the error envelope
 * {code, message, error, fields}: its message is shown; without one, the status text is.
 */
export const errorFromAnswer = (status: number, body: unknown, t: Translate): ApiError => {
  const envelope = isRecord(body) ? body : {};
  const message = typeof envelope.message === 'string' ? envelope.message.trim() : '';
  return new ApiError({
    status,
    message: message || (status === 200 ? t('http.generic') : statusText(status, t)),
    ...(typeof envelope.error === 'string' ? { error: envelope.error } : {}),
    ...(isFieldList(envelope.fields) ? { fields: envelope.fields } : {}),
  });
};

/** What to show for any rejection. */
export const errorMessage = (error: unknown, t: Translate): string =>
  error instanceof ApiError ? error.message : t('http.generic');
