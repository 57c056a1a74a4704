import { newsRoutes, routeUrl, STATIC_PAGE_HEIGHT, type StaticPage } from '@steel-epd/contract';
import { useLang } from '@steel-epd/web';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../../lib/page.ts';
import '../news.css';

const ROUTE = {
  about: newsRoutes.pageAbout,
  serve: newsRoutes.pageServe,
  pricing: newsRoutes.pagePricing,
} as const;

/** The height of the frame's document as laid out at the frame's width (null before it has loaded). */
const documentHeight = (frame: HTMLIFrameElement): number | null => {
  const doc = frame.contentDocument;
  if (doc === null || doc.body === null || doc.URL === 'about:blank') return null;
  return Math.ceil(doc.documentElement.getBoundingClientRect().height);
};

/**
 * The frame's height: the spec's height until its document has loaded, then the document's own,
 * again whenever the frame's width (a turned phone, a resized window) or the document changes,
 * so nothing of the page is ever cut off (issue 29, decision 202).
 */
const useDocumentHeight = (element: HTMLIFrameElement | null, initial: number) => {
  const [height, setHeight] = useState(initial);
  useEffect(() => {
    setHeight(initial);
    if (element === null) return;
    const measure = () => {
      const next = documentHeight(element);
      if (next !== null) setHeight(next);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const onLoad = () => {
      const root = element.contentDocument?.documentElement;
      if (root) observer.observe(root);
      measure();
    };
    element.addEventListener('load', onLoad);
    if (element.contentDocument?.readyState === 'complete') onLoad();
    return () => {
      element.removeEventListener('load', onLoad);
      observer.disconnect();
    };
  }, [element, initial]);
  return height;
};

/**
 * A static page (spec 02 §2): the server's small HTML document in an embedded frame, in the
 * reader's language, as tall as the document is at the frame's width. The frame runs nothing
 * (sandbox without scripts; the document's own policy allows none) and opens its links in a new
 * tab; it shares the portal's origin only so the portal can read its document's height.
 */
export const StaticPageFrame = ({ page, titleKey }: PageProps & { page: StaticPage }) => {
  const { t } = useTranslation();
  const lang = useLang() === 'en' ? 'en' : 'zh';
  const src = `${routeUrl(ROUTE[page])}?lang=${lang}`;
  // The frame element itself (a new one for each language): its height follows its document.
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const height = useDocumentHeight(frame, STATIC_PAGE_HEIGHT[page][lang]);
  return (
    <main className="static-page" data-testid={`static-page-${page}`}>
      <iframe
        key={src}
        ref={setFrame}
        className="static-page__frame"
        src={src}
        title={t('news.pageFrame', { title: t(titleKey) })}
        height={height}
        sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        loading="eager"
        data-testid="static-page-frame"
      />
    </main>
  );
};
