import { ArrowLeftOutlined, DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { attachmentRoutes, routeUrl } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { Button, List, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SafeHtml } from '../../../components/safe-html.tsx';
import type { PageProps } from '../../../lib/page.ts';
import { useTokenDownload, withTokenQuery } from '../../../lib/use-token-download.ts';
import { useNotice } from '../api/news-queries.ts';
import { dayOf, isNotFound, queryId } from '../lib.ts';
import '../news.css';
import '../texts.ts';

const attachmentUrl = (id: number, token: string) =>
  withTokenQuery(routeUrl(attachmentRoutes.attachmentDownloadByToken, { id }), token);

/**
 * /NoticeInformationPage/Notice?id= : one announcement; its attachments download through the
 * download flow of spec 02 §4 (anonymous visitors log in first).
 */
export default function NoticePage(_props: PageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  const notice = useNotice(id);
  const download = useTokenDownload(attachmentUrl);
  const back = (
    <Link to="/NoticeInformationPage" className="news-back" data-testid="notice-back">
      <ArrowLeftOutlined /> {t('news.noticeBack')}
    </Link>
  );
  if (id === null || isNotFound(notice.error)) {
    return (
      <main className="news-page">
        <Result status="404" title={t('news.noticeNotFound')} extra={back} data-testid="notice-not-found" />
      </main>
    );
  }
  if (notice.error) return <main className="news-page">{errorMessage(notice.error, t)}</main>;
  if (!notice.data) return <Spin className="news-page__spin" />;
  const n = notice.data;
  return (
    <main className="news-page news-article" data-testid="notice-details">
      {back}
      <Typography.Title level={2} data-testid="notice-title">
        {n.title}
      </Typography.Title>
      <p className="news-article__meta">
        {t('news.publishedOn', { date: dayOf(n.publishTime) })}
        {n.publisher ? <span>{t('news.publisher', { publisher: n.publisher })}</span> : null}
      </p>
      <SafeHtml className="news-html" html={n.content} testId="notice-content" />
      {n.attachmentList.length > 0 ? (
        <section className="notice-files">
          <Typography.Title level={4}>{t('news.attachments')}</Typography.Title>
          <List
            bordered
            dataSource={n.attachmentList}
            renderItem={(f) => (
              <List.Item
                actions={[
                  <Button
                    key="download"
                    type="link"
                    icon={<DownloadOutlined />}
                    onClick={() => void download(f.id)}
                    data-testid={`notice-download-${f.id}`}
                  >
                    {t('news.download')}
                  </Button>,
                ]}
              >
                <FilePdfOutlined className="notice-files__icon" /> {f.name}
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </main>
  );
}
