import { graphql, type PageProps } from "gatsby";
import { useEffect, useState, type ReactNode } from "react";
import { PageHead, PageHero } from "../components/page/page-base";
import { PRIVACY_POLICY_VERSION } from "../config/site";
import { useSiteMetadata } from "../hooks/use-site-metadata";
import type { PageContext } from "../i18n/page-context";
import * as styles from "./privacy.module.css";

/** Today's date as YYYY-MM-DD: the policy shows the visitor's today as its last update. */
function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A paragraph with each "{email}" shown as the support e-mail link (the address is never in the content). */
function withEmailLink(paragraph: string, email: string): ReactNode {
  const parts = paragraph.split("{email}");
  return parts.flatMap((part, index) => (index === 0 ? [part] : [<a key={index} href={`mailto:${email}`}>{email}</a>, part]));
}

export default function PrivacyTemplate({ data, pageContext }: PageProps<Queries.PrivacyPageQuery, PageContext>) {
  const { supportEmail } = useSiteMetadata();
  const content = data.content;
  // The build date is in the HTML; the browser shows the visitor's today, as the spec asks.
  const [today, setToday] = useState(() => isoDate(new Date()));
  useEffect(() => setToday(isoDate(new Date())), []);
  if (!content) throw new Error(`No content for ${pageContext.lang} privacy`);
  const last = content.sections.length - 1;
  return (
    <>
      <PageHead content={content} trail={pageContext.breadcrumb} />
      <PageHero hero={content.hero} />
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
              <p key={paragraph}>{withEmailLink(paragraph, supportEmail)}</p>
            ))}
            {section.items.length > 0 && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {index === last && (
              <p>
                <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
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
