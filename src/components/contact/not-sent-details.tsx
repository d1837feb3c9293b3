import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import {
  NOT_SENT_REASONS,
  notSentReasonId,
  notSentSearch,
  notSentWaitSearch,
  parseNotSentQuery,
  parseNotSentWait,
  type NotSentCode,
  type NotSentField,
  type NotSentProblem,
} from "../../contact/result-pages";
import { textsIn } from "../../contact/fields";
import { useLanguage, useQueryInAlternates } from "../../i18n/language-context";
import { languages, type Lang } from "../../i18n/languages";
import { fillPlaceholders } from "../../i18n/placeholders";
import { MailLink } from "../ui/mail-link";
import { RouteLink } from "../ui/route-link";
import { TextList } from "../ui/text-list";
import * as styles from "./not-sent-details.module.css";

/** "Label: message" for each problem, in the page's language. */
function describeProblems(
  problems: readonly NotSentProblem[],
  page: Queries.NotSentPageStringsFragment,
  form: Queries.NotSentFormStringsFragment,
) {
  // The form's labels for its texts, under the names the endpoint reports; the page's own for the
  // rest. Typed as complete records: a field or code added to the endpoint fails the type check here.
  const labels: Record<NotSentField, string> = { ...textsIn("posted", (field) => form[field]), ...page.labels };
  const messages: Record<NotSentCode, string> = { ...form.errors, invalid: page.errors.invalid };
  const messageOf = ({ field, code }: NotSentProblem): string => {
    // The endpoint reports a missing consent as "required"; the form's words for it are more useful.
    if (field === "consent" && code === "required") return form.errors.requiredConsent;
    return messages[code];
  };
  return problems.map((problem) => ({ field: problem.field, label: labels[problem.field], message: messageOf(problem) }));
}

/** "3 minutes", "1 minuto": the wait in the page's language, or the page's "a few minutes" when the URL gives none. */
function waitText(minutes: number | undefined, lang: Lang, soon: string): string {
  if (minutes === undefined) return soon;
  return new Intl.NumberFormat(languages[lang].locale, { style: "unit", unit: "minute", unitDisplay: "long" }).format(minutes);
}

/**
 * The not-sent page's body. Every reason the endpoint can name is in the server HTML, hidden; the
 * one the URL's fragment targets (`#rate-limited`) shows with CSS alone and hides the general part,
 * the form's rules, so a visitor without scripts reads why too. The script fills in what only the
 * query has: the wait's minutes, and the problems of the fields (listed in place of the rules).
 */
export function NotSentDetails({
  page,
  form,
  search,
  email,
}: {
  page: Queries.NotSentPageStringsFragment;
  form: Queries.NotSentFormStringsFragment;
  /** location.search of the page: the effect runs again when it changes (the toggle keeps it). */
  search: string;
  email: string;
}) {
  const { lang } = useLanguage();
  const [problems, setProblems] = useState<NotSentProblem[]>([]);
  const [minutes, setMinutes] = useState<number | undefined>(undefined);
  useEffect(() => {
    setProblems(parseNotSentQuery(window.location.search));
    setMinutes(parseNotSentWait(window.location.search));
  }, [search]);
  // Only what this page understood travels to the other language (the fragment goes along by itself: LANGUAGE_SWITCH_PART).
  const problemsSearch = notSentSearch(Object.fromEntries(problems.map((p) => [p.field, p.code])));
  useQueryInAlternates(problemsSearch || notSentWaitSearch(minutes));

  const duration = waitText(minutes, lang, page.soon);
  const listed = describeProblems(problems, page, form);
  const general = listed.length > 0 ? page.problems : page.rules;
  return (
    <div className={styles.details}>
      {NOT_SENT_REASONS.map((reason) => {
        const id = notSentReasonId(reason);
        return (
          <section key={reason} id={id} className={styles.reason} aria-labelledby={`${id}-title`} data-reason={reason}>
            <h2 id={`${id}-title`}>{page.reasons[reason].title}</h2>
            <p>{fillPlaceholders(page.reasons[reason].description, { duration })}</p>
          </section>
        );
      })}
      <section className={styles.general} aria-labelledby="not-sent-general-title">
        <h2 id="not-sent-general-title">{general.title}</h2>
        <p>{general.description}</p>
        {listed.length > 0 ? (
          <ul className={styles.problems} data-testid="not-sent-problems">
            {listed.map((problem) => (
              <li key={problem.field} data-field={problem.field}>
                <strong>{problem.label}:</strong> {problem.message}
              </li>
            ))}
          </ul>
        ) : (
          <TextList items={page.rules.items} className={styles.rules} />
        )}
      </section>
      <p className={styles.actions}>
        <RouteLink route={page.back.route} className="button button--primary button--lg">
          {page.back.label}
        </RouteLink>
      </p>
      <p className={styles.direct}>
        {page.directly} <MailLink email={email} />
      </p>
    </div>
  );
}

export const notSentStrings = graphql`
  # The not-sent page's own copy (content/<lang>/pages/contact-not-sent.json).
  fragment NotSentPageStrings on ContactNotSentContent {
    problems {
      title
      description
    }
    rules {
      title
      description
      items
    }
    labels {
      consent
      privacyVersion
      lang
      submissionId
    }
    errors {
      invalid
    }
    reasons {
      rateLimited {
        ...NotSentReasonStrings
      }
      tooLarge {
        ...NotSentReasonStrings
      }
      unreadable {
        ...NotSentReasonStrings
      }
      unavailable {
        ...NotSentReasonStrings
      }
      failed {
        ...NotSentReasonStrings
      }
      conflict {
        ...NotSentReasonStrings
      }
    }
    soon
    back {
      ...RouteLinkFields
    }
    directly
  }
  fragment NotSentReasonStrings on ContentNotSentReason {
    title
    description
  }
  # What the not-sent page needs from the contact form's copy: field labels and messages.
  fragment NotSentFormStrings on ContentContactForm {
    name
    email
    countryCode
    phone
    subject
    message
    errors {
      ...ContactFormErrors
    }
  }
`;
