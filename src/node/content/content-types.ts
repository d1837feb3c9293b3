import { iconNames } from "../../config/icon-names";
import { clientSites, teamMembers } from "../../config/site";
import { routes, type StaticTemplate } from "../../i18n/routes";
import { placeholderProblems, type PlaceholderRule } from "../../i18n/placeholders";
import { f, objectType, type Field, type Fields, type ObjectType } from "./content-schema";

/**
 * The shapes of the JSON content in content/<lang>/. Each file's type is declared here once;
 * the GraphQL schema and the build-time validation are both generated from it.
 */
const routeKeys = routes.map((r) => r.key);
const icon = (description: string) => f.string(`${description} One of src/config/icon-names.ts.`, iconNames);
const text = (description: string) => f.string(description);
/** The heading and description most sections open with. */
const sectionHeading = { title: text("Section heading."), description: text("Section description.") };
const texts = (description: string, count?: number) => f.list(f.string("One item."), description, count);

/** Every text under a value with its key: the value itself, a list's items, an object's fields (`f.byAnalytics`). */
function textsUnder(value: unknown, key: string): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => textsUnder(item, `${key}[${i}]`));
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) => textsUnder(item, `${key}.${name}`));
  return [];
}

/**
 * The check of an object whose texts take placeholders (src/i18n/placeholders.ts): each named
 * field (every text in it, for a list or a per-analytics field) against its rule, every problem
 * with its key.
 */
function placeholderChecks(rules: Readonly<Record<string, PlaceholderRule>>): NonNullable<ObjectType["check"]> {
  return (value) =>
    Object.entries(rules).flatMap(([field, rule]) =>
      textsUnder(value[field], field).flatMap(([key, text]) => placeholderProblems(text, rule).map((message) => ({ key, message }))),
    );
}

/** The project categories; each language's layout.json labels them (projectCategories). */
export const projectCategories = ["web", "mobile", "saas", "education", "ai"] as const;

// ---------- building blocks ----------

export const RouteLink = objectType("ContentRouteLink", "A link to a page of the site, by its route key.", {
  route: f.string("Route key of the target page (see src/i18n/routes.ts), e.g. contact.", routeKeys),
  label: text("Visible link text."),
});

const ClientSiteLink = objectType(
  "ContentClientSiteLink",
  "A link to the client's own site (its address is in src/config/site.ts, clientSites), opened in a new tab.",
  { label: text("Visible link text.") },
);

const Stat = objectType("ContentStat", "A figure in a stats row; counters animate the numeric part.", {
  value: text('The figure as shown, e.g. "99", "24/7", "4.8".'),
  prefix: f.optional(text('Shown before the value, e.g. "<".')),
  suffix: f.optional(text('Shown after the value, e.g. "%" or "+".')),
  label: text("What the figure measures."),
});

const IconCard = objectType("ContentIconCard", "A card with an icon, a title and a sentence or two.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
});

