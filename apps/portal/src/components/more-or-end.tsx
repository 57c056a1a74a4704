import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface Props {
  pages: Pages;
  /** How many items show: with none, neither the button nor the label. */
  shown: number;
  /** The page's class prefix: `<prefix>__more` and `<prefix>__end`. */
  className: string;
  /** The test ids of the button and of the label. */
  moreTestId: string;
  endTestId?: string;
}

/** Under a paged list (spec 02 §4): a "more" button while pages remain, then a "no more" label. */
export function MoreOrEnd({ pages, shown, className, moreTestId, endTestId }: Props) {
  const { t } = useTranslation();
  if (pages.hasNextPage) {
    return (
      <Button
        block
        className={`${className}__more`}
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
        data-testid={moreTestId}
      >
        {t('common.more')}
      </Button>
    );
  }
  return shown > 0 ? (
    <p className={`${className}__end`} data-testid={endTestId}>
      {t('common.noMore')}
    </p>
  ) : null;
}
