import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../lib/use-countdown.ts';

interface Props {
  /** Sends the code; true starts the 60-second countdown (spec 01 §4 "Code buttons"). */
  onSend: () => Promise<boolean>;
  testId: string;
}

export function CodeButton({ onSend, testId }: Props) {
  const { t } = useTranslation();
  // Kept per button across a reload of the tab: the server's one-code-a-minute rule holds then too.
  const { left, running, start } = useCountdown(`codeSentAt:${testId}`);
  const [busy, setBusy] = useState(false);

  const click = async () => {
    setBusy(true);
    try {
      if (await onSend()) start();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      className="code-button"
      onClick={() => void click()}
      disabled={running}
      loading={busy}
      data-testid={testId}
      data-countdown={left}
    >
      {running ? t('account.codeResendIn', { seconds: left }) : t('account.getCode')}
    </Button>
  );
}
