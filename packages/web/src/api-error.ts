import type { TextKey } from '@steel-epd/contract';
import { isKnownText } from './known-texts.ts';

/** One field the server refused, as its error envelope names it (`body.username`). */
export interface FieldError {
  path: string;
  message: string;
}

export interface ApiErrorFields {
  /** The HTTP status; 0 when no answer arrived (network down, request refused). */
  status: number;
  /** The envelope's code, or the HTTP status when the answer had no envelope. */
  code: number;
  /** Text for the user, already in their language. */
  message: string;
  /** The error catalogue name (`CHECK_CODE_ERROR`, `OPERATOR_LOGIN_FAILED` ...), when the server sent one. */
  error?: string;
  fields?: FieldError[];
  repMsg?: string;
}

/** Every failed call rejects with this (spec 01 §7 "Behaviour on answers", §8). */
export class ApiError extends Error implements ApiErrorFields {
  readonly status: number;
  readonly code: number;
  readonly error: string | undefined;
  /** Always a list, so a form can put them on its fields without a guard; empty when none came. */
  readonly fields: FieldError[];
  readonly repMsg: string | undefined;

  constructor(init: ApiErrorFields) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.error = init.error;
    this.fields = init.fields ?? [];
    this.repMsg = init.repMsg;
  }
}

/** The app's translation function; passed in because the package owns no i18next instance. */
export type Translate = (key: TextKey) => string;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFieldList = (value: unknown): value is FieldError[] =>
  Array.isArray(value) &&
  value.every((f) => isRecord(f) && typeof f.path === 'string' && typeof f.message === 'string');

/** The spec's text for an HTTP status: http.<status> when catalogued, else a connection error with the code. */
export const statusText = (status: number, t: Translate): string => {
  const key = `http.${status}`;
  return isKnownText(key) ? t(key) : `${t('http.other')} (${status})`;
};

/**
 * Turns a failed answer into an ApiError: the server's message when it sent one (already in the
 * caller's language), else the status text; an HTTP 200 with a failure code and no message is
 * a generic failure.
 */
export const errorFromAnswer = (status: number, body: unknown, t: Translate): ApiError => {
  const envelope = isRecord(body) ? body : {};
  const serverMessage = typeof envelope.message === 'string' ? envelope.message.trim() : '';
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  const fallback = status === 200 ? t('http.generic') : statusText(status, t);
  return new ApiError({
    status,
    code,
    message: serverMessage || fallback,
    ...(typeof envelope.error === 'string' ? { error: envelope.error } : {}),
    ...(isFieldList(envelope.fields) ? { fields: envelope.fields } : {}),
    ...(typeof envelope.repMsg === 'string' ? { repMsg: envelope.repMsg } : {}),
  });
};

/** What to show for any rejection: an ApiError's message, else the generic failure text. */
export const errorMessage = (error: unknown, t: Translate): string =>
  error instanceof ApiError ? error.message : t('http.generic');
