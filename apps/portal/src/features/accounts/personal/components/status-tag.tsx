import type { TextKey } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Tone } from '../lib/status-view.ts';

/** A status as a coloured tag; `status` is the raw value, for tests to read. */
export function StatusTag({
  view,
  status,
  testId,
}: {
  view: { text: TextKey; tone: Tone };
  status: number | null | undefined;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tag color={view.tone} data-testid={testId} data-status={status ?? ''}>
      {t(view.text)}
    </Tag>
  );
}
