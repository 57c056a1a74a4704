import { CAPTCHA } from '@steel-epd/contract';
import {
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { clampSlider, keySlide, normaliseSliderX, sliderAnswer } from './captcha-math.ts';
import { CaptchaPicture } from './captcha-picture.tsx';
import type { ChallengeState } from './use-challenge.ts';

interface Props {
  state: ChallengeState;
  onRefresh: () => void;
  onAnswer: (answer: string, elapsedMs: number) => void;
}

/** The handle's travel in picture units: what its aria-valuemax says (310 less the piece). */
const VALUE_MAX = CAPTCHA.width - CAPTCHA.pieceWidth;

/**
 * The sliding puzzle (spec 01 §2): the piece strip moves with the handle; on release the
 * distance, normalised to the 310 px picture, is the answer. Pointer events cover mouse and
 * touch alike; the move and up listeners sit on the window so a fast drag that leaves the
 * handle still counts. The handle is also a keyboard slider (issue 29, decision 204): the arrow
 * keys, PageUp/PageDown, Home and End move it, Enter checks where it stands, as a pointer's
 * release does. The answer is the same position either way; the server checks nothing else.
 */
export function SliderPuzzle({ state, onRefresh, onAnswer }: Props) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(0);
  const [dragging, setDragging] = useState(false);
  // When the keyboard's first move on this picture came: the elapsed time shown after a pass.
  const keysFrom = useRef<number | null>(null);
  const ready = state.phase === 'ready';
  const shownWidth = () => trackRef.current?.getBoundingClientRect().width ?? CAPTCHA.width;

  // A new picture starts at the left again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the token identifies the picture.
  useEffect(() => {
    setMoved(0);
    keysFrom.current = null;
  }, [state.challenge?.token]);

  const onKeyDown = (e: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!ready || dragging) return;
    const width = shownWidth();
    if (e.key === 'Enter') {
      e.preventDefault();
      const startedAt = keysFrom.current ?? performance.now();
      onAnswer(sliderAnswer(normaliseSliderX(moved, width)), performance.now() - startedAt);
      return;
    }
    const next = keySlide(e.key, moved, width);
    if (next === null) return;
    e.preventDefault();
    keysFrom.current ??= performance.now();
    setMoved(next);
  };

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
        <span className="captcha__hint" aria-hidden>
          {dragging || moved > 0 ? '' : t('captcha.dragHint')}
        </span>
        <div
          className="captcha__handle"
          role="slider"
          tabIndex={0}
          aria-label={t('captcha.sliderLabel')}
          aria-describedby="captcha-key-hint"
          aria-valuemin={0}
          aria-valuemax={VALUE_MAX}
          aria-valuenow={Math.round(normaliseSliderX(moved, shownWidth()))}
          aria-disabled={!ready}
          style={{ transform: `translateX(${moved}px)` }}
          onPointerDown={onPointerDown}
          onKeyDown={onKeyDown}
          data-testid="captcha-slider-handle"
        >
          <span aria-hidden>→</span>
        </div>
      </div>
      <p className="captcha__keys" id="captcha-key-hint">
        {t('captcha.keyHint')}
      </p>
    </>
  );
}
