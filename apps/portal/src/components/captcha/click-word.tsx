import { CAPTCHA } from '@steel-epd/contract';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptchaPoint, clickAnswer, keyPoint, normaliseClick, POINTER_START } from './captcha-math.ts';
import { CaptchaPicture } from './captcha-picture.tsx';
import type { ChallengeState } from './use-challenge.ts';

interface Props {
  state: ChallengeState;
  onRefresh: () => void;
  onAnswer: (answer: string, elapsedMs: number) => void;
}

/** A picked place, in picture units (310 x 155): the marks are drawn in percent of the picture. */
const percent = (p: CaptchaPoint) => ({
  left: `${(p.x * 100) / CAPTCHA.width}%`,
  top: `${(p.y * 100) / CAPTCHA.height}%`,
});

/**
 * The click-word variant (spec 01 §4): click the listed characters in order; the third click
 * sends the three points, normalised to the 310 x 155 picture. Its keyboard path (issue 29,
 * decision 225) is a pointer on the picture: the arrow keys move it (Shift: faster), Enter or
 * Space picks where it stands as a click there would, Backspace takes the last pick back. The
 * answer is the same three points either way, and the server checks nothing else.
 */
export function ClickWord({ state, onRefresh, onAnswer }: Props) {
  const { t } = useTranslation();
  const [marks, setMarks] = useState<CaptchaPoint[]>([]);
  const [pointer, setPointer] = useState<CaptchaPoint>(POINTER_START);
  const startedAt = useRef(0);
  const ready = state.phase === 'ready' && marks.length < CAPTCHA.clickPoints;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token identifies the picture.
  useEffect(() => {
    setMarks([]);
    setPointer(POINTER_START);
    startedAt.current = performance.now();
  }, [state.challenge?.token]);

  const pick = (point: CaptchaPoint) => {
    if (!ready) return;
    const next = [...marks, point];
    setMarks(next);
    if (next.length === CAPTCHA.clickPoints) {
      onAnswer(clickAnswer(next), performance.now() - startedAt.current);
    }
  };

  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    pick(normaliseClick(e.clientX - box.left, e.clientY - box.top, box.width, box.height));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick(pointer);
      return;
    }
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (state.phase === 'ready') setMarks((m) => m.slice(0, -1));
      return;
    }
    const next = keyPoint(e.key, e.shiftKey, pointer);
    if (next === null) return;
    e.preventDefault();
    setPointer(next);
  };

  const words = state.challenge?.wordList ?? [];
  return (
    <>
      <CaptchaPicture state={state} onRefresh={onRefresh} onClick={onClick}>
        {marks.map((mark, i) => (
          <span
            // Marks are only appended or the last taken back, so the position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={i}
            className="captcha__mark"
            style={percent(mark)}
            data-testid="captcha-mark"
          >
            {i + 1}
          </span>
        ))}
        {state.challenge ? (
          // A click on the pointer is a click on the picture there (it bubbles to the picture).
          // biome-ignore lint/a11y/useSemanticElements: a place on a picture, moved by keys; no native element is one.
          <div
            className="captcha__pointer"
            role="button"
            tabIndex={0}
            aria-label={t('captcha.pointerLabel', { n: Math.min(marks.length + 1, CAPTCHA.clickPoints) })}
            aria-describedby="captcha-word-keys"
            aria-disabled={!ready}
            style={percent(pointer)}
            onKeyDown={onKeyDown}
            data-testid="captcha-pointer"
            data-x={pointer.x}
            data-y={pointer.y}
          />
        ) : null}
      </CaptchaPicture>
      <div className="captcha__words" data-testid="captcha-words">
        {words.length > 0 ? t('captcha.clickInOrder', { words: words.join(' ') }) : ''}
      </div>
      <p className="captcha__keys" id="captcha-word-keys">
        {t('captcha.pointerKeys')}
      </p>
    </>
  );
}
