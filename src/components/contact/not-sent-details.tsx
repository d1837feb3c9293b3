import { graphql } from "gatsby";
import { useEffect, useState } from "react";
import { notSentSearch, parseNotSentQuery, type NotSentCode, type NotSentField, type NotSentProblem } from "../../contact/result-pages";
import { useQueryInAlternates } from "../../i18n/language-context";
import { RouteLink } from "../ui/route-link";
import * as styles from "./not-sent-details.module.css";

/** "Label: message" for each problem, in the page's language. */
function describeProblems(
  problems: readonly NotSentProblem[],
  page: Queries.NotSentPageStringsFragment,
  form: Queries.NotSentFormStringsFragment,
) {
  // Typed as complete records: a field or code added to the endpoint fails the type check here.
  const labels: Record<NotSentField, string> = {
    name: form.name,
    email: form.email,
    phoneExtension: form.countryCode,
    phone: form.phone,
    subject: form.subject,
    description: form.message,
    ...page.labels,
  };
  const messages: Record<NotSentCode, string> = { ...form.errors, invalid: page.errors.invalid };
  const messageOf = ({ field, code }: NotSentProblem): string => {
    // The endpoint reports a missing consent as "required"; the form's words for it are more useful.
    if (field === "consent" && code === "required") return form.errors.requiredConsent;
    return messages[code];
  };
  return problems.map((problem) => ({ field: problem.field, label: labels[problem.field], message: messageOf(problem) }));
}

/**
 * The body of the not-sent page: the problems named in the URL, or, when it names none (or
 * scripts are off), what the form needs; then the way back to the form and the support e-mail.
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
  // This page is static HTML, the same for every visitor: the problems exist only in the URL the
  // endpoint redirected to, so they are read after mount. The server HTML and the hydration
  // render show the rules, which is also what a visitor without scripts keeps seeing.
  const [problems, setProblems] = useState<NotSentProblem[]>([]);
  useEffect(() => setProblems(parseNotSentQuery(window.location.search)), [search]);
  // Only the pairs this page understood travel to the other language.
  useQueryInAlternates(notSentSearch(Object.fromEntries(problems.map((p) => [p.field, p.code]))));

  const listed = describeProblems(problems, page, form);
  const intro = listed.length > 0 ? page.problems : page.rules;
  return (
    <section className={styles.details} aria-labelledby="not-sent-details-title">
      <h2 id="not-sent-details-title">{intro.title}</h2>
      <p>{intro.description}</p>
      {listed.length > 0 ? (
        <ul className={styles.problems} data-testid="not-sent-problems">
          {listed.map((problem) => (
            <li key={problem.field} data-field={problem.field}>
              <strong>{problem.label}:</strong> {problem.message}
            </li>
          ))}
        </ul>
      ) : (
        <ul className={styles.rules}>
          {page.rules.items.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      <p className={styles.actions}>
        <RouteLink route={page.back.route} className="button button--primary button--lg">
          {page.back.label}
        </RouteLink>
      </p>
      <p className={styles.direct}>
        {page.directly} <a href={`mailto:${email}`}>{email}</a>
      </p>
    </section>
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
    }
    errors {
      invalid
    }
    back {
      ...RouteLinkFields
    }
    directly
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
