import { useLayoutStrings } from "../../hooks/use-layout-strings";
import { Seo } from "../../seo/seo";

export function NotFoundSeo() {
  const t = useLayoutStrings();
  return <Seo title={t.notFound.metaTitle} description={t.notFound.metaDescription} keywords={t.notFound.metaKeywords} noindex />;
}
