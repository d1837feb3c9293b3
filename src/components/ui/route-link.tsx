import { graphql, Link } from "gatsby";
import type { ReactNode } from "react";
import { useLanguage } from "../../i18n/language-context";
import type { RouteKey } from "../../i18n/routes";

/** A link to a page of the site by route key, in the current language. */
export function RouteLink({
  route,
  children,
  className,
  onClick,
}: {
  route: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  const { localize } = useLanguage();
  return (
    <Link to={localize(route as RouteKey)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** A link as content states it: the target's route key and the visible text. */
export const routeLinkFields = graphql`
  fragment RouteLinkFields on ContentRouteLink {
    route
    label
  }
`;
