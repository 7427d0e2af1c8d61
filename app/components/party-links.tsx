import { Fragment } from "react";
import { CONTENT_TAGS, DEFAULT_LANG, LANGS, LANGUAGE_NAMES, localePath } from "~/i18n/languages";
import { useI18n } from "~/i18n/use-i18n";
import { posterUrl, slideshowUrl } from "~/lib/urls";

const OTHER_LANGS = LANGS.filter((lang) => lang !== DEFAULT_LANG);

/** The same screen or poster in each other language, named in itself: a German crowd scans a German poster. */
function InOtherLanguages({ path }: { path: string }) {
  return (
    <span className="party-links__languages">
      {" ("}
      {OTHER_LANGS.map((lang, i) => (
        <Fragment key={lang}>
          {i > 0 ? ", " : null}
          <a href={localePath(lang, path)} lang={CONTENT_TAGS[lang]} hrefLang={lang}>
            {LANGUAGE_NAMES[lang]}
          </a>
        </Fragment>
      ))}
      {")"}
    </span>
  );
}

/** For the organisers: each edition's party screen and its printable QR posters (docs/ORGANISERS.md). */
export function PartyLinks({
  editions,
  accessCode,
}: {
  editions: ReadonlyArray<{ id: string; title: string }>;
  /** The upload access code, when the site asks for one: the posters carry it, and open with it. */
  accessCode: string | null;
}) {
  const { t } = useI18n();
  return (
    <details className="party-links">
      <summary>{t("party.links.summary")}</summary>
      <ul>
        {editions.map((e) => (
          <li key={e.id}>
            {e.title}: <a href={slideshowUrl(e.id)}>{t("party.links.slideshow")}</a>
            <InOtherLanguages path={slideshowUrl(e.id)} /> · <a href={posterUrl(e.id, accessCode)}>{t("party.links.poster")}</a>
            <InOtherLanguages path={posterUrl(e.id, accessCode)} />
          </li>
        ))}
      </ul>
    </details>
  );
}
