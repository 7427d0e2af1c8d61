import { formatDateRange, formatDay, formatNumber } from "~/i18n/format";
import type { Lang } from "~/i18n/languages";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/http/edition-page.server";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Gallery, type GalleryView } from "~/components/gallery";
import { GalleryFacets } from "~/components/gallery-facets";
import { boatOfEdition, facetsView, filterOr400, narrowingNotFound } from "~/http/gallery-narrowing.server";
import { filterQuery, type GalleryFilter } from "~/lib/gallery-filter";
import { facetCounts } from "~/services/galleries/gallery-facets.server";
import { Pager } from "~/components/list-status";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { daysLeft, eventState } from "~/lib/events";
import { pageMeta } from "~/seo/meta";
import {
  absoluteUrl,
  boatPackUrl,
  editionPhotosZipUrl,
  eventUrl,
  personPageUrl,
  personUrl,
  photoMailUrl,
  slideshowUrl,
} from "~/lib/urls";
import { paragraphs, truncate } from "~/lib/text";
import { now } from "~/config/config.server";
import { contentIn } from "~/models/content.server";
import { describedAlt, loadGallery, resolveImage } from "~/services/images/images.server";
import { publicPageFor } from "~/http/public-listing.server";
import { resolvePublicPhotos } from "~/services/galleries/gallery.server";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ShareBlock } from "~/routes/($lang).event-details.$id/share-block";
import { googleCalendarUrl, shareLinks } from "~/routes/($lang).event-details.$id/share";
import { breadcrumbs, graph } from "~/seo/structured-data";
import { getConfig } from "~/config/config.server";
import { eventPreviewSpec, previewImage } from "~/services/images/preview-image.server";
import { eventNode } from "~/seo/event-node.server";
import { photoMailOpen } from "~/services/mail/photo-mail.server";
import { PhotoMailForm } from "~/components/photo-mail-form";
import { requestI18n } from "~/http/page-language.server";

const GALLERY_ANCHOR = "event-gallery-heading";

