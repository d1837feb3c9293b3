import { graphql } from "gatsby";
import { RouteLink } from "../ui/route-link";

/** The two buttons of a hero, or of a call to action's band (`outline`: its class for the outlined one). */
export function HeroActions({ actions, outline }: { actions: Queries.HeroActionsFieldsFragment; outline?: string }) {
  return (
    <>
      <RouteLink route={actions.primary.route} className="button button--primary button--lg">
        {actions.primary.label}
      </RouteLink>
      {actions.secondary && (
        <RouteLink route={actions.secondary.route} className={`button button--outline button--lg${outline ? ` ${outline}` : ""}`}>
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
