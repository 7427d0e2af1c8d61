import { useI18n } from "~/i18n/use-i18n";
import type { GalleryFacetsView } from "~/lib/gallery-filter";

const GROUP_TITLES = {
  boat: "eventDetails.facets.boat",
  day: "eventDetails.facets.day",
  by: "eventDetails.facets.by",
} as const;

const NARROWED = {
  boat: "eventDetails.narrowed.boat",
  day: "eventDetails.narrowed.day",
  by: "eventDetails.narrowed.by",
} as const;

/** Plain links to the gallery narrowed by boat, day or photographer, each with its count; the narrowing shown, with the way back. */
export function GalleryFacets({ view }: { view: GalleryFacetsView }) {
  const { t } = useI18n();
  return (
    <>
      {view.current ? (
        <p className="gallery__narrowed">
          <strong>{t(NARROWED[view.current.facet], { value: view.current.label })}</strong>{" "}
          <a className="text-link" href={view.current.all}>
            {t("eventDetails.narrowed.all")}
          </a>
        </p>
      ) : null}
      {view.groups.length > 0 ? (
        <nav className="gallery__facets" aria-label={t("eventDetails.facets.label")}>
          {view.groups.map((group) => (
            <div key={group.facet}>
              <h3 className="people__title">{t(GROUP_TITLES[group.facet])}</h3>
              <ul className="people__list">
                {group.values.map((value) => (
                  <li key={value.slug}>
                    <a href={value.href} aria-current={value.current ? "page" : undefined}>
                      {value.label}{" "}
                      <span className="gallery__count">{t("eventDetails.facets.count", { count: value.count })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
    </>
  );
}
