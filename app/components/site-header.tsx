import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { SocialLink } from "../../data/types";
import type { MessageKey } from "~/i18n/messages/en";
import { useI18n } from "~/i18n/use-i18n";
import { splitLocalePath } from "~/i18n/languages";
import { ExternalLink } from "./external-link";
import { LanguageSwitcher } from "./language-switcher";
import { Icon } from "./icon";
import { SocialLinks } from "./social-links";

export const NAV_LINKS: readonly { to: string; label: MessageKey }[] = [
  { to: "/events", label: "chrome.nav.events" },
  { to: "/team", label: "chrome.nav.team" },
  { to: "/rates", label: "chrome.nav.rates" },
  { to: "/faq", label: "chrome.nav.faq" },
];

/** Detail pages keep their section highlighted. */
const SECTION_PREFIXES: Record<string, string[]> = {
  "/events": ["/events", "/event-details"],
  "/team": ["/team", "/team-details"],
  "/rates": ["/rates", "/rates-details"],
  "/faq": ["/faq"],
};

function useActiveSection(): string | undefined {
  const { path: pathname } = splitLocalePath(useLocation().pathname);
  return Object.keys(SECTION_PREFIXES).find((section) =>
    SECTION_PREFIXES[section]!.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)),
  );
}

function NavItems({ active }: { active: string | undefined }) {
  const { t, href } = useI18n();
  return (
    <ul className="nav__links">
      {NAV_LINKS.map((link) => (
        <li key={link.to}>
          <Link
            to={href(link.to)}
            prefetch="intent"
            className={link.to === active ? "nav__link nav__link--active" : "nav__link"}
            aria-current={link.to === active ? "page" : undefined}
          >
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface BookNow {
  url: string;
  eventTitle: string;
}

function BookNowButton({ bookNow }: { bookNow: BookNow | null }) {
  const { t } = useI18n();
  if (!bookNow) return null;
  return (
    <ExternalLink href={bookNow.url} className="button button--primary nav__book" data-testid="book-now">
      {t("chrome.bookNow")}
      <span className="visually-hidden">{t("chrome.bookNowHint", { event: bookNow.eventTitle })}</span>
    </ExternalLink>
  );
}

export function SiteHeader({ socialLinks, bookNow }: { socialLinks: readonly SocialLink[]; bookNow: BookNow | null }) {
  const active = useActiveSection();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const { t, href } = useI18n();

  // Closed only on a change of page: a menu opened before the scripts arrived stays open when they do.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      const el = menu.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) el.open = false;
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape" && menu.current?.open) {
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <header className="site-header">
      <a href="#main" className="skip-link">
        {t("chrome.skipToContent")}
      </a>
      <div className="site-header__inner">
        <Link to={href("/home")} className="brand" aria-label={t("chrome.homeLabel")}>
          <Icon name="logo" className="brand__logo" />
          <span className="brand__name" aria-hidden="true">
            Forró Sailing Week
          </span>
        </Link>
        <nav className="nav nav--desktop" aria-label={t("chrome.nav")}>
          <NavItems active={active} />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher className="language-switcher--header" />
          <SocialLinks links={socialLinks} className="social-links--header" />
          <BookNowButton bookNow={bookNow} />
        </div>
        <details className="mobile-menu" ref={menu}>
          <summary className="mobile-menu__toggle">
            <Icon name="menu" className="mobile-menu__open-icon" />
            <Icon name="close" className="mobile-menu__close-icon" />
            <span className="visually-hidden">{t("chrome.menu")}</span>
          </summary>
          <div className="mobile-menu__panel">
            <nav className="nav nav--mobile" aria-label={t("chrome.navMobile")}>
              <NavItems active={active} />
            </nav>
            <BookNowButton bookNow={bookNow} />
            <SocialLinks links={socialLinks} />
            <LanguageSwitcher className="language-switcher--mobile" />
          </div>
        </details>
      </div>
    </header>
  );
}