/** The organisers' photos first, then approved uploads; narrowed, the matching uploads only. Failed only when nothing could be shown. */
async function editionGallery(request: Request, lang: Lang, id: string, title: string, filter: GalleryFilter | null) {
  const query = new URL(request.url).searchParams;
  const firstPage = !filter && !query.has("before") && !query.has("after");
  const [own, uploads, counts] = await Promise.all([
    firstPage ? loadGallery(`events/${id}`, title, lang) : Promise.resolve({ status: "error" as const }),
    publicPageFor(request, id, filter),
    facetCounts(id),
  ]);
  const shared = uploads.status === "ok" ? await resolvePublicPhotos(uploads.photos, lang) : [];
  const gallery: GalleryView =
    own.status === "error" && uploads.status === "error"
      ? { status: "error" }
      : { status: "ok", images: [...(own.status === "ok" ? own.images : []), ...shared] };
  return {
    listed: uploads.status === "ok",
    gallery,
    older: uploads.status === "ok" ? uploads.older : null,
    newer: uploads.status === "ok" ? uploads.newer : null,
    hasUploads: shared.length > 0,
    counts,
    firstNamed: uploads.status === "ok" ? uploads.photos.find((p) => p.by)?.by : undefined,
  };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const event = editionOr404(lang, params.id, {
    title: t("eventDetails.notFound.title"),
    detail: t("eventDetails.notFound.detail"),
    suggestions: [{ to: href("/events"), label: t("error.notFound.events") }],
  });
  const { findMemberByName } = contentIn(lang);
  const filter = filterOr400(request, t);
  if (filter?.facet === "boat" && !boatOfEdition(event, filter.slug)) narrowingNotFound(t, href, event);
  const today = now();
  const state = eventState(event, today);
  const [hero, { gallery, listed, older, newer, hasUploads, counts, firstNamed }] = await Promise.all([
    resolveImage(event.imgPath, describedAlt(event.imgPath, lang, `${event.title}: ${event.city}, ${event.region}`), "hero"),
    editionGallery(request, lang, event.id.toLowerCase(), event.title, filter),
  ]);
  // No approved photo of it: a 404, unless the listing could not be read (then the gallery says so).
  if (filter && listed && !hasUploads && !counts?.[filter.facet].some((v) => v.slug === filter.slug))
    narrowingNotFound(t, href, event);
  const facets = facetsView({
    lang,
    href,
    event,
    filter,
    counts,
    anchor: GALLERY_ANCHOR,
    ...(firstNamed ? { fallbackLabel: firstNamed } : {}),
  });
  const skippers = event.skippers.map((name) => {
    const member = findMemberByName(name);
    return { name, href: href(personPageUrl("skippers", name, member?.id)) };
  });
  const { siteUrl } = getConfig();
  const pageUrl = absoluteUrl(siteUrl, href(eventUrl(event.id)));
  const summary = truncate(event.description, 155);
  return json({
    event: {
      id: event.id,
      title: event.title,
      region: event.region,
      city: event.city,
      start: formatDay(lang, event.date[0]),
      end: formatDay(lang, event.date[1]),
      startIso: event.date[0],
      endIso: event.date[1],
      dates: formatDateRange(lang, event.date),
      description: paragraphs(event.description),
      summary,
      teachers: event.teachers,
      musicians: event.musicians,
      skippers,
      boats: event.boats ?? [],
      participants: typeof event.participants === "number" ? formatNumber(lang, event.participants) : event.participants,
      ticketUrl: state === "upcoming" ? (event.external_links.ticket_system ?? null) : null,
      daysLeft: state === "upcoming" ? daysLeft(event, today) : null,
      state,
    },
    hero,
    gallery,
    pages: { older, newer, keep: filterQuery(filter).toString() },
    facets,
    narrowed: filter?.facet ?? null,
    download: hasUploads ? editionPhotosZipUrl(event.id, filter) : null,
    slideshow: state === "upcoming" ? null : href(slideshowUrl(event.id, { filter })),
    boatPack: href(boatPackUrl(event.id)),
    photoMail: photoMailOpen(event, today.getTime()) ? href(photoMailUrl(event.id)) : null,
    seo: {
      image: previewImage(eventPreviewSpec(event, lang)),
      jsonLd: graph([
        eventNode(lang, event),
        breadcrumbs(siteUrl, [
          { name: t("eventDetails.crumbs.home"), path: href("/home") },
          { name: t("events.title"), path: href("/events") },
          { name: event.title, path: href(eventUrl(event.id)) },
        ]),
      ]) as object,
      calendar: { ics: href(`/calendar/${event.id.toLowerCase()}.ics`), google: googleCalendarUrl(event, pageUrl) },
      share: { url: pageUrl, ...shareLinks(event.title, summary, pageUrl) },
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data) {
    return pageMeta(data.event.title, data.event.summary, {
      matches,
      path: eventUrl(data.event.id),
      image: data.seo.image,
      jsonLd: data.seo.jsonLd,
      // A narrowed gallery is the edition's page again: kept out of search, pointing to the full one (docs/SEO.md).
      ...(data.narrowed ? { robots: "noindex" } : {}),
    });
  }
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("eventDetails.notFound.title"), t("eventDetails.notFound.description"), { matches, path: null });
};

const DOWNLOAD_NARROWED = {
  boat: "eventDetails.download.boat",
  day: "eventDetails.download.day",
  by: "eventDetails.download.by",
} as const;

function People({ title, names }: { title: string; names: string[] }) {
  const { href } = useI18n();
  if (names.length === 0) return null;
  return (
    <div className="people">
      <h3 className="people__title">{title}</h3>
      <ul className="people__list">
        {names.map((name) => (
          <li key={name}>
            <Link to={href(personUrl("teachers", name))}>{name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function EventDetailsPage() {
  const { event, hero, gallery, pages, facets, narrowed, download, slideshow, boatPack, photoMail, seo } =
    useLoaderData<typeof loader>();
  const { t } = useI18n();
  const hidden = (words: string) => <span className="visually-hidden">{words}</span>;
  return (
    <article aria-labelledby="event-title">
      <header className="detail-hero">
        <StorageImage image={hero} className="detail-hero__image" priority />
        <div className="detail-hero__content container">
          <p className="kicker">
            <Icon name="map" /> {event.region}
          </p>
          <h1 id="event-title">{event.title}</h1>
          <p className="detail-hero__dates">
            <Icon name="calendar" /> <time dateTime={event.startIso}>{event.start}</time> –{" "}
            <time dateTime={event.endIso}>{event.end}</time>
          </p>
        </div>
      </header>
      <div className="container section detail-layout">
        <div className="detail-layout__main">
          <h2 className="section-title">{t("eventDetails.sailorLog")}</h2>
          <div className="prose">
            {event.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <aside className="detail-layout__aside card" aria-label={t("eventDetails.facts")}>
          {event.daysLeft !== null ? (
            <p className="badge badge--coral">
              <Icon name="bookmark" /> {t("eventDetails.daysLeft", { count: event.daysLeft })}
            </p>
          ) : null}
          <dl className="facts facts--stacked">
            <div>
              <dt>{t("eventDetails.where")}</dt>
              <dd>
                {event.city}, {event.region}
              </dd>
            </div>
            <div>
              <dt>{t("eventDetails.when")}</dt>
              <dd>{event.dates}</dd>
            </div>
            {event.participants !== "" ? (
              <div>
                <dt>{t("eventDetails.participants")}</dt>
                <dd>{event.participants}</dd>
              </div>
            ) : null}
            {event.boats.length > 0 ? (
              <div>
                <dt>{t("eventDetails.boats")}</dt>
                <dd>{event.boats.join(", ")}</dd>
              </div>
            ) : null}
          </dl>
          <People title={t("eventDetails.teachers")} names={event.teachers} />
          <People title={t("eventDetails.musicians")} names={event.musicians} />
          {event.skippers.length > 0 ? (
            <div className="people">
              <h3 className="people__title">{t("eventDetails.skippers")}</h3>
              <ul className="people__list">
                {event.skippers.map((s) => (
                  <li key={s.name}>
                    <Link to={s.href}>{s.name}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {event.ticketUrl ? (
            <ExternalLink href={event.ticketUrl} className="button button--primary button--block">
              {t("editions.reserve")}
              <span className="visually-hidden">{t("eventDetails.newWindow")}</span>
            </ExternalLink>
          ) : null}
          <AddToCalendar title={event.title} ics={seo.calendar.ics} google={seo.calendar.google} />
          <p className="people">
            <Link to={boatPack}>
              <Icon name="bookmark" /> {t.rich("eventDetails.boatPack", { hidden }, { title: event.title })}
            </Link>
          </p>
          <ShareBlock title={event.title} links={seo.share} />
        </aside>
      </div>
      <div className="container section">
        <Gallery id="event-gallery" title={t("eventDetails.gallery")} gallery={gallery} lead={<GalleryFacets view={facets} />}>
          <Pager older={pages.older} newer={pages.newer} anchor={GALLERY_ANCHOR} keep={pages.keep} />
          {download ? (
            <p className="gallery__download">
              <a className="button button--secondary" href={download} download>
                {narrowed ? t(DOWNLOAD_NARROWED[narrowed]) : t("eventDetails.downloadAll")}
              </a>
            </p>
          ) : null}
          {slideshow ? (
            <p className="gallery__download">
              <a className="text-link" href={slideshow}>
                {t("eventDetails.slideshow")}
              </a>
            </p>
          ) : null}
        </Gallery>
        {photoMail ? <PhotoMailForm action={photoMail} /> : null}
        <BackLink to="/events">{t("eventDetails.allEditions")}</BackLink>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
