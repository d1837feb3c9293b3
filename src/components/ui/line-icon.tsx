import type { SVGProps } from "react";

export type IconProps = SVGProps<SVGSVGElement>;

/**
 * A 24-unit line icon of one path (a path may hold several strokes, M…M…), in the text's colour
 * and hidden from assistive technology: the control it sits in has the name.
 */
export const lineIcon = (d: string) =>
  function LineIcon(props: IconProps) {
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
        <path d={d} />
      </svg>
    );
  };
