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
  /** The list's test id prefix: the button is `<testId>-more`, the label `<testId>-no-more`. */
  testId: string;
}

/** Under a paged list (spec 02 §4): a "more" button while pages remain, then a "no more" label. */
export function MoreOrEnd({ pages, shown, className, testId }: Props) {
  const { t } = useTranslation();
  if (pages.hasNextPage) {
    return (
      <Button
        block
        className={`${className}__more`}
        loading={pages.isFetchingNextPage}
        onClick={() => void pages.fetchNextPage()}
        data-testid={`${testId}-more`}
      >
        {t('common.more')}
      </Button>
    );
  }
  return shown > 0 ? (
    <p className={`${className}__end`} data-testid={`${testId}-no-more`}>
      {t('common.noMore')}
    </p>
  ) : null;
}
