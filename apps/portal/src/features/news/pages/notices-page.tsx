import { PaperClipOutlined } from '@ant-design/icons';
import { useApiErrorToast } from '@steel-epd/web';
import { Empty, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useNoticePages } from '../api/news-queries.ts';
import { LoadMore } from '../components/load-more.tsx';
import { dayOf } from '../lib.ts';
import '../news.css';

/** /NoticeInformationPage: the announcements, 4 a page with load-more, then no-more. */
export default function NoticesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const pages = useNoticePages();
  const showError = useApiErrorToast();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  useEffect(() => {
    if (pages.error) showError(pages.error);
  }, [pages.error, showError]);
  return (
    <main className="news-page" data-testid="notices-page">
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <p className="news-page__intro">{t('news.noticesIntro')}</p>
      {pages.isPending ? (
        <Spin className="news-page__spin" />
      ) : list.length === 0 ? (
        <Empty description={t('news.noticesEmpty')} data-testid="notices-empty" />
      ) : (
        <ul className="notice-list">
          {list.map((n) => (
            <li key={n.id} className="notice-list__item" data-testid={`notice-item-${n.id}`}>
              <Link
                to={`/NoticeInformationPage/Notice?id=${n.id}`}
                className="notice-list__title"
                data-testid={`notice-link-${n.id}`}
              >
                {n.title}
              </Link>
              {n.summary ? <p className="notice-list__summary">{n.summary}</p> : null}
              <p className="news-card__meta">
                <time dateTime={n.publishTime}>{dayOf(n.publishTime)}</time>
                {n.publisher ? <span>{n.publisher}</span> : null}
                {n.attachmentCount > 0 ? (
                  <span>
                    <PaperClipOutlined /> {t('news.attachmentCount', { count: n.attachmentCount })}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        more={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
        any={list.length > 0}
        testId="notices"
      />
    </main>
  );
}
