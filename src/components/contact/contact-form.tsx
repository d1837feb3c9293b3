import { graphql } from "gatsby";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import toast, { Toaster } from "react-hot-toast";
import { COUNTRY_CODES, countryCodeLabel } from "../../contact/country-codes";
import { PRIVACY_POLICY_VERSION } from "../../config/site";
import { initialContactValues, toContactPayload } from "../../contact/model";
import { formAction } from "../../contact/result-pages";
import { sendContactMessage } from "../../contact/send";
import { SUBMISSION_ID_FIELD } from "../../contact/submission-id";
import {
  CONTACT_FIELDS,
  FORM_FIELD_ORDER,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormValues,
  type ContactPayloadField,
} from "../../contact/fields";
import { MAX_LENGTH, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, validateContactForm } from "../../contact/validation";
import { useSiteMetadata } from "../../hooks/use-site-metadata";
import { useLanguage } from "../../i18n/language-context";
import { RouteLink } from "../ui/route-link";
import * as styles from "./contact-form.module.css";

/** How long each toast stays. */
const RESULT_TOAST_MS = 5000;
const CONSENT_TOAST_MS = 3000;
/** Fixed ids: a second submit replaces its toast instead of stacking another. */
const RESULT_TOAST_ID = "contact-result";
const CONSENT_TOAST_ID = "contact-consent";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const fieldId = (field: ContactFormField | "website") => `contact-${field}`;

/** What the controls hold when the form is sent, whoever put it there (before the app or after, autofill): the form's only state. */
function valuesFromControls(controls: Partial<Record<ContactFormField, Control | null>>): ContactFormValues {
  const values = initialContactValues();
  for (const field of FORM_FIELD_ORDER) {
    const control = controls[field];
    if (!control) continue;
    if (field === "consent") values.consent = control instanceof HTMLInputElement && control.checked;
    else values[field] = control.value;
  }
  return values;
}

/** The field a control belongs to, from its id (fieldId). */
const fieldOf = (control: EventTarget): ContactFormField | undefined =>
  FORM_FIELD_ORDER.find((field) => control instanceof HTMLElement && control.id === fieldId(field));

/** The name each control posts under: the payload's, so that a plain HTML post carries the same fields as the JSON. */
const postName = (field: ContactFormField): ContactPayloadField => (field === "consent" ? field : CONTACT_FIELDS[field].posted);

/** The phone rule for the browser's own check before hydration: 6 to 15 digits, whitespace anywhere (HTML anchors it). */
const PHONE_PATTERN = `\\s*(?:\\d\\s*){${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}`;
const errorId = (field: ContactFormField) => `contact-${field}-error`;
const PHONE_HINT_ID = "contact-phone-hint";

/** A field's error, in an element that is always there so that screen readers announce its text. */
function FieldError({ field, message }: { field: ContactFormField; message?: string }) {
  return (
    <p id={errorId(field)} className={styles.error} aria-live="polite">
      {message}
    </p>
  );
}

function Label({ field, children, required }: { field: ContactFormField; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={fieldId(field)} className={styles.label}>
      {children}
      {required && (
        <span className={styles.required} aria-hidden="true">
          {"\u00a0*"}
        </span>
      )}
    </label>
  );
}

/** One field: its label, its control(s) (children) and its error, in the grid. */
function Field({
  field,
  label,
  required,
  wide,
  error,
  children,
}: {
  field: ContactFormField;
  label: ReactNode;
  required?: boolean;
  wide?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <Label field={field} required={required}>
        {label}
      </Label>
      {children}
      <FieldError field={field} message={error} />
    </div>
  );
}

type TextFieldName = "name" | "email" | "phone" | "subject" | "message";

/** Below the sticky header, never over its navigation; still at the top centre. */
const TOASTER_STYLE = { top: "calc(var(--header-height) + 8px)" };

/**
 * What the form's place shows: the form; the confirmation of a message sent (focus on it); the
 * form again, empty, after "Send another message" (focus on its first field).
 */
type Shown = "form" | "sent" | "again";

/**
 * The contact form: a plain form that posts until the app runs (the endpoint's 303 leads to the
 * message-sent page); then a submit reads the controls, checks them with the shared rules
 * (src/contact/validation.ts) and posts them as JSON to siteMetadata.contactEndpoint: results as
 * toasts, and a sent message replaced by the message-sent page's words in place of the form.
 */
