import type { TEpdStatus } from '@steel-epd/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TEpdStatus, string> = {
  draft: 'default',
  published: 'green',
  superseded: 'blue',
  withdrawn: 'red',
};

export const EpdStatusTag = ({ status, expired }: { status: TEpdStatus; expired: boolean }) => {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tag color={COLOR[status]} data-testid="epd-status">
        {t(`console.epds.status.${status}`)}
      </Tag>
      {expired && <Tag color="orange">{t('console.epds.expired')}</Tag>}
    </Space>
  );
};
