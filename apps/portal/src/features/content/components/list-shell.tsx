import type { TextKey } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Empty, Spin } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from './load-more.tsx';

/** What the list pages need of their infinite query. */
interface Pages {
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A list page of news or announcements: its title and line, a spinner, the empty state or the
 * items, and the load-more button then the no-more label (spec 02 §4); errors as a toast.
 */
export const ListShell = ({
  title,
  intro,
  empty,
  testId,
  pages,
  count,
  children,
}: {
  title: TextKey;
  intro: TextKey;
  empty: TextKey;
  testId: string;
  pages: Pages;
  count: number;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  const showError = useApiErrorToast();
  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);
  return (
    <main className="news-page" data-testid={`${testId}-page`}>
      {/* Plain headings on the lists' start: Ant Design's Typography brings its editable text
          area with it (issue 12). */}
      <h2 className="news-page__title">{t(title)}</h2>
      <p className="news-page__intro">{t(intro)}</p>
      {pages.isPending ? (
        <Spin className="news-page__spin" />
      ) : count === 0 ? (
        <Empty description={t(empty)} data-testid={`${testId}-empty`} />
      ) : (
        children
      )}
      <LoadMore
        more={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
        any={count > 0}
        testId={testId}
      />
    </main>
  );
};
