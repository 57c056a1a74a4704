/**
 * The platform's colours for code that cannot read the CSS variables (antd theme tokens, the
 * logo's SVG); styles/global.css holds the same values as --brand, --brand-tint and --brand-dark.
 */
export const BRAND_NAVY = '#1f4e79';
export const BRAND_NAVY_TINT = '#e8eff6';
export const BRAND_NAVY_DARK = '#143553';
/** Links on hover: a lighter navy, still within the theme. */
export const BRAND_NAVY_LIGHT = '#2c6aa0';
