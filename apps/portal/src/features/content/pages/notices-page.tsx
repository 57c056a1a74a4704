import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../../lib/page.ts';
import { useNoticePages } from '../api/news-queries.ts';
import { ListShell } from '../components/list-shell.tsx';
import { dayOf } from '../lib.ts';
import '../news.css';
import '../texts.ts';

/** /NoticeInformationPage: the announcements, 4 a page with load-more, then no-more. */
export default function NoticesPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const pages = useNoticePages();
  const list = pages.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <ListShell
      title={titleKey}
      intro="news.noticesIntro"
      empty="news.noticesEmpty"
      testId="notices"
      pages={pages}
      count={list.length}
    >
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
    </ListShell>
  );
}
