import { graphql, type PageProps } from "gatsby";
import { Fragment, useEffect, useState, type ReactNode } from "react";
import { PageHead, PageHero } from "../components/page/page-base";
import { MailLink } from "../components/ui/mail-link";
import { TextList } from "../components/ui/text-list";
import { analyticsHost } from "../config/analytics";
import { PRIVACY_POLICY_VERSION } from "../config/site";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import { presentFields, type PageContext } from "../i18n/page-context";
import { fillPlaceholderParts } from "../i18n/placeholders";
import * as styles from "./privacy.module.css";

/** Today's date as YYYY-MM-DD: the policy shows the visitor's today as its last update. */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A paragraph with each "{email}" shown as the support e-mail link (the address is never in the
 * content) and each "{analyticsHost}" as the host the visit counter runs on. The latter belongs
 * only in copy for builds with analytics; anywhere else the build fails here rather than print it.
 */
export function policyParagraph(paragraph: string, email: string, analyticsHost: string | null): ReactNode {
  if (paragraph.includes("{analyticsHost}") && analyticsHost === null) {
    throw new Error(`The privacy policy shows "{analyticsHost}" in a build without analytics: "${paragraph.slice(0, 80)}…"`);
  }
  const link = <MailLink email={email} />;
  return fillPlaceholderParts<ReactNode>(paragraph, { email: link, analyticsHost: analyticsHost ?? "" }).map((part, index) =>
    typeof part === "string" ? part : <Fragment key={index}>{part}</Fragment>,
  );
}

export default function PrivacyTemplate({ data, pageContext }: PageProps<Queries.PrivacyPageQuery, PageContext>) {
  const { supportEmail, analytics } = useSiteMetadata();
  const host = analytics ? analyticsHost(analytics.scriptUrl) : null;
  const { content, site } = presentFields(data, pageContext);
  // The HTML has the build's date, and hydration must start from the same text (reading the
  // visitor's clock here would not match it the day after a build, and React would then throw the
  // page away and render it again); the effect then shows the visitor's today, as the spec asks.
  const builtOn = site.buildTime ?? "";
  const [today, setToday] = useState(builtOn);
  useEffect(() => setToday(isoDate(new Date())), []);
  if (!builtOn) throw new Error(`The ${pageContext.lang} privacy page has no build time`);
  const last = content.sections.length - 1;
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero page={content} />
      <div className={styles.policy}>
        <p className={styles.updated}>
          {content.lastUpdated} <time dateTime={today}>{today}</time>
          <br />
          {content.version} {PRIVACY_POLICY_VERSION}
        </p>
        {content.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{policyParagraph(paragraph, supportEmail, host)}</p>
            ))}
            {section.items.length > 0 && <TextList items={section.items} />}
            {index === last && (
              <p>
                <MailLink email={supportEmail} />
              </p>
            )}
          </section>
        ))}
      </div>
    </>
  );
}

export const query = graphql`
  query PrivacyPage($lang: String!) {
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    content: privacyContent(lang: { eq: $lang }) {
      ...PageBase
      lastUpdated
      version
      sections {
        id
        title
        paragraphs
        items
      }
    }
  }
`;
