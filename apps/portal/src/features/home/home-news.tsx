import { routeUrl } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeRefs } from '../../lib/api/route-refs.ts';
import { homeNewsQuery, homeNoticesQuery } from './home-queries.ts';
import './home-news.css';

/**
 * The home page's news section: the latest news with their pictures (newest-flagged first) and
 * the latest announcements, each linking to its page. Plain elements and lazy images with their
 * size: the home page stays light.
 */
export function HomeNews() {
  const { t } = useTranslation();
  const lang = useLang();
  const news = useQuery(homeNewsQuery(lang));
  const notices = useQuery(homeNoticesQuery(lang));
  const newsList = news.data ?? [];
  const noticeList = notices.data?.list ?? [];
  if (newsList.length === 0 && noticeList.length === 0) return null;
  return (
    <section className="home-news" data-testid="home-news">
      <div className="home-news__inner">
        <div className="home-news__column home-news__column--wide">
          <header className="home-news__head">
            <h2>{t('news.homeNews')}</h2>
            <Link to="/news" data-testid="home-news-more">
              {t('news.homeMore')}
            </Link>
          </header>
          <ul className="home-news__cards">
            {newsList.map((n) => (
              <li key={n.id}>
                <Link
                  to={`/news/newsDetailsPage?id=${n.id}`}
                  className="home-news__card"
                  data-testid={`home-news-${n.id}`}
                >
                  {n.indexPicture !== null ? (
                    <img
                      src={routeUrl(homeRefs.attachmentOnline, { id: n.indexPicture })}
                      alt=""
                      width={320}
                      height={180}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="home-news__placeholder" aria-hidden />
                  )}
                  <span className="home-news__date">{n.publishTime.slice(0, 10)}</span>
                  <span className="home-news__title">{n.newsTitle}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="home-news__column">
          <header className="home-news__head">
            <h2>{t('news.homeNotices')}</h2>
            <Link to="/NoticeInformationPage" data-testid="home-notices-more">
              {t('news.homeMore')}
            </Link>
          </header>
          <ul className="home-news__notices">
            {noticeList.map((n) => (
              <li key={n.id}>
                <Link to={`/NoticeInformationPage/Notice?id=${n.id}`} data-testid={`home-notice-${n.id}`}>
                  {n.title}
                </Link>
                <time dateTime={n.publishTime}>{n.publishTime.slice(0, 10)}</time>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
