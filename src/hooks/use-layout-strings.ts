import { graphql, useStaticQuery } from "gatsby";
import { useLanguage } from "../i18n/language-context";
import type { Lang } from "../i18n/languages";

export type LayoutStrings = Queries.LayoutStringsQuery["allLayoutContent"]["nodes"][number];

/** The shared UI texts (header, footer, banner, screens) in the page's language. */
export function useLayoutStrings(langOverride?: Lang): LayoutStrings {
  const { lang } = useLanguage();
  return useLayoutStringsByLang()(langOverride ?? lang);
}

/** The shared UI texts of any language (the language switcher names each language in its own words). */
export function useLayoutStringsByLang(): (lang: Lang) => LayoutStrings {
  const data = useStaticQuery<Queries.LayoutStringsQuery>(graphql`
    query LayoutStrings {
      allLayoutContent(sort: { lang: ASC }) {
        nodes {
          lang
          brand
          socialImageAlt
          skipLink
          breadcrumbLabel
          homeCrumb
          scrollToTop
          viewProject
          projectCategories {
            web
            mobile
            saas
            education
            ai
          }
          learnMore
          carousel {
            label
            roleDescription
            slideRoleDescription
            previous
            next
            pause
            play
            slidePicker
            showSlide
            slideOf
          }
          header {
            homeLabel
            navLabel
            services
            allServices
            serviceLinks {
              route
              label
            }
            links {
              route
              label
            }
            startProject
            openMenu
            closeMenu
            viewThisPage
          }
          footer {
            blurb
            servicesTitle
            serviceLinks {
              route
              label
            }
            linksTitle
            links {
              route
              label
            }
            contactTitle
            emailLabel
            freeConsultation
            cookieSettings
            rights
          }
          cookieBanner {
            title
            text
            privacyLink
            acceptAll
            acceptNecessary
            close
          }
          notFound {
            metaTitle
            metaDescription
            metaKeywords
            code
            title
            message
            home
            ourWork
          }
        }
      }
    }
  `);
  return (wanted) => {
    const strings = data.allLayoutContent.nodes.find((node) => node.lang === wanted);
    if (!strings) throw new Error(`No layout content for language "${wanted}"`);
    return strings;
  };
}
