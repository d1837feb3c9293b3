import { Link } from "gatsby";
import { useEffect, useRef, useState } from "react";
import { DISCLOSURE_ATTRIBUTE, disclosureLabels } from "../../head/disclosure";
import { useLayoutStrings, useLayoutStringsByLang } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { LANGUAGE_SWITCH_ATTRIBUTE, otherLangs } from "../../i18n/languages";
import { ChevronDownIcon, CloseIcon, MenuIcon, BrandMark } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import * as styles from "./header.module.css";

type Menu = "services" | "mobile" | "mobile-services";

/** The element each menu's button shows and hides (its id, before the language suffix). */
const PANELS: Record<Menu, string> = { services: "services-menu", mobile: "mobile-menu", "mobile-services": "mobile-services" };

export function Header({ pathname }: { pathname: string }) {
  const t = useLayoutStrings();
  const stringsOf = useLayoutStringsByLang();
  const { lang, alternates, localize } = useLanguage();
  const [open, setOpen] = useState<ReadonlySet<Menu>>(new Set());
  const headerRef = useRef<HTMLElement>(null);
  const servicesButton = useRef<HTMLButtonElement>(null);
  const mobileMenuButton = useRef<HTMLButtonElement>(null);
  const id = (name: string) => `${name}-${lang}`;

  const isOpen = (menu: Menu) => open.has(menu);
  const toggle = (menu: Menu) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(menu)) next.delete(menu);
      else next.add(menu);
      return next;
    });
  const closeAll = () => setOpen(new Set());
  /** A disclosure: the button that toggles a menu, and the panel it shows (before the app, src/head/disclosure.ts). */
  const menuButton = (menu: Menu) => ({
    type: "button" as const,
    "aria-expanded": isOpen(menu),
    "aria-controls": id(PANELS[menu]),
    [DISCLOSURE_ATTRIBUTE]: menu,
    onClick: () => toggle(menu),
  });
  const menuPanel = (menu: Menu) => ({ id: id(PANELS[menu]), hidden: !isOpen(menu) });

  // Every route change closes every menu.
  useEffect(closeAll, [pathname]);

  // A menu opened before the app arrived (by the head's early script) stays open.
  useEffect(() => {
    const opened = headerRef.current?.querySelectorAll<HTMLElement>(`[${DISCLOSURE_ATTRIBUTE}][aria-expanded="true"]`) ?? [];
    if (opened.length > 0) setOpen(new Set(Array.from(opened, (button) => button.getAttribute(DISCLOSURE_ATTRIBUTE) as Menu)));
  }, []);

  useEffect(() => {
    if (open.size === 0) return undefined;
    // A click outside the header closes its menus, and so does the keyboard's focus leaving it: the
    // open mobile menu lies over the page, and the control Tab reaches next must not be under it.
    const onOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) closeAll();
    };
    // Escape closes the menus and puts the focus back on the button of the one that was open, so
    // it does not stay on a link the closing hides.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      if (open.has("services")) servicesButton.current?.focus();
      else if (open.has("mobile")) mobileMenuButton.current?.focus();
      closeAll();
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("focusin", onOutside);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const serviceItems = (
    <>
      {t.header.serviceLinks.map((link) => (
        <li key={link.route}>
          <RouteLink route={link.route} onClick={closeAll}>
            {link.label}
          </RouteLink>
        </li>
      ))}
      <li>
        <RouteLink route="services" onClick={closeAll}>
          {t.header.allServices}
        </RouteLink>
      </li>
    </>
  );
  const otherLinks = t.header.links.map((link) => (
    <li key={link.route}>
      <RouteLink route={link.route} className={styles.navLink} onClick={closeAll}>
        {link.label}
      </RouteLink>
    </li>
  ));
  /**
   * One plain link per other language, labelled with its code (EN, ES): with two languages, a
   * single toggle. The head's early script stores the choice and takes the page's #hash along
   * (LANGUAGE_SWITCH_PART), before the app and after; the other page loads afresh, and drops the
   * hash when it has no such element.
   */
  const languageSwitcher = otherLangs(lang).map((target) => (
    <a
      key={target}
      href={alternates[target]}
      hrefLang={target}
      lang={target}
      className={styles.langToggle}
      // The accessible name starts with the visible label, as WCAG 2.5.3 asks.
      aria-label={`${target.toUpperCase()}: ${stringsOf(target).header.viewThisPage}`}
      {...{ [LANGUAGE_SWITCH_ATTRIBUTE]: "" }}
      data-testid="language-toggle"
    >
      {target.toUpperCase()}
    </a>
  ));

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        <Link to={localize("home")} className={styles.logo} aria-label={t.header.homeLabel}>
          <BrandMark />
          <span>{t.brand}</span>
        </Link>

        <nav aria-label={t.header.navLabel} className={styles.desktopNav}>
          <ul className={styles.navList}>
            <li className={styles.dropdown}>
              <button ref={servicesButton} className={styles.navLink} {...menuButton("services")}>
                {t.header.services}
                <ChevronDownIcon width={16} height={16} className={styles.chevron} />
              </button>
              <ul className={styles.dropdownMenu} {...menuPanel("services")}>
                {serviceItems}
              </ul>
            </li>
            {otherLinks}
          </ul>
        </nav>

        <div className={styles.actions}>
          {languageSwitcher}
          <RouteLink route="contact" className={styles.cta}>
            {t.header.startProject}
          </RouteLink>
          <button
            ref={mobileMenuButton}
            className={styles.menuButton}
            aria-label={isOpen("mobile") ? t.header.closeMenu : t.header.openMenu}
            {...disclosureLabels(t.header.openMenu, t.header.closeMenu)}
            {...menuButton("mobile")}
          >
            {/* Both icons, the one shown following aria-expanded, which the early script also sets. */}
            <MenuIcon className={styles.whenClosed} />
            <CloseIcon className={styles.whenOpen} />
          </button>
        </div>
      </div>

      <nav aria-label={t.header.navLabel} className={styles.mobileNav} {...menuPanel("mobile")}>
        <ul>
          <li>
            <button className={styles.mobileSection} {...menuButton("mobile-services")}>
              {t.header.services}
              <ChevronDownIcon className={styles.chevron} />
            </button>
            <ul className={styles.mobileSub} {...menuPanel("mobile-services")}>
              {serviceItems}
            </ul>
          </li>
          {otherLinks}
          <li>
            <RouteLink route="contact" className={styles.mobileCta} onClick={closeAll}>
              {t.header.startProject}
            </RouteLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
