import { Link } from "gatsby";
import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import { useLayoutStrings, useLayoutStringsByLang } from "../../hooks/use-layout-strings";
import { useLanguage } from "../../i18n/language-context";
import { LANGUAGE_SWITCH_ATTRIBUTE, otherLangs } from "../../i18n/languages";
import { ChevronDownIcon, CloseIcon, MenuIcon, BrandMark } from "../ui/icons";
import { RouteLink } from "../ui/route-link";
import * as styles from "./header.module.css";

type Menu = "services" | "mobile" | "mobile-services";

/** The popover each menu's button shows and hides (its id, before the language suffix). */
const PANELS: Record<Menu, string> = { services: "services-menu", mobile: "mobile-menu", "mobile-services": "mobile-services" };
const MENUS = Object.keys(PANELS) as Menu[];

const panelId = (menu: Menu, lang: string) => `${PANELS[menu]}-${lang}`;
const panelOf = (menu: Menu, lang: string) => document.getElementById(panelId(menu, lang));

/** Whether a menu's popover is open; false where the browser has no popovers (and never opened it). */
const isShown = (panel: HTMLElement | null): panel is HTMLElement =>
  panel !== null && typeof panel.showPopover === "function" && panel.matches(":popover-open");

/** Closes every menu the visitor has open (popovers: HTML also closes them on Escape and an outside click). */
function closeMenus(lang: string): void {
  for (const menu of MENUS) {
    const panel = panelOf(menu, lang);
    if (isShown(panel)) panel.hidePopover();
  }
}

/**
 * A menu's button: it shows and hides its popover, from the first paint, with or without the app.
 * Once the app runs it follows the popover (also one opened before the app arrived) for
 * aria-expanded and its label; until then the browser tells it. That state is its own store, so
 * that following a menu re-renders the button alone, not the header's links.
 */
function MenuButton({
  menu,
  className,
  label,
  children,
}: {
  menu: Menu;
  className?: string;
  /** Its accessible name, if not its text, with the menu shown or not. */
  label?: (shown: boolean) => string;
  children: ReactNode;
}) {
  const { lang } = useLanguage();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const panel = panelOf(menu, lang);
      panel?.addEventListener("toggle", onChange);
      return () => panel?.removeEventListener("toggle", onChange);
    },
    [menu, lang],
  );
  const shown = useSyncExternalStore(
    subscribe,
    () => isShown(panelOf(menu, lang)),
    () => undefined,
  );
  return (
    <button
      type="button"
      className={className}
      aria-label={label?.(shown === true)}
      aria-expanded={shown}
      aria-controls={panelId(menu, lang)}
      {...{ popovertarget: panelId(menu, lang) }}
    >
      {children}
    </button>
  );
}

export function Header({ pathname }: { pathname: string }) {
  const t = useLayoutStrings();
  const stringsOf = useLayoutStringsByLang();
  const { lang, alternates, localize } = useLanguage();
  const headerRef = useRef<HTMLElement>(null);
  const closeAll = () => closeMenus(lang);
  const menuPanel = (menu: Menu) => ({ id: panelId(menu, lang), ...{ popover: "auto" } });

  // A menu that closes with the focus in it gives the focus back to its button.
  useEffect(() => {
    const listeners = MENUS.flatMap((menu) => {
      const panel = panelOf(menu, lang);
      if (!panel) return [];
      const giveFocusBack = (event: Event) => {
        if ((event as ToggleEvent).newState !== "closed" || !panel.contains(document.activeElement)) return;
        document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`)?.focus();
      };
      panel.addEventListener("beforetoggle", giveFocusBack);
      return [() => panel.removeEventListener("beforetoggle", giveFocusBack)];
    });
    return () => listeners.forEach((remove) => remove());
  }, [lang]);

  // Every route change closes every menu (but not the app's start: a menu opened before it stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeMenus(lang);
  }, [pathname, lang]);

  // The keyboard's focus leaving the header closes its menus: the open mobile menu lies over the
  // page, and the control Tab reaches next must not be under it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenus(lang);
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, [lang]);

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
   * One plain link per other language, labelled with its code: the head's early script stores the
   * choice and takes the page's #hash along (LANGUAGE_SWITCH_PART), before the app and after.
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
              <MenuButton menu="services" className={styles.navLink}>
                {t.header.services}
                <ChevronDownIcon width={16} height={16} className={styles.chevron} />
              </MenuButton>
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
          <MenuButton menu="mobile" className={styles.menuButton} label={(shown) => (shown ? t.header.closeMenu : t.header.openMenu)}>
            {/* Both icons, the one shown following the menu's popover (header.module.css). */}
            <MenuIcon className={styles.whenClosed} />
            <CloseIcon className={styles.whenOpen} />
          </MenuButton>
        </div>
      </div>

      <nav aria-label={t.header.navLabel} className={styles.mobileNav} {...menuPanel("mobile")}>
        <ul>
          <li>
            <MenuButton menu="mobile-services" className={styles.mobileSection}>
              {t.header.services}
              <ChevronDownIcon className={styles.chevron} />
            </MenuButton>
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
