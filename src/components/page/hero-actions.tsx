import { graphql } from "gatsby";
import { RouteLink } from "../ui/route-link";

/** The two buttons of a hero. */
export function HeroActions({ actions }: { actions: Queries.HeroActionsFieldsFragment }) {
  return (
    <>
      <RouteLink route={actions.primary.route} className="button button--primary button--lg">
        {actions.primary.label}
      </RouteLink>
      {actions.secondary && (
        <RouteLink route={actions.secondary.route} className="button button--outline button--lg">
          {actions.secondary.label}
        </RouteLink>
      )}
    </>
  );
}

export const heroActionsFields = graphql`
  fragment HeroActionsFields on ContentHeroActions {
    primary {
      ...RouteLinkFields
    }
    secondary {
      ...RouteLinkFields
    }
  }
`;
