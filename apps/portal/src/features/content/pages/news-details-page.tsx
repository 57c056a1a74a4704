import { ArrowLeftOutlined } from '@ant-design/icons';
import { attachmentRoutes, routeUrl } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { PageProps } from '../../../lib/page.ts';
import { useNewsItem } from '../api/news-queries.ts';
import { dayOf, isNotFound, queryId } from '../lib.ts';
import '../news.css';
import '../texts.ts';

/** /news/newsDetailsPage?id= : one news item in the reader's language. */
export default function NewsDetailsPage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const item = useNewsItem(id);
  const back = (
    <Link to="/news" className="news-back" data-testid="news-back">
      <ArrowLeftOutlined /> {t('news.back')}
    </Link>
  );
  if (id === null || isNotFound(item.error)) {
    return (
      <main className="news-page">
        <Result status="404" title={t('news.notFound')} extra={back} data-testid="news-not-found" />
      </main>
    );
  }
  if (item.error) return <main className="news-page">{errorMessage(item.error, t)}</main>;
  if (!item.data) return <Spin className="news-page__spin" />;
  const news = item.data;
  return (
    <main className="news-page news-article" data-testid="news-details">
      {back}
      <Typography.Title level={2} data-testid="news-title">
        {news.newsTitle}
      </Typography.Title>
      <p className="news-article__meta">
        {t('news.publishedOn', { date: dayOf(news.publishTime) })}
        {news.newsEditor ? <span>{t('news.editor', { editor: news.newsEditor })}</span> : null}
      </p>
      {news.indexPicture !== null ? (
        <img
          className="news-article__picture"
          src={routeUrl(attachmentRoutes.attachmentOnline, { id: news.indexPicture })}
          alt=""
          width={640}
          height={360}
        />
      ) : null}
      <SafeHtml className="news-html" html={news.newsContent} testId="news-content" />
    </main>
  );
}
