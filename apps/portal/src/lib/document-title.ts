/** "Page - Site"; a route without a title of its own (or the site itself) is just the site. */
export const documentTitle = (pageTitle: string | null, siteName: string): string =>
  pageTitle && pageTitle !== siteName ? `${pageTitle} - ${siteName}` : siteName;
