import { telHref } from "~/lib/text";
import { Link } from "@remix-run/react";
import type { LegalEntity, SocialLink } from "../../data/types";
import { accessibilityUrl, privacyUrl } from "~/lib/urls";
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
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Icon name="logo" className="site-footer__logo" />
          <p className="site-footer__tagline">Sail by day, dance Forró by night.</p>
        </div>
        <address className="site-footer__contact">
          <strong>{legalEntity.name}</strong>
          <span>
            Phone: <a href={telHref(legalEntity.phone)}>{legalEntity.phone}</a>
          </span>
          <span>
            E-mail: <a href={`mailto:${legalEntity.email}`}>{legalEntity.email}</a>
          </span>
        </address>
        <div className="site-footer__links">
          <SocialLinks links={socialLinks} className="social-links--footer" />
          <Link to="/about-fsw">Imprint</Link>
          <Link to={privacyUrl()}>Privacy</Link>
          <Link to={accessibilityUrl()}>Accessibility</Link>
          <Link to="/add-photo">Share your photos</Link>
        </div>
      </div>
      <p className="site-footer__copyright">
        © {year} {legalEntity.name}. All rights reserved.
      </p>
    </footer>
  );
}
