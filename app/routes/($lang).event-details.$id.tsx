import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/lib/edition-page.server";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackLink } from "~/components/back-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Gallery, type GalleryView } from "~/components/gallery";
import { Pager } from "~/components/list-status";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { daysLeft, eventState, formatDateRange, formatDay } from "~/lib/events";
import { pageMeta } from "~/lib/meta";
import { boatPackUrl, editionPhotosZipUrl, eventUrl, personPageUrl, personUrl, slideshowUrl } from "~/lib/urls";
import { paragraphs, pluralize, truncate } from "~/lib/text";
import { now } from "~/services/config.server";
import { findMemberByName } from "~/models/content.server";
import { loadGallery, resolveImage } from "~/services/images/images.server";
import { publicPageFor } from "~/lib/public-listing.server";
import { resolvePublicPhotos } from "~/services/galleries/gallery.server";
import { AddToCalendar } from "~/components/add-to-calendar";
import { ShareBlock } from "~/components/share-block";
import { absoluteUrl } from "~/lib/meta";
import { googleCalendarUrl, shareLinks } from "~/lib/share";
import { breadcrumbs, eventPath, graph } from "~/lib/structured-data";
import { getConfig } from "~/services/config.server";
import { eventPreviewSpec, previewImage } from "~/services/images/preview-image.server";
import { eventNode } from "~/services/pages/seo.server";

/** The organisers' photos first, then approved uploads; failed only when nothing could be shown. */
async function editionGallery(request: Request, id: string, title: string) {
  const query = new URL(request.url).searchParams;
  const firstPage = !query.has("before") && !query.has("after");
  const [own, uploads] = await Promise.all([
    firstPage ? loadGallery(`events/${id}`, title) : Promise.resolve({ status: "ok" as const, images: [] }),
    publicPageFor(request, id),
  ]);
  const shared = uploads.status === "ok" ? await resolvePublicPhotos(uploads.photos, title) : [];
  const gallery: GalleryView =
    own.status === "error" && uploads.status === "error"
      ? { status: "error" }
      : { status: "ok", images: [...(own.status === "ok" ? own.images : []), ...shared] };
  return {
    gallery,
    older: uploads.status === "ok" ? uploads.older : null,
    newer: uploads.status === "ok" ? uploads.newer : null,
    hasUploads: shared.length > 0,
  };
}

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const event = editionOr404(params.id);
  const today = now();
  const state = eventState(event, today);
  const [hero, { gallery, older, newer, hasUploads }] = await Promise.all([
    resolveImage(event.imgPath, `${event.title}: ${event.city}, ${event.region}`, "hero"),
    editionGallery(request, event.id.toLowerCase(), event.title),
  ]);
  const skippers = event.skippers.map((name) => {
    const member = findMemberByName(name);
    return { name, href: personPageUrl("skippers", name, member?.id) };
  });
  const { siteUrl } = getConfig();
  const pageUrl = absoluteUrl(siteUrl, eventPath(event));
  const summary = truncate(event.description, 155);
  return json({
    event: {
      id: event.id,
      title: event.title,
      region: event.region,
      city: event.city,
      start: formatDay(event.date[0]),
      end: formatDay(event.date[1]),
      startIso: event.date[0],
      endIso: event.date[1],
      dates: formatDateRange(event.date),
      description: paragraphs(event.description),
      summary,
      teachers: event.teachers,
      musicians: event.musicians,
      skippers,
      boats: event.boats ?? [],
      participants: event.participants,
      ticketUrl: state === "upcoming" ? (event.external_links.ticket_system ?? null) : null,
      daysLeft: state === "upcoming" ? daysLeft(event, today) : null,
      state,
    },
    hero,
    gallery,
    pages: { older, newer },
    download: hasUploads ? editionPhotosZipUrl(event.id) : null,
    slideshow: state === "upcoming" ? null : slideshowUrl(event.id),
    seo: {
      image: previewImage(eventPreviewSpec(event)),
      jsonLd: graph([
        eventNode(event),
        breadcrumbs(siteUrl, [
          { name: "Home", path: "/home" },
          { name: "Events", path: "/events" },
          { name: event.title, path: eventPath(event) },
        ]),
      ]) as object,
      calendar: { ics: `/calendar/${event.id.toLowerCase()}.ics`, google: googleCalendarUrl(event, pageUrl) },
      share: { url: pageUrl, ...shareLinks(event.title, summary, pageUrl) },
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(data.event.title, data.event.summary, {
        matches,
        path: eventUrl(data.event.id),
        image: data.seo.image,
        jsonLd: data.seo.jsonLd,
      })
    : pageMeta("Event Details not found", "This edition does not exist.", { matches, path: null });

function People({ title, names }: { title: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <div className="people">
      <h3 className="people__title">{title}</h3>
      <ul className="people__list">
        {names.map((name) => (
          <li key={name}>
            <Link to={personUrl("teachers", name)}>{name}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function EventDetailsPage() {
  const { event, hero, gallery, pages, download, slideshow, seo } = useLoaderData<typeof loader>();
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
          <h2 className="section-title">Sailor log</h2>
          <div className="prose">
            {event.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <aside className="detail-layout__aside card" aria-label="Crew and facts">
          {event.daysLeft !== null ? (
            <p className="badge badge--coral">
              <Icon name="bookmark" /> {pluralize(event.daysLeft, "day")} left
            </p>
          ) : null}
          <dl className="facts facts--stacked">
            <div>
              <dt>Where</dt>
              <dd>
                {event.city}, {event.region}
              </dd>
            </div>
            <div>
              <dt>When</dt>
              <dd>{event.dates}</dd>
            </div>
            {event.participants !== "" ? (
              <div>
                <dt>Participants</dt>
                <dd>{event.participants}</dd>
              </div>
            ) : null}
            {event.boats.length > 0 ? (
              <div>
                <dt>Boats</dt>
                <dd>{event.boats.join(", ")}</dd>
              </div>
            ) : null}
          </dl>
          <People title="Teachers" names={event.teachers} />
          <People title="Musicians" names={event.musicians} />
          {event.skippers.length > 0 ? (
            <div className="people">
              <h3 className="people__title">Skippers &amp; Co-Skippers</h3>
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
              Reserve a spot<span className="visually-hidden"> (opens in a new window)</span>
            </ExternalLink>
          ) : null}
          <AddToCalendar title={event.title} ics={seo.calendar.ics} google={seo.calendar.google} />
          <p className="people">
            <Link to={boatPackUrl(event.id)}>
              <Icon name="bookmark" /> Boat pack<span className="visually-hidden"> for {event.title}</span>: print it, or keep it
              for offline use
            </Link>
          </p>
          <ShareBlock title={event.title} links={seo.share} />
        </aside>
      </div>
      <div className="container section">
        <Gallery id="event-gallery" title="Event gallery" gallery={gallery}>
          <Pager older={pages.older} newer={pages.newer} anchor="event-gallery-heading" />
          {download ? (
            <p className="gallery__download">
              <a className="button button--secondary" href={download} download>
                Download all photos (ZIP)
              </a>
            </p>
          ) : null}
          {slideshow ? (
            <p className="gallery__download">
              <a className="text-link" href={slideshow}>
                Slideshow for a screen at the party
              </a>
            </p>
          ) : null}
        </Gallery>
        <BackLink to="/events">All editions</BackLink>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
