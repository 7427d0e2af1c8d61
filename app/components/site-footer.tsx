import { telHref } from "~/lib/text";
import { Link } from "@remix-run/react";
import type { LegalEntity, SocialLink } from "../../data/types";
import { accessibilityUrl, privacyUrl } from "~/lib/urls";
import { useI18n } from "~/i18n/use-i18n";
import { Icon } from "./icon";
import { SocialLinks } from "./social-links";

export function SiteFooter({
  legalEntity,
  socialLinks,
  year,
}: {
  legalEntity: LegalEntity;
  socialLinks: readonly SocialLink[];
  year: number;
}) {
  const { t, href } = useI18n();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Icon name="logo" className="site-footer__logo" />
          <p className="site-footer__tagline">{t("chrome.tagline")}</p>
        </div>
        <address className="site-footer__contact">
          <strong>{legalEntity.name}</strong>
          <span>
            {t("chrome.phone")} <a href={telHref(legalEntity.phone)}>{legalEntity.phone}</a>
          </span>
          <span>
            {t("chrome.email")} <a href={`mailto:${legalEntity.email}`}>{legalEntity.email}</a>
          </span>
        </address>
        <div className="site-footer__links">
          <SocialLinks links={socialLinks} className="social-links--footer" />
          <Link to={href("/about-fsw")}>{t("chrome.imprint")}</Link>
          <Link to={href(privacyUrl())}>{t("chrome.privacy")}</Link>
          <Link to={href(accessibilityUrl())}>{t("chrome.accessibility")}</Link>
          <Link to={href("/add-photo")}>{t("chrome.sharePhotos")}</Link>
        </div>
      </div>
      <p className="site-footer__copyright">{t("chrome.copyright", { year: String(year), name: legalEntity.name })}</p>
    </footer>
  );
}
