/**
 * Ant Design's text colours made readable (issue 29, WCAG 2.x AA: 4.5:1 for body text), for both
 * apps' ConfigProvider. antd's secondary and placeholder texts are 45 % and 25 % black (3.4:1 and
 * 1.6:1 on white); these keep its grey look at 58 % and 56 % (5.3:1 and 4.9:1 on white, 5.2:1 on
 * the portal's page grey). A status tag writes its status colour on the colour's tint: the
 * darker shades of antd's own palettes (green-8, orange-8, red-7, blue-7) read on those tints;
 * the error colour is red-7 everywhere (a danger button's text).
 * The CSS of plain elements uses the same values (`--text-secondary` in each app's global CSS).
 */
export const READABLE_TEXT = {
  // A danger button's and an error's red: antd's red-7 (5.9:1 on white) instead of red-5 (3.3:1).
  colorError: '#cf1322',
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
} as const;

export const READABLE_COMPONENTS = {
  Tag: {
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorError: '#cf1322',
    colorInfo: '#0958d9',
  },
} as const;
