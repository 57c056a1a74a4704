import { attachmentRoutes, routeUrl, type TNewsItem } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pictureLoading } from '../../../lib/first-screen.ts';
import type { PageProps } from '../../../lib/page.ts';
import { prefetchNewsPages, useNewsPages } from '../api/news-queries.ts';
import { ListShell } from '../components/list-shell.tsx';
import { dayOf } from '../lib.ts';
import '../news.css';
import '../texts.ts';

export const prefetch = prefetchNewsPages;

/** One news item; the pictures of the first ones are on the first screen, fetched at once. */
const NewsEntry = ({ item, index }: { item: TNewsItem; index: number }) => {
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
              {...pictureLoading(index)}
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
  const pages = useNewsPages();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <ListShell
      title={titleKey}
      intro="news.listIntro"
      empty="news.empty"
      testId="news"
      pages={pages}
      count={list.length}
    >
      <ol className="news-timeline">
        {list.map((item, i) => (
          <NewsEntry key={item.id} item={item} index={i} />
        ))}
      </ol>
    </ListShell>
  );
}
