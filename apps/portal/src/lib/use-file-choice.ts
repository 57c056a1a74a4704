import { checkFile, type FileRule } from '@steel-epd/contract';
import { ApiError, isKnownText, useApiErrorToast } from '@steel-epd/web';
import { App } from 'antd';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file input's choice, checked with its rule (spec 02 §5: type, name length, size) before
 * anything is sent: a broken rule is a warning; an accepted file goes to `send`, busy while it
 * runs, and a failure shows the server's message (both go to `onProblem` when given). The input is cleared, so the same file can
 * be chosen again after a fix.
 */
export const useFileChoice = (
  rule: FileRule,
  send: (file: File) => Promise<void>,
  /** Where a refusal is shown instead of a toast (a field's own status line), in words. */
  onProblem?: (text: string) => void,
) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showError = useApiErrorToast();
  const [busy, setBusy] = useState(false);

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
    try {
      await send(file);
    } catch (error) {
      if (onProblem && error instanceof ApiError) onProblem(error.message);
      else showError(error);
    } finally {
      setBusy(false);
    }
  };

  return { busy, choose };
};
