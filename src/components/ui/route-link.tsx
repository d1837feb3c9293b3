import { graphql } from "gatsby";
import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/language-context";
import type { RouteKey } from "../../i18n/routes";

/**
 * A link to a page of the site by route key, in the current language: a plain anchor, which
 * followInSiteLinks follows without a reload, marked as the current page where it is one.
 */
export function RouteLink({
  route,
  children,
  className,
  label,
  onClick,
}: {
  route: string;
  children: ReactNode;
  className?: string;
  /** The accessible name, where the content is not (a logo). */
  label?: string;
  onClick?: () => void;
}) {
  const { lang, alternates, localize } = useLanguage();
  const to = localize(route as RouteKey);
  const current = alternates[lang].replace(/[?#].*$/, "") === to;
  return (
    <a href={to} className={className} aria-label={label} aria-current={current ? "page" : undefined} onClick={onClick}>
      {children}
    </a>
  );
}

/** A link as content states it: the target's route key and the visible text. */
export const routeLinkFields = graphql`
  fragment RouteLinkFields on ContentRouteLink {
    route
    label
  }
`;
