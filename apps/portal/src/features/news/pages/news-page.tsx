import { attachmentRoutes, routeUrl, type TNewsItem } from '@steel-epd/contract';
import { useApiErrorToast } from '@steel-epd/web';
import { Empty, Spin, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useNewsPages } from '../api/news-queries.ts';
import { LoadMore } from '../components/load-more.tsx';
import { dayOf } from '../lib.ts';
import '../news.css';

const NewsEntry = ({ item }: { item: TNewsItem }) => {
  const { t } = useTranslation();
  const to = `/news/newsDetailsPage?id=${item.id}`;
  return (
    <li className="news-timeline__item" data-testid={`news-item-${item.id}`}>
      <time className="news-timeline__date" dateTime={item.publishTime}>
        {dayOf(item.publishTime)}
      </time>
      <article className="news-card">
        {item.indexPicture !== null ? (
          <Link to={to} className="news-card__picture" tabIndex={-1} aria-hidden>
            <img
              src={routeUrl(attachmentRoutes.attachmentOnline, { id: item.indexPicture })}
              alt=""
              width={240}
              height={135}
              loading="lazy"
              decoding="async"
            />
          </Link>
        ) : null}
        <div className="news-card__body">
          <h2 className="news-card__title">
            {item.newestFlag ? <Tag color="red">{t('news.pinned')}</Tag> : null}
            <Link to={to} data-testid={`news-link-${item.id}`}>
              {item.newsTitle}
            </Link>
          </h2>
          {item.newsAbstract ? <p className="news-card__abstract">{item.newsAbstract}</p> : null}
          <p className="news-card__meta">
            {item.newsEditor ? t('news.editor', { editor: item.newsEditor }) : null}
            <Link to={to} className="news-card__more">
              {t('news.readMore')}
            </Link>
          </p>
        </div>
      </article>
    </li>
  );
};

/** /news (spec 02 §2 "Content"): the news as a timeline, 4 a page with load-more, then no-more. */
export default function NewsPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const pages = useNewsPages();
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);
  return (
    <main className="news-page" data-testid="news-page">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <p className="news-page__intro">{t('news.listIntro')}</p>
      {pages.isPending ? (
        <Spin className="news-page__spin" />
      ) : list.length === 0 ? (
        <Empty description={t('news.empty')} data-testid="news-empty" />
      ) : (
        <ol className="news-timeline">
          {list.map((item) => (
            <NewsEntry key={item.id} item={item} />
          ))}
        </ol>
      )}
      <LoadMore
        more={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
        any={list.length > 0}
        testId="news"
      />
    </main>
  );
}
