import { ReloadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChallengeState } from './use-challenge.ts';

interface Props {
  state: ChallengeState;
  onRefresh: () => void;
  children?: ReactNode;
  onClick?: (e: React.MouseEvent<HTMLDivElement>) => void;
}

/**
 * The 310 x 155 background with what each variant draws on it, the refresh button and the
 * result line. Code 6201 leaves it empty (spec 01 §8: the images are cleared).
 */
export function CaptchaPicture({ state, onRefresh, children, onClick }: Props) {
  const { t } = useTranslation();
  const original = state.challenge?.originalImageBase64;
  const result =
    state.phase === 'passed'
      ? t('captcha.passed', { seconds: state.elapsedS.toFixed(2) })
      : state.phase === 'failed' || state.phase === 'blocked'
        ? state.message
        : state.phase === 'loading'
          ? t('common.loading')
          : '';
  return (
    <div className="captcha__picture">
      {original ? (
        // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the click-word answer is a position on the picture; its keyboard path is the pointer inside it (click-word.tsx).
        <div className="captcha__canvas" onClick={onClick} data-testid="captcha-image">
          <img
            className="captcha__background"
            src={`data:image/png;base64,${original}`}
            alt={t('captcha.pictureAlt')}
            draggable={false}
          />
          {children}
        </div>
      ) : (
        <div className="captcha__canvas captcha__canvas--empty" data-testid="captcha-image" />
      )}
      <button
        type="button"
        className="captcha__refresh"
        onClick={onRefresh}
        aria-label={t('captcha.refresh')}
        title={t('captcha.refresh')}
        data-testid="captcha-refresh"
      >
        <ReloadOutlined />
      </button>
      <div
        className={`captcha__result captcha__result--${state.phase}`}
        role="status"
        data-state={state.phase}
        data-testid="captcha-result"
      >
        {result}
      </div>
    </div>
  );
}
