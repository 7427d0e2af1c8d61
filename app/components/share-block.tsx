import type { ShareLinks } from "~/lib/share";
import { ExternalLink } from "./external-link";

/** Share links that need no script: each service's own share address, and the page's address to copy. */
export function ShareBlock({ title, links }: { title: string; links: ShareLinks & { url: string } }) {
  return (
    <section className="people" aria-labelledby="share-this">
      <h3 id="share-this" className="people__title">
        Share
      </h3>
      <ul className="people__list">
        <li>
          <ExternalLink href={links.whatsapp}>
            WhatsApp<span className="visually-hidden">: share {title} (opens in a new window)</span>
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.facebook}>
            Facebook<span className="visually-hidden">: share {title} (opens in a new window)</span>
          </ExternalLink>
        </li>
        <li>
          <a href={links.email}>
            E-mail<span className="visually-hidden">: send {title} to a friend</span>
          </a>
        </li>
      </ul>
      <div className="field share-url">
        <label htmlFor="share-url">Address of this page</label>
        <input id="share-url" type="url" value={links.url} readOnly />
      </div>
    </section>
  );
}
