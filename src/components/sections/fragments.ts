import { graphql } from "gatsby";

/** GraphQL fragments of the content blocks several page families share. */
export const fragments = graphql`
  fragment RouteLinkFields on ContentRouteLink {
    route
    label
  }
  fragment StatFields on ContentStat {
    value
    prefix
    suffix
    label
  }
  fragment IconCardFields on ContentIconCard {
    icon
    title
    description
  }
  fragment HeroActionsFields on ContentHeroActions {
    primary {
      ...RouteLinkFields
    }
    secondary {
      ...RouteLinkFields
    }
  }
  fragment CtaFields on ContentCallToAction {
    title
    description
    primary {
      ...RouteLinkFields
    }
    secondary {
      ...RouteLinkFields
    }
  }
  fragment ProcessFields on ContentProcess {
    title
    description
    steps {
      title
      description
    }
  }
  fragment TechnologiesFields on ContentTechnologies {
    title
    description
    defaultTab
    groups {
      id
      label
      items {
        name
        desc
      }
    }
  }
  fragment FaqFields on ContentFaq {
    title
    items {
      question
      answer
    }
    prompt
    contact
  }
  fragment ProjectFields on ContentProject {
    id
    title
    description
    alt
    categories
    route
    image {
      childImageSharp {
        gatsbyImageData(width: 720, aspectRatio: 1.6, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;

export const teamFragment = graphql`
  fragment MemberFields on ContentTeamMember {
    id
    role
    bio
    experience
    specialties
    photo {
      childImageSharp {
        gatsbyImageData(width: 160, height: 160, placeholder: NONE, formats: [AUTO, WEBP, AVIF])
      }
    }
  }
`;
