import type { TextKey } from '@steel-epd/contract';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** The page of an area a later version fills (users, companies, applications ...). */
export const NotBuiltPage = ({ title }: { title: TextKey }) => {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="not-built"
      status="info"
      title={`${t(title)} · ${t('console.notBuilt.title')}`}
      subTitle={t('console.notBuilt.text')}
    />
  );
};
