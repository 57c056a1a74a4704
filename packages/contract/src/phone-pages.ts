/**
 * The phone pages of the QR path (issue 10): a scanned code opens `/app/epd/{id}`, whose
 * "view full report" leads to `/apppdf/{businessId}`, through the phone login (`/Loginapp?id=`,
 * also spelled `/appLogin`) and, for a user without any name, the profession step
 * (`/appLoginform?id=`). The portal builds them as a document of their own (`phone.html`:
 * React and the page, no router, no Ant Design, no zod), and the server answers these paths
 * with it instead of the portal's `index.html`.
 */
export const PHONE_PAGES = {
  epdSummary: '/app/epd/:id',
  epdReport: '/apppdf/:id',
  login: '/Loginapp',
  loginAlias: '/appLogin',
  loginForm: '/appLoginform',
} as const;

export type PhonePage = keyof typeof PHONE_PAGES;

const PATTERNS = Object.entries(PHONE_PAGES).map(
  ([page, path]) => [page as PhonePage, new RegExp(`^${path.replace(':id', '([^/]+)')}/?$`)] as const,
);

/**
 * The phone page a path opens, with its id (decoded; '' for a page without one), or null.
 * Paths match case-sensitively, as the portal's router does.
 */
export const phonePageOf = (pathname: string): { page: PhonePage; id: string } | null => {
  for (const [page, pattern] of PATTERNS) {
    const match = pattern.exec(pathname);
    if (match === null) continue;
    try {
      return { page, id: decodeURIComponent(match[1] ?? '') };
    } catch {
      return null;
    }
  }
  return null;
};
