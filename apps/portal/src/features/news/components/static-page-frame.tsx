import { newsRoutes, routeUrl, STATIC_PAGE_HEIGHT, type StaticPage } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/page.ts';
import '../news.css';

const ROUTE = {
  about: newsRoutes.pageAbout,
  serve: newsRoutes.pageServe,
  pricing: newsRoutes.pagePricing,
} as const;

/**
 * A static page (spec 02 §2): the server's small HTML document in an embedded frame at the
 * spec's height, in the reader's language. The frame runs nothing (sandbox without scripts; the
 * document's own policy allows none) and opens its links in a new tab.
 */
export const StaticPageFrame = ({ page, titleKey }: PageProps & { page: StaticPage }) => {
  const { t } = useTranslation();
  const lang = useLang();
  const src = `${routeUrl(ROUTE[page])}?lang=${lang === 'en' ? 'en' : 'zh'}`;
  return (
    <main className="static-page" data-testid={`static-page-${page}`}>
      <iframe
        key={src}
        className="static-page__frame"
        src={src}
        title={t('news.pageFrame', { title: t(titleKey) })}
        height={STATIC_PAGE_HEIGHT[page][lang === 'en' ? 'en' : 'zh']}
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        loading="eager"
        data-testid="static-page-frame"
      />
    </main>
  );
};
