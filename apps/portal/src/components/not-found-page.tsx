import { HomeOutlined, SearchOutlined } from '@ant-design/icons';
import type { TextKey } from '@steel-epd/contract';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './not-found.css';

/**
 * What an address without a page shows (issue 29; the server answers it with HTTP 404): what
 * happened in words and the two ways on, the EPD search and the home page.
 */
export function NotFoundView({ textKey = 'notFound.text' }: { textKey?: TextKey }) {
  const { t } = useTranslation();
  return (
    <Result
      className="not-found"
      status="404"
      title={t('notFound.title')}
      subTitle={t(textKey)}
      data-testid="not-found"
      extra={
        <div className="not-found__links">
          <Link to="/Epd" className="not-found__link not-found__link--primary" data-testid="not-found-search">
            <SearchOutlined /> {t('notFound.search')}
          </Link>
          <Link to="/" className="not-found__link" data-testid="not-found-home">
            <HomeOutlined /> {t('notFound.home')}
          </Link>
        </div>
      }
    />
  );
}

/** The router's page for every address outside the route table. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
