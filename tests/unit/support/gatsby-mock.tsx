import type { AnchorHTMLAttributes, ReactNode } from "react";
import { staticQueryResult } from "./content";

/** The parts of `gatsby` components use, with Link as a plain anchor. */
export const graphql = (strings: TemplateStringsArray, ...values: unknown[]): string =>
  strings.reduce((query, part, i) => query + part + (i < values.length ? String(values[i]) : ""), "");

export const useStaticQuery = jest.fn((query: string) => staticQueryResult(query));

export const navigate = jest.fn();

export function Link({
  to,
  children,
  activeClassName: _active,
  partiallyActive: _partial,
  ...rest
}: { to: string; children?: ReactNode; activeClassName?: string; partiallyActive?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
