import type { TextKey, VerifyState } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec 02 §4: 1 failed (red), 2 succeeded, 3 in progress. */
export const VERIFY_STATE_TAG: Record<VerifyState, { text: TextKey; color: string }> = {
  1: { text: 'console.verification.state.1', color: 'error' },
  2: { text: 'console.verification.state.2', color: 'success' },
  3: { text: 'console.verification.state.3', color: 'processing' },
};

export const VerifyStateTag = ({ state }: { state: VerifyState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={VERIFY_STATE_TAG[state].color} data-testid="verification-state" data-state={state}>
      {t(VERIFY_STATE_TAG[state].text)}
    </Tag>
  );
};
