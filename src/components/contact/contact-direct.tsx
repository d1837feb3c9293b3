import { MailLink } from "../ui/mail-link";
import * as styles from "./contact-direct.module.css";

/** "Or contact us directly at {email}", under the form. */
export function ContactDirect({ text, email }: { text: string; email: string }) {
  return (
    <p className={styles.direct}>
      {text} <MailLink email={email} />
    </p>
  );
}
