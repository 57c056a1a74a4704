import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampSlider, normaliseSliderX, sliderAnswer } from './captcha-math.ts';
import { CaptchaPicture } from './captcha-picture.tsx';
import type { ChallengeState } from './use-challenge.ts';

interface Props {
  state: ChallengeState;
  onRefresh: () => void;
  onAnswer: (answer: string, elapsedMs: number) => void;
}

/**
 * The sliding puzzle (spec 01 §2): the piece strip moves with the handle; on release the
 * distance, normalised to the 310 px picture, is the answer. Pointer events cover mouse and
 * touch alike; the move and up listeners sit on the window so a fast drag that leaves the
 * handle still counts.
 */
export function SliderPuzzle({ state, onRefresh, onAnswer }: Props) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(0);
  const [dragging, setDragging] = useState(false);
  const ready = state.phase === 'ready';

  // A new picture starts at the left again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token identifies the picture.
  useEffect(() => setMoved(0), [state.challenge?.token]);

  const onPointerDown = (down: ReactPointerEvent<HTMLDivElement>) => {
    if (!ready || trackRef.current === null) return;
    down.preventDefault();
    const width = trackRef.current.getBoundingClientRect().width;
    const startX = down.clientX;
    const startedAt = performance.now();
    let distance = 0;
    setDragging(true);
    const move = (e: PointerEvent) => {
      distance = clampSlider(e.clientX - startX, width);
      setMoved(distance);
    };
    const up = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
      setDragging(false);
      onAnswer(sliderAnswer(normaliseSliderX(distance, width)), performance.now() - startedAt);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
  };

  const jigsaw = state.challenge?.jigsawImageBase64;
  return (
    <>
      <CaptchaPicture state={state} onRefresh={onRefresh}>
        {jigsaw ? (
          <img
            className="captcha__piece"
            src={`data:image/png;base64,${jigsaw}`}
            style={{ transform: `translateX(${moved}px)` }}
            alt=""
            draggable={false}
            data-testid="captcha-piece"
          />
        ) : null}
      </CaptchaPicture>
      <div
        className={`captcha__track${dragging ? ' captcha__track--dragging' : ''}`}
        ref={trackRef}
        data-testid="captcha-track"
      >
        <div className="captcha__fill" style={{ width: moved }} />
        <span className="captcha__hint">{dragging || moved > 0 ? '' : t('captcha.dragHint')}</span>
        <div
          className="captcha__handle"
          role="slider"
          tabIndex={-1}
          aria-label={t('captcha.dragHint')}
          aria-valuemin={0}
          aria-valuemax={310}
          aria-valuenow={Math.round(moved)}
          aria-disabled={!ready}
          style={{ transform: `translateX(${moved}px)` }}
          onPointerDown={onPointerDown}
          data-testid="captcha-slider-handle"
        >
          <span aria-hidden>→</span>
        </div>
      </div>
    </>
  );
}
