import type { SocialLink } from "../../data/types";
import { useI18n } from "~/i18n/use-i18n";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/** The shared social-link list: icon, name and link, each opening in a new tab (docs/product.md, Pages). */
export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  const { t } = useI18n();
  return (
    <ul className={className ? `social-links ${className}` : "social-links"}>
      {links.map((item) => (
        <li key={item.name}>
          <ExternalLink href={item.link} className="social-links__item" aria-label={t("people.social", { name: item.name })}>
            <Icon name={item.icon} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
