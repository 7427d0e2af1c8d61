import type { SocialLink } from "../../data/types";
import { ExternalLink } from "./external-link";
import { Icon } from "./icon";

/** The shared social-link list: icon, name and link, each opening in a new tab (docs/product.md, Pages). */
export function SocialLinks({ links, className }: { links: readonly SocialLink[]; className?: string }) {
  return (
    <ul className={className ? `social-links ${className}` : "social-links"}>
      {links.map((item) => (
        <li key={item.name}>
          <ExternalLink href={item.link} className="social-links__item" aria-label={`${item.name} (opens in a new tab)`}>
            <Icon name={item.icon} />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
