import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../lib/page.ts';

/** The placeholder of a page outside the layout (agreements in a new tab): same honesty, own frame. */
export default function StandalonePlaceholderPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <main className="standalone-page" data-testid="page-not-built">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.notBuilt')}</Typography.Paragraph>
    </main>
  );
}
