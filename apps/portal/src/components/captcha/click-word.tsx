import { CAPTCHA } from '@steel-epd/contract';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptchaPoint, clickAnswer, normaliseClick } from './captcha-math.ts';
import { CaptchaPicture } from './captcha-picture.tsx';
import type { ChallengeState } from './use-challenge.ts';

interface Props {
  state: ChallengeState;
  onRefresh: () => void;
  onAnswer: (answer: string, elapsedMs: number) => void;
}

interface Mark {
  /** Where the mark is drawn, in shown pixels. */
  left: number;
  top: number;
  point: CaptchaPoint;
}

/**
 * The click-word variant (spec 01 §4): click the listed characters in order; the third click
 * sends the three points, normalised to the 310 x 155 picture.
 */
export function ClickWord({ state, onRefresh, onAnswer }: Props) {
  const { t } = useTranslation();
  const [marks, setMarks] = useState<Mark[]>([]);
  const startedAt = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token identifies the picture.
  useEffect(() => {
    setMarks([]);
    startedAt.current = performance.now();
  }, [state.challenge?.token]);

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (state.phase !== 'ready' || marks.length >= CAPTCHA.clickPoints) return;
    const box = e.currentTarget.getBoundingClientRect();
    const left = e.clientX - box.left;
    const top = e.clientY - box.top;
    const next = [...marks, { left, top, point: normaliseClick(left, top, box.width, box.height) }];
    setMarks(next);
    if (next.length === CAPTCHA.clickPoints) {
      onAnswer(clickAnswer(next.map((m) => m.point)), performance.now() - startedAt.current);
    }
  };

  const words = state.challenge?.wordList ?? [];
  return (
    <>
      <CaptchaPicture state={state} onRefresh={onRefresh} onClick={onClick}>
        {marks.map((mark, i) => (
          <span
            // Marks are only ever appended, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={i}
            className="captcha__mark"
            style={{ left: mark.left, top: mark.top }}
            data-testid="captcha-mark"
          >
            {i + 1}
          </span>
        ))}
      </CaptchaPicture>
      <div className="captcha__words" data-testid="captcha-words">
        {words.length > 0 ? t('captcha.clickInOrder', { words: words.join(' ') }) : ''}
      </div>
    </>
  );
}