const HeroActions = objectType("ContentHeroActions", "The buttons of a hero.", {
  primary: f.object(RouteLink, "The main call to action."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

const Cta = objectType("ContentCallToAction", "A closing call-to-action band.", {
  title: text("Heading of the band."),
  description: text("Sentence under the heading."),
  primary: f.object(RouteLink, "The main button."),
  secondary: f.optional(f.object(RouteLink, "The second button.")),
});

const Intro = objectType("ContentSectionIntro", "Heading and description of a section.", sectionHeading);

const Step = objectType("ContentProcessStep", "One step of a process; steps are numbered in order.", {
  title: text("Step title."),
  description: text("What happens in this step."),
});

const Process = objectType("ContentProcess", "A numbered process timeline.", {
  ...sectionHeading,
  steps: f.list(f.object(Step, "A step."), "The steps, in order."),
});

const TechItem = objectType("ContentTechItem", "A technology or tool.", {
  name: text("Its name, e.g. React."),
  desc: text("What we use it for."),
});

const TechGroup = objectType("ContentTechGroup", "One tab of a technology section.", {
  id: f.string("Stable id of the tab, e.g. frontend."),
  label: text("Tab label."),
  items: f.list(f.object(TechItem, "A technology."), "The technologies of the tab."),
});

const Technologies = objectType(
  "ContentTechnologies",
  "Technology tabs: one panel visible at a time.",
  {
    ...sectionHeading,
    defaultTab: f.string("Id of the tab shown first."),
    groups: f.list(f.object(TechGroup, "A tab."), "The tabs, in order."),
  },
  (value) => {
    const ids = value.groups.map((g) => g.id);
    return ids.includes(value.defaultTab) ? [] : [{ key: "defaultTab", message: `must be one of the group ids ${ids.join(", ")}` }];
  },
);

const FaqItem = objectType("ContentFaqItem", "A question and its answer.", {
  question: text("The question."),
  answer: text("The answer."),
});

const Faq = objectType("ContentFaq", "Frequently asked questions, with a contact prompt.", {
  title: text("Section heading."),
  items: f.list(f.object(FaqItem, "A question."), "The questions."),
  prompt: text("The 'didn't find your answer' line."),
  contact: text("The contact button next to the prompt."),
});

// ---------- pages ----------

const PageMeta = objectType("PageMeta", "What search engines and social networks show for a page.", {
  title: text("The <title> of the page and the social-sharing title."),
  description: text("Meta description and social-sharing description (about 150 characters)."),
  keywords: texts("Meta keywords."),
  robots: f.optional(
    f.string(
      'A robots meta tag stated explicitly (the mobile development page states index, follow). Without it, none is written, which search engines read as "index, follow".',
      ["index, follow"],
    ),
  ),
});

const HeroVisual = objectType(
  "ContentHeroVisual",
  "The picture beside a hero's text from 1024 px: the agency's own products, composed for the page.",
  {
    image: f.image("The picture (design/hero-visuals/, rendered per language to content/images/heroes/<lang>/), relative to this file."),
    alt: text("What the picture shows."),
  },
);

const PageHero = objectType("PageHero", "The opening block of a page.", {
  tag: f.optional(text("Small label shown above the title.")),
  title: text("The page's only <h1>; on the home page, the sentence the rotating word stands for."),
  titleLead: f.optional(text("Home only: the start of the headline, before the rotating word.")),
  rotatingWords: f.optional(texts("Home only: the words that rotate in the headline.", 4)),
  description: text("The paragraph under the title."),
  visual: f.optional(f.object(HeroVisual, "The picture beside the text, from 1024 px wide; pages without one keep the text alone.")),
});

/** Fields every page's content has; the PageContent interface in GraphQL. */
export const pageFields = {
  meta: f.object(PageMeta, "Head tags of the page."),
  breadcrumb: text("This page's label in breadcrumbs."),
  hero: f.object(PageHero, "The opening block of the page."),
};

function pageType<Extra extends Fields>(
  name: string,
  description: string,
  extra: Extra,
  check?: ObjectType<typeof pageFields & Extra>["check"],
): ObjectType<typeof pageFields & Extra> {
  return objectType(name, description, { ...pageFields, ...extra }, check);
}

const stats3 = (description: string) => f.list(f.object(Stat, "A figure."), description, 3);
const heroActions = f.object(HeroActions, "The hero's buttons.");
const cta = f.object(Cta, "The closing call to action.");

const HomeServiceCard = objectType("ContentHomeServiceCard", "A service card on the home page.", {
  icon: icon("The card's icon."),
  title: text("Service name."),
  description: text("What the service delivers."),
  features: texts("Six features.", 6),
  route: f.string("The service page it stands for.", routeKeys),
});

const IndexServiceCard = objectType("ContentIndexServiceCard", "A service card on the services index.", {
  icon: icon("The card's icon."),
  title: text("Service name."),
  description: text("What the service delivers."),
  features: texts("Four features.", 4),
  route: f.string("The service page it links to.", routeKeys),
  learnMore: text("The learn-more link text."),
});

const LinkedCard = objectType("ContentLinkedCard", "An icon card that links to a page.", {
  icon: icon("The card's icon."),
  title: text("Card title."),
  description: text("Card text."),
  route: f.string("The page the card links to.", routeKeys),
});

const PointList = objectType("ContentPointList", "A titled list of short points.", {
  title: text("Heading of the list."),
  points: texts("The points."),
});

const HomeContent = pageType("HomeContent", "Copy of the home page.", {
  heroActions,
  stats: stats3("Header stats: completed projects, satisfied clients, years of experience."),
  challenges: f.object(
    objectType("ContentChallenges", "The problems clients come with.", {
      ...sectionHeading,
      items: f.list(f.object(IconCard, "A problem."), "Three problems.", 3),
    }),
    "Three challenges.",
  ),
  solution: f.object(
    objectType("ContentProblemSolution", "Problem and solution side by side.", {
      ...sectionHeading,
      problem: f.object(PointList, "The usual way and its problems."),
      answer: f.object(PointList, "How we solve them."),
    }),
    "Problem and solution.",
  ),
  pricing: f.object(
    objectType("ContentPricingPackage", "The MVP package.", {
      ...sectionHeading,
      name: text("Package name."),
      delivery: text("Delivery time, e.g. 2-4 weeks."),
      includes: texts("What the package includes."),
      note: text("How the price is set."),
      cta: f.object(RouteLink, "The package's button."),
    }),
    "Pricing package.",
  ),
  services: f.object(
    objectType("ContentHomeServices", "Three service cards with six features each.", {
      ...sectionHeading,
      cards: f.list(f.object(HomeServiceCard, "A card."), "Three cards.", 3),
      cta: text("The Request a Quote button of each card."),
    }),
    "Services block.",
  ),
  projects: f.object(
    objectType("ContentFeaturedProjects", "The featured-projects carousel.", {
      ...sectionHeading,
      viewAll: text("The View All Projects button."),
    }),
    "Featured projects.",
  ),
  team: f.object(Intro, "Team section heading."),
  cta,
});

const ServicesIndexContent = pageType("ServicesIndexContent", "Copy of the services index page.", {
  heroActions,
  cards: f.list(f.object(IndexServiceCard, "A service."), "The six services.", 6),
  reasons: f.object(
    objectType("ContentReasons", "Why choose us.", {
      ...sectionHeading,
      items: f.list(f.object(IconCard, "A reason."), "Six reasons.", 6),
    }),
    "Why choose us.",
  ),
  cta,
});

const MaintenanceType = objectType("ContentMaintenanceType", "A type of software maintenance.", {
  title: text("Type name."),
  description: text("What it covers."),
  features: texts("Four bullets.", 4),
});

export const ServicePageContent = pageType(
  "ServicePageContent",
  "Copy of one service page (maintenance, web, mobile, custom software, AI agents, SEO).",
  {
    heroActions,
    stats: stats3("The stats row."),
    benefits: f.object(
      objectType("ContentBenefits", "Benefit cards.", {
        ...sectionHeading,
        items: f.list(f.object(IconCard, "A benefit."), "The benefits."),
      }),
      "Benefits.",
    ),
    process: f.object(Process, "The process timeline."),
    technologies: f.object(Technologies, "Technology tabs."),
    faq: f.object(Faq, "Frequently asked questions."),
    cta,
    service: f.object(
      objectType("ContentServiceRecord", "Facts for the schema.org Service record.", {
        name: text("Service name."),
        serviceType: text("schema.org serviceType."),
        areaServed: text("schema.org areaServed."),
      }),
      "Structured data of the service.",
    ),
    portfolio: f.optional(
      f.object(
        objectType("ContentServicePortfolio", "The projects carousel of a service page (web development, AI agents).", {
          ...sectionHeading,
          projects: f.list(
            f.string("The id of a project in projects.json."),
            "The four projects the carousel shows, chosen for this page, in order.",
            4,
          ),
        }),
        "The projects carousel.",
      ),
    ),
    maintenanceTypes: f.optional(
      f.object(
        objectType("ContentMaintenanceTypes", "The four types of maintenance.", {
          ...sectionHeading,
          items: f.list(f.object(MaintenanceType, "A type."), "Corrective, preventive, adaptive, perfective.", 4),
        }),
        "Maintenance only: the types of maintenance.",
      ),
    ),
    offer: f.optional(
      f.object(
        objectType("ContentOffer", "A schema.org Offer.", {
          priceCurrency: f.string("ISO currency code.", ["EUR"]),
          availability: f.string("schema.org availability.", ["InStock"]),
          description: text("What the offer is."),
        }),
        "Maintenance only: the offer in the structured data.",
      ),
    ),
  },
  // Each has its own template (service-with-projects.tsx, service.tsx: see create-pages.ts), so
  // that a page carries only the script and CSS of the sections it shows.
  (page) =>
    page.portfolio && page.maintenanceTypes
      ? [{ key: "maintenanceTypes", message: "is not shown on a page with a portfolio: a service page has one or the other" }]
      : [],
);

const OurWorkContent = pageType("OurWorkContent", "Copy of the our-work (portfolio) page.", {
  heroActions,
  projects: f.object(Intro, "Heading of the projects grid."),
  stats: stats3("Portfolio stats."),
  services: f.object(
    objectType("ContentServicesBlock", "A block of linked service cards.", {
      ...sectionHeading,
      cards: f.list(f.object(LinkedCard, "A service."), "Three services.", 3),
    }),
    "Services block.",
  ),
  cta,
});

const CaseStudyContent = pageType("CaseStudyContent", "Copy of one case study (Nurdoc, Boathous, Almia).", {
  heroActions,
  image: f.image("The project's picture, relative to this file."),
  imageAlt: text("Alt text of the picture."),
  overview: f.object(
    objectType("ContentCaseOverview", "Challenge, solution and results.", {
      challenge: f.object(Intro, "The client's challenge."),
      solution: f.object(Intro, "What we built."),
      results: f.object(
        objectType("ContentCaseResults", "The results in figures.", {
          title: text("Heading."),
          description: text("Summary of the results."),
          stats: stats3("The figures."),
        }),
        "Results.",
      ),
    }),
    "Overview.",
  ),
  features: f.object(
    objectType("ContentCaseFeatures", "Features of the product.", {
      ...sectionHeading,
      items: f.list(f.object(IconCard, "A feature."), "Six features.", 6),
    }),
    "Features.",
  ),
  process: f.object(Process, "Development process (six steps)."),
  technologies: f.object(Technologies, "Technology stack tabs."),
  vision: f.object(
    objectType("ContentCaseVision", "The client's vision and values.", {
      ...sectionHeading,
      values: f.list(f.object(IconCard, "A value."), "Three values.", 3),
      link: f.object(ClientSiteLink, "The client's platform."),
    }),
    "Vision and values.",
  ),
  challenges: f.object(
    objectType("ContentCaseChallenges", "Challenges met and how.", {
      title: text("Section heading."),
      items: f.list(
        f.object(
          objectType("ContentCaseChallenge", "A challenge and its solution.", {
            challenge: text("The challenge."),
            solution: text("How we solved it."),
          }),
          "A challenge.",
        ),
        "Three challenges.",
        3,
      ),
    }),
    "Challenges and solutions.",
  ),
  cta,
  performance: f.optional(
    f.object(
      objectType("ContentCasePerformance", "Performance figures.", {
        ...sectionHeading,
        items: f.list(f.object(Stat, "A figure."), "Four figures.", 4),
      }),
      "Boathous only: performance.",
    ),
  ),
  sectors: f.optional(
    f.object(
      objectType("ContentCaseSectors", "Sectors the platform serves.", {
        title: text("Section heading."),
        items: texts("Eight sectors.", 8),
      }),
      "Almia only: sectors.",
    ),
  ),
});

const BlogListContent = pageType("BlogListContent", "Copy of the blog list page, and the labels of article pages.", {
  labels: f.object(
    objectType(
      "ContentBlogLabels",
      "Small texts of post cards and article pages.",
      {
        readTime: text("After the number of minutes, e.g. min read."),
        by: text("Before the author's name."),
        published: text("Before the publication date."),
        readMore: text("Card link to an article."),
        readCase: text("Card link to a case study."),
        rss: text("Link to the RSS feed."),
        categories: text("Accessible name of a post's category list."),
        draft: text("Badge of a draft post, seen only in gatsby develop."),
        outdatedTranslation: text(
          "Badge of a post whose version in another language changed since it was last marked in sync (npm run translations), seen only in gatsby develop.",
        ),
        related: text("Heading of the related posts at the end of an article."),
        pagination: text("Accessible name of the list pages' navigation."),
        previous: text("Link to the previous list page."),
        next: text("Link to the next list page."),
        page: text("A list page's name, {page} being its number: the link's accessible name and the breadcrumb."),
        pageOf: text("Where a list page is, with {page} and {total}: in the navigation and the page title."),
      },
      placeholderChecks({ page: { required: ["page"] }, pageOf: { required: ["page", "total"] } }),
    ),
    "Labels.",
  ),
  category: f.object(
    objectType(
      "ContentBlogCategoryPage",
      "A category's list page; {category} is the category's name.",
      {
        metaTitle: text("Page title."),
        metaDescription: text("Meta description."),
        tag: text("Small text above the title."),
        title: text("The page's h1."),
        description: text("Under the title."),
      },
      placeholderChecks(
        Object.fromEntries(["metaTitle", "metaDescription", "tag", "title", "description"].map((key) => [key, { optional: ["category"] }])),
      ),
    ),
    "Category pages.",
  ),
  empty: f.object(Intro, "Shown instead of the cards when there are no posts (Content Coming Soon)."),
  cta: f.object(Cta, "The call to action under the posts (to services)."),
});

const AboutContent = pageType("AboutContent", "Copy of the about-us page.", {
  story: f.object(
    objectType("ContentStory", "Our story and values.", {
      title: text("Section heading."),
      paragraphs: texts("The story."),
      values: f.list(f.object(IconCard, "A value."), "Speed, quality, focus, passion.", 4),
    }),
    "Story.",
  ),
  stats: stats3("About stats."),
  services: f.object(
    objectType("ContentAboutServices", "Professional IT services.", {
      ...sectionHeading,
      items: f.list(f.object(LinkedCard, "A service."), "Six services.", 6),
    }),
    "Services grid.",
  ),
  team: f.object(Intro, "Team section heading."),
  journey: f.object(
    objectType("ContentJourney", "The company's timeline.", {
      ...sectionHeading,
      entries: f.list(
        f.object(
          objectType("ContentTimelineEntry", "A milestone.", {
            date: text("When, e.g. Dec 2024."),
            title: text("Milestone."),
            description: text("What happened."),
            position: f.string("Side of the timeline on wide screens.", ["left", "right"]),
          }),
          "A milestone.",
        ),
        "The milestones, oldest first.",
      ),
    }),
    "Journey timeline.",
  ),
  cta: f.object(Cta, "The closing call to action: the Get in Touch button, no second one."),
});

const ContactContent = pageType("ContactContent", "Copy of the contact page.", {
  directly: text("Text before the support e-mail address."),
  next: f.object(
    objectType("ContentContactNext", "The panel beside the form: what happens after a message is sent, and the support e-mail.", {
      title: text("Heading of the panel."),
      steps: f.list(
        f.object(
          objectType("ContentContactStep", "One step after a message is sent.", {
            title: text("What happens."),
            description: text("One or two sentences on it."),
          }),
          "A step.",
        ),
        "The steps, in order: a reply, a free consultation, a quote.",
        3,
      ),
    }),
    "The panel beside the form.",
  ),
  form: f.object(
    objectType("ContentContactForm", "The contact form: its labels, button, validation messages and toasts.", {
      requiredNote: text('Note on how required fields are marked, e.g. "Fields marked * are required."'),
      optional: text('Shown after the label of an optional field, e.g. "(optional)".'),
      name: text("Label of the name field."),
      email: text("Label of the e-mail field."),
      countryCode: text("Label of the country dialing code select (read by screen readers)."),
      phone: text("Label of the phone number field."),
      phoneHint: text("Hint under the phone field: the digits-only rule (6 to 15 digits, spaces allowed)."),
      subject: text("Label of the subject field."),
      message: text("Label of the message field."),
      consentBefore: text("Consent checkbox text before the privacy policy link."),
      consentLink: text("Text of the privacy policy link inside the consent text."),
      consentAfter: text("Consent checkbox text after the link (at least the closing punctuation)."),
      honeypot: text("Label of the hidden anti-spam field; only bots see it, so it tells people to leave it empty."),
      submit: text("Submit button label."),
      submitting: text("Submit button label while the message is being sent."),
      successMessage: text("Toast after the message was sent (5 s)."),
      errorMessage: text("Toast when sending failed (5 s)."),
      errors: f.object(
        objectType("ContentContactFormErrors", "Validation messages, by the error code of src/contact/validation.ts.", {
          required: text("A required field is empty."),
          invalidEmail: text("The e-mail address does not look like one."),
          invalidPhone: text("The phone number is not 6 to 15 digits."),
          requiredConsent: text("The consent box is not ticked; also shown as a 3 s toast."),
          tooLong: text("A text is longer than the form allows."),
        }),
        "Validation messages.",
      ),
    }),
    "The contact form.",
  ),
});

const ContactSentContent = pageType(
  "ContactSentContent",
  "Copy of the message-sent page, where a form posted without scripts lands once the message is stored.",
  {
    actions: f.object(HeroActions, "Links onwards: back to the home page and to our work."),
  },
);

const NotSentReason = objectType(
  "ContentNotSentReason",
  "One reason a message was not taken.",
  {
    title: text("Heading of the reason."),
    description: text('What happened and what to do; "{duration}" shows how long to wait ("3 minutes"), where the reason has a wait.'),
  },
  placeholderChecks({ description: { optional: ["duration"] } }),
);

const ContactNotSentContent = pageType(
  "ContactNotSentContent",
  "Copy of the message-not-sent page, where a form posted without scripts lands when a field is wrong. Field labels and most messages come from the contact form's copy (contact.json).",
  {
    problems: f.object(
      objectType("ContentNotSentProblems", "The list of the fields to fix, read from the page's URL.", {
        title: text("Heading above the list."),
        description: text("Sentence under the heading."),
      }),
      "The problems of the post.",
    ),
    rules: f.object(
      objectType("ContentNotSentRules", "What the form needs, shown when the URL names no problem (or scripts are off).", {
        title: text("Heading above the rules."),
        description: text("Sentence under the heading."),
        items: texts("The rules: required fields, e-mail shape, phone digits, consent."),
      }),
      "The form's rules.",
    ),
    labels: f.object(
      objectType("ContentNotSentLabels", "Names of the fields the form has no short label for.", {
        consent: text("The consent checkbox."),
        privacyVersion: text("The version of the privacy policy the form was sent with (a hidden field)."),
        lang: text("The language of the page the form was sent from (a hidden field)."),
        submissionId: text("The id the form gives each message so that sending it twice stores it once (a hidden field)."),
      }),
      "Field names.",
    ),
    reasons: f.object(
      objectType(
        "ContentNotSentReasons",
        "Why a message was not taken when no field is at fault, by the reason the endpoint names in the page's URL (src/contact/result-pages.ts).",
        {
          rateLimited: f.object(NotSentReason, "Too many messages from one connection in a short time (429)."),
          tooLarge: f.object(NotSentReason, "The message is larger than the endpoint accepts (413)."),
          unreadable: f.object(NotSentReason, "The browser sent the form in an encoding the endpoint cannot read (415, 400)."),
          unavailable: f.object(NotSentReason, "The message could not be stored in time; trying again shortly works (503)."),
          failed: f.object(NotSentReason, "Storing the message failed on the server (500)."),
        },
      ),
      "The reasons.",
    ),
    soon: text('What "{duration}" says when the URL gives no wait ("a few minutes").'),
    errors: f.object(
      objectType("ContentNotSentErrors", "Messages the form itself never shows.", {
        invalid: text("A value the endpoint cannot accept: a wrong type, a repeated field, a forbidden character, an unknown choice."),
      }),
      "Extra messages.",
    ),
    back: f.object(RouteLink, "The link back to the form."),
    directly: text("Text before the support e-mail address."),
  },
);

const PrivacyContent = pageType("PrivacyContent", "Copy of the privacy policy page.", {
  lastUpdated: text("Label before the last-updated date."),
  version: text("Label before the policy's version (PRIVACY_POLICY_VERSION, stored with each contact message)."),
  sections: f.list(
    f.object(
      objectType(
        "ContentPolicySection",
        "A section of the policy.",
        {
          id: f.string("Anchor id of the section."),
          title: text("Section heading."),
          paragraphs: f.byAnalytics(
            texts(
              'Paragraphs; "{email}" in one shows the support e-mail address as a link, "{analyticsHost}" the host the visit counter runs on.',
            ),
          ),
          items: f.byAnalytics(texts("A bulleted list (may be empty).")),
        },
        placeholderChecks({ paragraphs: { optional: ["email", "analyticsHost"] } }),
      ),
      "A section.",
    ),
    "The sections, in order.",
  ),
});

/** Content type of each page family, by template. */
export const pageTypes: Readonly<Record<StaticTemplate, ObjectType>> = {
  home: HomeContent,
  services: ServicesIndexContent,
  service: ServicePageContent,
  "our-work": OurWorkContent,
  "case-study": CaseStudyContent,
  "blog-list": BlogListContent,
  about: AboutContent,
  contact: ContactContent,
  "contact-sent": ContactSentContent,
  "contact-not-sent": ContactNotSentContent,
  privacy: PrivacyContent,
};

// ---------- shared collections ----------

const Project = objectType(
  "ContentProject",
  "A project of the portfolio; it links to its case study (route), or else to the client's own site (src/config/site.ts, clientSites).",
  {
    id: f.string("Stable id, e.g. nurdoc; its client site is clientSites[id] in src/config/site.ts.", Object.keys(clientSites)),
    title: text("Project name."),
    description: text("What it is."),
    image: f.image("Picture, relative to this file."),
    alt: text("Alt text of the picture."),
    categories: f.list(f.string("A category.", projectCategories), `Categories: ${projectCategories.join(", ")}.`),
    route: f.optional(f.string("Route key of its case study.", routeKeys)),
  },
);

export const ProjectsContent = objectType("ProjectsContent", "The five portfolio projects, in display order.", {
  items: f.list(f.object(Project, "A project."), "The projects.", 5),
});

const Member = objectType(
  "ContentTeamMember",
  "A member of the team; name, e-mail and profile links are in src/config/site.ts (teamMembers), by id.",
  {
    id: f.string("Which member: a key of teamMembers in src/config/site.ts.", Object.keys(teamMembers)),
    role: text("Role."),
    bio: text("Two sentences."),
    experience: text("Years of experience, e.g. 3+ years."),
    specialties: texts("Four specialties.", 4),
    photo: f.image("Portrait, relative to this file."),
  },
);

export const TeamContent = objectType("TeamContent", "The team, in display order.", {
  members: f.list(f.object(Member, "A member."), "The three members.", 3),
});

const HeaderStrings = objectType("HeaderStrings", "Texts of the site header.", {
  homeLabel: text("Accessible name of the logo link to the home page."),
  navLabel: text("Accessible name of the main navigation."),
  services: text("Label of the services menu."),
  allServices: text("Link to the services index inside the services menu."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "The six entries of the services menu.", 6),
  links: f.list(f.object(RouteLink, "A page."), "The other header links: process (blog), our work, about us, contact.", 4),
  startProject: text("The start-project button, which goes to contact."),
  openMenu: text("Accessible name of the mobile menu button while the menu is closed."),
  closeMenu: text("Accessible name of the mobile menu button while the menu is open."),
  viewThisPage: text(
    'In this language, what the language switcher\'s link to this language says after its label ("ES: Ver esta página en español"): the pages of every other language show it.',
  ),
});

const FooterStrings = objectType("FooterStrings", "Texts of the site footer.", {
  blurb: text("Short description of the company."),
  servicesTitle: text("Heading of the IT services column."),
  serviceLinks: f.list(f.object(RouteLink, "A service page."), "Five service links plus all services.", 6),
  linksTitle: text("Heading of the links column."),
  links: f.list(f.object(RouteLink, "A page."), "Blog, our work, about us, contact, privacy policy.", 5),
  contactTitle: text("Heading of the contact column."),
  emailLabel: text("Text before the support e-mail address."),
  freeConsultation: text("The free-consultation link to contact."),
  cookieSettings: text("The button that opens the cookie banner again, to change or withdraw the choice."),
  rights: text("Text after the copyright year and brand, e.g. All rights reserved."),
});

const CookieStrings = objectType("CookieBannerStrings", "Texts of the cookie banner.", {
  title: text("Heading of the banner."),
  text: f.byAnalytics(
    text("What the site stores and why; with analytics, what the visit counter does and that it runs only after Accept All."),
  ),
  privacyLink: text("Link text to the privacy policy."),
  acceptAll: text("Button that accepts all cookies."),
  acceptNecessary: text("Button that accepts only the necessary ones."),
  close: text("Accessible name of the close button (hides without storing)."),
});

const NotFoundStrings = objectType("NotFoundStrings", "Texts of the not-found screen.", {
  metaTitle: text("The <title> of the not-found page."),
  metaDescription: text("Meta description of the not-found page."),
  code: text("The big status shown, 404."),
  title: text("Heading: Page Not Found."),
  message: text("The apology."),
  home: text("Button back to the home page."),
  ourWork: text("Button to our work."),
});

const CarouselStrings = objectType(
  "CarouselStrings",
  "Texts of the project carousels, mostly read out by assistive technology.",
  {
    label: text("Accessible name of a project carousel, distinct from its section's heading (which names the section)."),
    roleDescription: text("What a screen reader calls the carousel (aria-roledescription), in lower case."),
    slideRoleDescription: text("What a screen reader calls one of its slides, in lower case."),
    previous: text("Accessible name of the previous button."),
    next: text("Accessible name of the next button."),
    pause: text("Accessible name of the button that stops auto-advance."),
    play: text("Accessible name of the button that starts auto-advance again."),
    slidePicker: text("Accessible name of the row of dots, one per project."),
    showSlide: text("Accessible name of a dot: a template where {n} is the slide's number."),
    slideOf: text("Accessible name of a slide: a template where {n} is its number and {total} how many projects there are."),
  },
  placeholderChecks({ showSlide: { required: ["n"] }, slideOf: { required: ["n", "total"] } }),
);

export const LayoutContent = objectType("LayoutContent", "Texts shared by every page: header, footer, banner, screens.", {
  brand: text("The brand name as shown in the logo."),
  socialImageAlt: text(
    "What the site's social image in this language (static/og-image.png, og-image.es.png, shown when a page is shared) shows, for og:image:alt and twitter:image:alt.",
  ),
  skipLink: text("The skip-to-content link."),
  header: f.object(HeaderStrings, "The header."),
  footer: f.object(FooterStrings, "The footer."),
  cookieBanner: f.object(CookieStrings, "The cookie banner."),
  notFound: f.object(NotFoundStrings, "The not-found screen."),
  breadcrumbLabel: text("Accessible name of breadcrumb navigation."),
  homeCrumb: text("First breadcrumb item, a link to the home page."),
  scrollToTop: text("Accessible name of the scroll-to-top button."),
  viewProject: text("Link text of a project card."),
  projectCategories: f.object(
    objectType(
      "ContentProjectCategoryLabels",
      "How a project category is shown on cards, in this language.",
      Object.fromEntries(projectCategories.map((category) => [category, text(`Label of the ${category} category.`)])),
    ),
    "Labels of the project categories (projects.json names them by id).",
  ),
  learnMore: text("Link text of a card that leads to a service page."),
  carousel: f.object(CarouselStrings, "The project carousels' controls."),
});

/** Fields Gatsby adds to each content node, besides those of the JSON file. */
export const contentNodeFields: Record<string, Field> = {
  lang: f.string("Language of this content: en or es."),
};

export const pageNodeFields: Record<string, Field> = {
  ...contentNodeFields,
  route: f.string("Route key of the page (see src/i18n/routes.ts)."),
};
