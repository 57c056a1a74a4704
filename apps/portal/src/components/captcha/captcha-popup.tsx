import type { TCaptchaType } from '@steel-epd/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaPicture } from './captcha-picture.tsx';
import { ClickWord } from './click-word.tsx';
import { SliderPuzzle } from './slider-puzzle.tsx';
import { useChallenge } from './use-challenge.ts';
import './captcha.css';

export interface CaptchaPopupProps {
  /** The kind to show; null: the platform's (the console's Settings, decision 225). */
  captchaType: TCaptchaType | null;
  /** Called a second after a passed check with captchaVerification, the token of the next code-sending call. */
  onPassed: (verification: string) => void;
  onCancel: () => void;
}

/**
 * The captcha popup (spec 01 §2, §4), its own lazily loaded chunk. `data-token` carries the
 * current challenge token for the end-to-end test's seam (a test server tells the answer for it).
 */
export default function CaptchaPopup({ captchaType, onPassed, onCancel }: CaptchaPopupProps) {
  const { t } = useTranslation();
  const { state, refresh, submit } = useChallenge(captchaType, onPassed, t('http.generic'));
  const Variant = state.captchaType === 'clickWord' ? ClickWord : SliderPuzzle;
  return (
    <Modal
      open
      title={t('captcha.title')}
      footer={null}
      width={360}
      centered
      onCancel={onCancel}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <div
        className="captcha"
        data-testid="captcha-popup"
        data-type={state.captchaType ?? ''}
        data-token={state.challenge?.token ?? ''}
      >
        {state.captchaType === null ? (
          // The platform's kind is not known yet: the picture's place, loading.
          <CaptchaPicture state={state} onRefresh={() => void refresh()} />
        ) : (
          <Variant state={state} onRefresh={() => void refresh()} onAnswer={(a, ms) => void submit(a, ms)} />
        )}
      </div>
    </Modal>
  );
}
