import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The more button while there is more (spec 02 §4), then the no-more label once something shows. */
export const LoadMore = ({
  more,
  loading,
  onMore,
  any,
  testId,
}: {
  more: boolean;
  loading: boolean;
  onMore: () => void;
  any: boolean;
  testId: string;
}) => {
  const { t } = useTranslation();
  if (more) {
    return (
      <Button block className="news-more" loading={loading} onClick={onMore} data-testid={`${testId}-more`}>
        {t('common.more')}
      </Button>
    );
  }
  return any ? (
    <p className="news-end" data-testid={`${testId}-no-more`}>
      {t('common.noMore')}
    </p>
  ) : null;
};
