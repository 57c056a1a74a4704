import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  pageNum: number;
  pages: number;
  /** The address of a page, so every page is a link the browser's history keeps. */
  pathOf: (pageNum: number) => string;
}

/** "Previous · Page 2 of 3 · Next" under a list; nothing when everything fits on one page. */
export function DocPager({ pageNum, pages, pathOf }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="doc-pager" aria-label={t('agreement.pager')} data-testid="agreement-pager">
      {pageNum > 1 ? (
        <Link to={pathOf(pageNum - 1)} rel="prev" data-testid="agreement-page-prev">
          {t('agreement.pagePrev')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('agreement.pagePrev')}</span>
      )}
      <span className="doc-pager__where" data-testid="agreement-page-of">
        {t('agreement.pageOf', { page: pageNum, pages })}
      </span>
      {pageNum < pages ? (
        <Link to={pathOf(pageNum + 1)} rel="next" data-testid="agreement-page-next">
          {t('agreement.pageNext')}
        </Link>
      ) : (
        <span aria-disabled="true">{t('agreement.pageNext')}</span>
      )}
    </nav>
  );
}
