import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import type { Crumb } from "../../i18n/page-context";
import { Seo } from "../../seo/seo";
import { Breadcrumb } from "../ui/breadcrumb";

/**
 * The head and breadcrumb of the contact form's result pages: like every page's (PageHead), plus
 * noindex, since only the endpoint's 303 leads there (they are not in the sitemap either).
 */
export function ResultHead({ content, trail }: { content: Queries.PageBaseFragment; trail: readonly Crumb[] }) {
  const t = useLayoutStrings();
  const { localize } = useLanguage();
  return (
    <>
      <Seo
        title={content.meta.title}
        description={content.meta.description}
        keywords={content.meta.keywords}
        breadcrumb={{ home: { label: t.homeCrumb, path: localize("home") }, trail }}
        noindex
      />
      <Breadcrumb trail={trail} />
    </>
  );
}
