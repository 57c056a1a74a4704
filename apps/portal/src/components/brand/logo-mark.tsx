import { BRAND_NAVY } from '../../lib/brand.ts';

/**
 * The brand mark: a steel I-beam section with a green arc for the environmental declaration.
 * Plain SVG, so the phone and agreement pages show the platform's identity without antd.
 */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="40" height="40" rx="8" fill={BRAND_NAVY} />
      <path d="M11 11h18v4h-7v10h7v4H11v-4h7V15h-7z" fill="#fff" />
      <path d="M8 32c8 4 17 4 24-2" stroke="#52c41a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
