import { brandColors } from "../../config/site";
import { lineIcon, type IconProps } from "./line-icon";

/** The few interface icons the layout needs, inline so they cost no request. */
export const MenuIcon = lineIcon("M4 6h16M4 12h16M4 18h16");
export const CloseIcon = lineIcon("M6 6l12 12M18 6L6 18");
export const ChevronDownIcon = lineIcon("M6 9l6 6 6-6");
export const ArrowUpIcon = lineIcon("M12 19V5M5 12l7-7 7 7");
/** An envelope: its outline (a rounded rectangle) and its flap. */
export const MailIcon = lineIcon("M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM3 7l9 6 9-6");

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
