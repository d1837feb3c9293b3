import type { ReactNode } from "react";

/**
 * A link that writes to `email`, showing the address unless `children` says otherwise. Like every
 * link that leaves the site, it opens in a new tab: a webmail handler then opens beside the page
 * instead of replacing it.
 */
export function MailLink({ email, label, children }: { email: string; label?: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children ?? email}
    </a>
  );
}