export function ContactForm({
  strings,
  sent,
}: {
  strings: Queries.ContactFormStringsFragment;
  sent: Queries.ContactSentConfirmationFragment;
}) {
  const { lang } = useLanguage();
  const { contactEndpoint } = useSiteMetadata();
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [pending, setPending] = useState(false);
  const [shown, setShown] = useState<Shown>("form");
  const confirmation = useRef<HTMLElement>(null);
  const controls = useRef<Partial<Record<ContactFormField, Control | null>>>({});
  const honeypot = useRef<HTMLInputElement>(null);
  const submission = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Before the app, the browser checks required fields, the e-mail's type and the phone's pattern;
  // after, the shared rules and the spec's messages do. Set here, not as a prop, so the server HTML
  // has no novalidate and hydration sees no difference.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (shown === "sent") {
      // The page shrank with the form hidden: the confirmation goes to the screen's middle, clear of the toast above.
      confirmation.current?.focus({ preventScroll: true });
      confirmation.current?.scrollIntoView?.({ block: "center" });
    } else if (shown === "again") controls.current.name?.focus();
  }, [shown]);

  const register = (field: ContactFormField) => (element: Control | null) => {
    controls.current[field] = element;
  };

  /** Editing a field clears its error, and the submission id: the endpoint refuses (409) an id reused for other texts. */
  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const field = fieldOf(event.target);
    if (!field) return;
    if (submission.current) submission.current.value = "";
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  /** aria-invalid and aria-describedby (hint first, then the error) of a control. */
  const a11y = (field: ContactFormField, hintId?: string) => {
    const described = [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean).join(" ");
    return {
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": described || undefined,
    };
  };
  const messageFor = (field: ContactFormField) => {
    const code = errors[field];
    return code ? strings.errors[code] : undefined;
  };
  /** What every text control shares: ref, id, name, length cap, a11y. */
  const bind = (field: TextFieldName, hintId?: string) => ({
    ref: register(field),
    id: fieldId(field),
    name: postName(field),
    maxLength: MAX_LENGTH[field],
    ...a11y(field, hintId),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    // A new try takes the last one's toasts away at once: "You must accept…" must not stay up
    // beside "Your message has been sent".
    toast.remove(CONSENT_TOAST_ID);
    toast.remove(RESULT_TOAST_ID);
    const values = valuesFromControls(controls.current);
    const found = validateContactForm(values);
    setErrors(found);
    const firstInvalid = FORM_FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      controls.current[firstInvalid]?.focus();
      if (found.consent) {
        toast.error(strings.errors.requiredConsent, { id: CONSENT_TOAST_ID, duration: CONSENT_TOAST_MS });
      }
      return;
    }
    setPending(true);
    // The head's script put the message's id in the hidden field as the form was submitted
    // (SUBMISSION_ID_PART): a retry after a failure sends the same one.
    const field = submission.current;
    try {
      await sendContactMessage(contactEndpoint, toContactPayload(values, lang, honeypot.current?.value ?? "", field?.value ?? ""));
      // A new message: every control back to its first value, and a new submission id (a hidden
      // input's value is its attribute, which reset() keeps).
      form.current?.reset();
      if (field) field.value = "";
      setShown("sent");
      toast.success(strings.successMessage, { id: RESULT_TOAST_ID, duration: RESULT_TOAST_MS });
    } catch (error) {
      // The server's message (or "Failed to send contact form") is for developers; visitors get the toast.
      console.error(`Contact form: ${error instanceof Error ? error.message : String(error)}`);
      toast.error(strings.errorMessage, { id: RESULT_TOAST_ID, duration: RESULT_TOAST_MS });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Toaster position="top-center" containerStyle={TOASTER_STYLE} />
      {shown === "sent" && (
        <section ref={confirmation} tabIndex={-1} className={styles.sent} aria-labelledby="contact-sent-title" data-testid="contact-sent">
          {sent.hero.tag && <p className={styles.sentTag}>{sent.hero.tag}</p>}
          <h2 id="contact-sent-title" className={styles.sentTitle}>
            {sent.hero.title}
          </h2>
          <p className={styles.sentText}>{sent.hero.description}</p>
          <button type="button" className="button button--outline" onClick={() => setShown("again")}>
            {strings.sendAnother}
          </button>
        </section>
      )}
      {/* method/action only matter before hydration: the endpoint answers a plain post with a 303 to a result page. */}
      <form
        ref={form}
        className={styles.form}
        method="post"
        action={formAction(contactEndpoint, lang)}
        onSubmit={(event) => void onSubmit(event)}
        onChange={onEdit}
        aria-busy={pending}
        hidden={shown === "sent"}
        data-testid="contact-form"
      >
        <p className={styles.note}>{strings.requiredNote}</p>
        <div className={styles.grid}>
          <Field field="name" label={strings.name} required error={messageFor("name")}>
            <input {...bind("name")} type="text" autoComplete="name" required aria-required="true" className={styles.input} />
          </Field>

          <Field field="email" label={strings.email} required error={messageFor("email")}>
            <input
              {...bind("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              required
              aria-required="true"
              className={styles.input}
            />
          </Field>

          <div className={styles.field}>
            <Label field="phone">
              {strings.phone} <span className={styles.optional}>{strings.optional}</span>
            </Label>
            <div className={styles.phoneRow}>
              <label htmlFor={fieldId("countryCode")} className="visually-hidden">
                {strings.countryCode}
              </label>
              <select
                ref={register("countryCode")}
                id={fieldId("countryCode")}
                name={postName("countryCode")}
                autoComplete="tel-country-code"
                defaultValue={initialContactValues().countryCode}
                className={styles.select}
                {...a11y("countryCode")}
              >
                {COUNTRY_CODES.map((option) => (
                  <option key={option.code} value={option.code}>
                    {countryCodeLabel(option)}
                  </option>
                ))}
              </select>
              {/* "tel-national" belongs to the text control group in HTML; inputMode keeps the phone keypad. */}
              <input
                {...bind("phone", PHONE_HINT_ID)}
                type="text"
                inputMode="tel"
                autoComplete="tel-national"
                pattern={PHONE_PATTERN}
                className={styles.input}
              />
            </div>
            <p id={PHONE_HINT_ID} className={styles.hint}>
              {strings.phoneHint}
            </p>
            <FieldError field="countryCode" message={messageFor("countryCode")} />
            <FieldError field="phone" message={messageFor("phone")} />
          </div>

          <Field field="subject" label={strings.subject} required error={messageFor("subject")}>
            <input {...bind("subject")} type="text" required aria-required="true" className={styles.input} />
          </Field>

          <Field field="message" label={strings.message} required wide error={messageFor("message")}>
            <textarea {...bind("message")} rows={6} required aria-required="true" className={`${styles.input} ${styles.textarea}`} />
          </Field>

          <div className={`${styles.field} ${styles.wide}`}>
            <div className={styles.consent}>
              <input
                ref={register("consent")}
                id={fieldId("consent")}
                name={postName("consent")}
                type="checkbox"
                required
                aria-required="true"
                className={styles.checkbox}
                {...a11y("consent")}
              />
              <Label field="consent" required>
                {strings.consentBefore} <RouteLink route="privacy">{strings.consentLink}</RouteLink>
                {strings.consentAfter}
              </Label>
            </div>
            <FieldError field="consent" message={messageFor("consent")} />
          </div>
        </div>

        {/* Read only by the endpoint from a plain post: the JSON carries the same values itself. */}
        <input type="hidden" name="lang" value={lang} />
        <input type="hidden" name="privacyVersion" value={PRIVACY_POLICY_VERSION} />
        {/* Filled by the head's early script as the message is first sent (SUBMISSION_ID_PART). */}
        <input ref={submission} type="hidden" name={SUBMISSION_ID_FIELD} />

        {/* Honeypot: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={fieldId("website")}>{strings.honeypot}</label>
          <input ref={honeypot} id={fieldId("website")} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <button type="submit" className={`button button--primary ${styles.submit}`} disabled={pending}>
          {pending && <span className={styles.spinner} aria-hidden="true" />}
          {pending ? strings.submitting : strings.submit}
        </button>
      </form>
    </>
  );
}

/**
 * The form's texts (`form` of content/<lang>/pages/contact.json). The messages are looked up by
 * the codes of src/contact/validation.ts: a code the query lacks fails the type check.
 */
export const contactFormStrings = graphql`
  fragment ContactFormErrors on ContentContactFormErrors {
    required
    invalidEmail
    invalidPhone
    requiredConsent
    tooLong
  }
  # The confirmation that takes the sent form's place says what the message-sent page says.
  fragment ContactSentConfirmation on ContactSentContent {
    hero {
      tag
      title
      description
    }
  }
  fragment ContactFormStrings on ContentContactForm {
    requiredNote
    optional
    name
    email
    countryCode
    phone
    phoneHint
    subject
    message
    consentBefore
    consentLink
    consentAfter
    honeypot
    submit
    submitting
    successMessage
    errorMessage
    sendAnother
    errors {
      ...ContactFormErrors
    }
  }
`;
