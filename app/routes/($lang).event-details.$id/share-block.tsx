import { useI18n } from "~/i18n/use-i18n";
import type { ShareLinks } from "~/routes/($lang).event-details.$id/share";
import { ExternalLink } from "../../components/external-link";

/**
 * Share links that need no script: each service's own share address, and the page's address to copy.
 * `links.url` is the page in its own language, so whoever follows a shared link reads that language.
 */
export function ShareBlock({ title, links }: { title: string; links: ShareLinks & { url: string } }) {
  const { t } = useI18n();
  return (
    <section className="people" aria-labelledby="share-this">
      <h3 id="share-this" className="people__title">
        {t("share.title")}
      </h3>
      <ul className="people__list">
        <li>
          <ExternalLink href={links.whatsapp}>
            WhatsApp<span className="visually-hidden">{t("share.hint", { title })}</span>
          </ExternalLink>
        </li>
        <li>
          <ExternalLink href={links.facebook}>
            Facebook<span className="visually-hidden">{t("share.hint", { title })}</span>
          </ExternalLink>
        </li>
        <li>
          <a href={links.email}>
            {t("share.email")}
            <span className="visually-hidden">{t("share.emailHint", { title })}</span>
          </a>
        </li>
      </ul>
      <div className="field share-url">
        <label htmlFor="share-url">{t("share.address")}</label>
        <input id="share-url" type="url" value={links.url} readOnly />
      </div>
    </section>
  );
}
