import { CAPTCHA_CODES, type TCaptchaChallenge, type TCaptchaType } from '@steel-epd/contract';
import { ApiError } from '@steel-epd/web';
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkAnswer, getChallenge, platformCaptchaType } from './captcha-api.ts';
import { captchaVerification, encryptAnswer } from './captcha-math.ts';

export type CaptchaPhase = 'loading' | 'ready' | 'checking' | 'passed' | 'failed' | 'blocked';

export interface ChallengeState {
  phase: CaptchaPhase;
  /** The kind shown; null until the platform's kind has been asked for. */
  captchaType: TCaptchaType | null;
  challenge: TCaptchaChallenge | null;
  /** The failure text (the server's repMsg or message); empty otherwise. */
  message: string;
  /** Seconds the user took, shown after a pass. */
  elapsedS: number;
}

/** Success and failure are shown for this long before the popup closes or a new picture comes. */
const SHOW_RESULT_MS = 1000;

const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.repMsg || error.message : fallback;

/**
 * One captcha popup's life (spec 01 §4, §8): learn the platform's kind unless the caller named
 * one (decision 225; a failed question means the slider), fetch a challenge, check an answer, and on a pass
 * hand captchaVerification to the caller after a second; a failure shows its text and brings
 * a new picture after a second; code 6201 (too many requests) clears the pictures and waits
 * for the user to try again.
 */
export const useChallenge = (
  named: TCaptchaType | null,
  onPassed: (verification: string) => void,
  genericError: string,
) => {
  const [captchaType, setCaptchaType] = useState<TCaptchaType | null>(named);
  const [state, setState] = useState<Omit<ChallengeState, 'captchaType'>>({
    phase: 'loading',
    challenge: null,
    message: '',
    elapsedS: 0,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (named !== null) {
      setCaptchaType(named);
      return;
    }
    let live = true;
    platformCaptchaType()
      .catch((): TCaptchaType => 'blockPuzzle')
      .then((type) => {
        if (live) setCaptchaType(type);
      });
    return () => {
      live = false;
    };
  }, [named]);
  const alive = useRef(true);
  // Only the latest request may set the picture: a slow answer to an older one is dropped.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    if (captchaType === null) return;
    clearTimeout(timer.current);
    const request = ++latest.current;
    const current = () => alive.current && request === latest.current;
    setState({ phase: 'loading', challenge: null, message: '', elapsedS: 0 });
    try {
      const challenge = await getChallenge(captchaType);
      if (current()) setState({ phase: 'ready', challenge, message: '', elapsedS: 0 });
    } catch (error) {
      const message = failureText(error, genericError);
      if (current()) setState({ phase: 'blocked', challenge: null, message, elapsedS: 0 });
    }
  }, [captchaType, genericError]);

  const submit = useCallback(
    async (answer: string, elapsedMs: number) => {
      const challenge = state.challenge;
      if (challenge === null || captchaType === null || state.phase !== 'ready') return;
      setState((s) => ({ ...s, phase: 'checking' }));
      try {
        await checkAnswer(captchaType, challenge.token, encryptAnswer(answer, challenge.secretKey));
        if (!alive.current) return;
        setState((s) => ({ ...s, phase: 'passed', elapsedS: elapsedMs / 1000 }));
        const verification = captchaVerification(challenge.token, answer, challenge.secretKey);
        timer.current = setTimeout(() => onPassed(verification), SHOW_RESULT_MS);
      } catch (error) {
        if (!alive.current) return;
        if (error instanceof ApiError && error.code === CAPTCHA_CODES.tooManyGets) {
          setState({
            phase: 'blocked',
            challenge: null,
            message: failureText(error, genericError),
            elapsedS: 0,
          });
          return;
        }
        setState((s) => ({ ...s, phase: 'failed', message: failureText(error, genericError) }));
        timer.current = setTimeout(() => void refresh(), SHOW_RESULT_MS);
      }
    },
    [captchaType, state.challenge, state.phase, onPassed, refresh, genericError],
  );

  useEffect(() => {
    alive.current = true;
    void refresh();
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, [refresh]);

  return { state: { ...state, captchaType }, refresh, submit };
};
