import type { TextKey, VerifyState } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 02 §4: 1 failed (red), 2 succeeded, 3 in progress. */
const STATE: Record<VerifyState, { text: TextKey; color: string }> = {
  1: { text: 'verification.state.1', color: 'red' },
  2: { text: 'verification.state.2', color: 'green' },
  3: { text: 'verification.state.3', color: 'processing' },
};

export function VerifyStateTag({ state }: { state: VerifyState }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATE[state].color} data-testid="verify-state" data-state={state}>
      {t(STATE[state].text)}
    </Tag>
  );
}
