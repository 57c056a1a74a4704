import type { PhonePage } from '@steel-epd/contract';
import { useParams } from 'react-router';
import type { PageLoader } from '../lib/page.ts';
import { PHONE_PAGE_VIEWS } from './phone-pages.ts';

/**
 * A phone page inside the portal's router: a link of the portal (or the phone login going on to
 * the report) opens it without a page load, with the id from the route's parameter. Opened from
 * outside (a scanned code), the server sends the phone pages' own document instead (issue 10).
 */
export const phoneRoute =
  (page: PhonePage): PageLoader =>
  async () => {
    const { titleKey, load } = PHONE_PAGE_VIEWS[page];
    const { default: Page } = await load();
    return {
      default: function RoutedPhonePage() {
        const { id = '' } = useParams();
        return <Page titleKey={titleKey} id={id} />;
      },
    };
  };
