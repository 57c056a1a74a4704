import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../lib/page.ts';

/**
 * The page of a route whose screen a later issue builds: its real title and a plain statement
 * that it is not built yet. No invented content, so nobody mistakes it for the real thing.
 */
export default function PlaceholderPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <main className="page-placeholder" data-testid="page-not-built">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.notBuilt')}</Typography.Paragraph>
    </main>
  );
}
