import { ApiError } from '@steel-epd/web';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissSessionEnded, noteSessionEnded, sessionEndedReason } from './session-ended.ts';

const refusal = (error: string, message: string) => new ApiError({ status: 401, code: 0, error, message });

describe('why a session ended', () => {
  afterEach(dismissSessionEnded);

  it('keeps the message of a closed account until it is dismissed', () => {
    noteSessionEnded(refusal('ACCOUNT_CLOSED', 'Your account has been closed'));
    expect(sessionEndedReason()).toBe('Your account has been closed');
    dismissSessionEnded();
    expect(sessionEndedReason()).toBeNull();
  });

  it('keeps nothing for a plain expired session', () => {
    noteSessionEnded(refusal('UNAUTHENTICATED', 'Please log in first'));
    expect(sessionEndedReason()).toBeNull();
  });
});
