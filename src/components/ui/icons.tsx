import { brandColors } from "../../config/site";
import type { SVGProps } from "react";

/** The few interface icons the site needs, inline so they cost no request. */
type IconProps = SVGProps<SVGSVGElement>;

/** A 24-unit line icon in the text's colour, hidden from assistive technology: the control it sits in has the name. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const ArrowUpIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);

export const MailIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </Icon>
);

/** The brand mark: a breeze swoosh in a rounded square. */
export const BrandMark = (props: IconProps) => (
  <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
    <rect width="32" height="32" rx="8" fill={brandColors.ink} />
    <path
      d="M7 12c5-4 11 2 18-2M7 18c6-3 10 3 18-1M7 24c4-2 8 1 12-1"
      fill="none"
      stroke={brandColors.brand}
      strokeWidth="2.6"
      strokeLinecap="round"
    />
  </svg>
);
