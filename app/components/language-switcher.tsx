import { useLocation } from "@remix-run/react";
import { CONTENT_TAGS, LANGS, LANGUAGE_NAMES, localePath, splitLocalePath } from "~/i18n/languages";
import { useI18n } from "~/i18n/use-i18n";

/**
 * The same page in the other languages: plain links (a full page load, so the new page comes with
 * its own language's words), each language named in itself and marked with its `lang`.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { lang, t } = useI18n();
  const location = useLocation();
  const { path } = splitLocalePath(location.pathname + location.search);
  return (
    <nav className={className ? `language-switcher ${className}` : "language-switcher"} aria-label={t("chrome.languages")}>
      <ul className="language-switcher__list">
        {LANGS.map((other) => (
          <li key={other}>
            {other === lang ? (
              <span className="language-switcher__current" lang={CONTENT_TAGS[other]} aria-current="true">
                {LANGUAGE_NAMES[other]}
              </span>
            ) : (
              <a href={localePath(other, path)} lang={CONTENT_TAGS[other]} hrefLang={other} className="language-switcher__link">
                {LANGUAGE_NAMES[other]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
