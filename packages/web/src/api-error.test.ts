import { TEXTS, type TextKey, textOf } from '@steel-epd/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer, errorMessage, statusText } from './api-error.ts';
import { setKnownTexts } from './known-texts.ts';

// The app's catalogue, as createI18n sets it.
setKnownTexts(TEXTS);

const t = (key: TextKey) => textOf(key, 'en');

describe('errorFromAnswer', () => {
  it("prefers the server's message and keeps its error name, fields and repMsg", () => {
    const error = errorFromAnswer(
      400,
      {
        code: 102,
        message: 'The verification code is wrong',
        data: null,
        error: 'CHECK_CODE_ERROR',
        fields: [{ path: 'verify', message: 'x' }],
        repMsg: 'again',
      },
      t,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 102,
      message: 'The verification code is wrong',
      error: 'CHECK_CODE_ERROR',
      fields: [{ path: 'verify', message: 'x' }],
      repMsg: 'again',
    });
  });

  it('uses the status text of spec 01 §8 when the answer has no message', () => {
    expect(errorFromAnswer(504, null, t).message).toBe('Network timed out');
    expect(errorFromAnswer(403, '<html>', t)).toMatchObject({
      status: 403,
      code: 403,
      message: 'Access denied',
    });
  });

  it('calls any other status a connection error with its code', () => {
    expect(statusText(418, t)).toBe('Connection error (418)');
  });

  it('treats an HTTP 200 with a failure code and no message as a generic failure', () => {
    expect(errorFromAnswer(200, { code: 0, message: '', data: null }, t)).toMatchObject({
      status: 200,
      code: 0,
      message: 'Something went wrong, please try again later',
    });
  });

  it('shows a generic text for anything that is not an ApiError', () => {
    expect(errorMessage(new TypeError('x'), t)).toBe('Something went wrong, please try again later');
  });
});

describe('ApiError', () => {
  it('has an empty field list when the server named no fields', () => {
    expect(errorFromAnswer(400, { code: 400, message: 'Bad', data: null }, t).fields).toEqual([]);
  });
});
