import { checkFile, type FileRule } from '@steel-epd/contract';
import { ApiError, isKnownText, useApiErrorToast } from '@steel-epd/web';
import { App } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file input's choice, checked with its rule (spec 02 §5: type, name length, size) before
 * anything is sent: a broken rule is a warning; an accepted file goes to `send`, busy while it
 * runs (with its progress, 0 to 1, and a cancel), and a failure shows the server's message (both go to `onProblem` when given). The input is cleared, so the same file can
 * be chosen again after a fix.
 */
/** What `send` gets beside the file: the signal that cancels it and where its progress goes. */
export interface SendControl {
  signal: AbortSignal;
  onProgress: (sent: number) => void;
}

export const useFileChoice = (
  rule: FileRule,
  send: (file: File, control: SendControl) => Promise<void>,
  /** Where a refusal is shown instead of a toast (a field's own status line), in words. */
  onProblem?: (text: string) => void,
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);
  // The share sent (0 to 1) while a file goes up, null otherwise; cancel() stops it.
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file === undefined) return;
    const problem = checkFile(rule, file);
    if (problem !== null) {
      const text = isKnownText(problem) ? t(problem) : problem;
      if (onProblem) onProblem(text);
      else void message.warning(text);
      return;
    }
    setBusy(true);
    const control = new AbortController();
    running.current = control;
    setProgress(0);
    try {
      await send(file, { signal: control.signal, onProgress: setProgress });
    } catch (error) {
      // A cancelled upload is the user's choice, not a failure.
      if (control.signal.aborted) void message.info(t('common.uploadCancelled'));
      else if (onProblem && error instanceof ApiError) onProblem(error.message);
      else showError(error);
    } finally {
      running.current = null;
      setProgress(null);
      setBusy(false);
    }
  };

  const cancel = () => running.current?.abort();

  return { busy, choose, progress, cancel };
};
