import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import {
  PAST_TRUNCATE,
  UPCOMING_TRUNCATE,
  daysLeft,
  eventState,
  formatDateRange,
  monthAbbreviation,
  sortNewestFirst,
  yearOf,
} from "~/lib/events";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { eventUrl, personUrl } from "~/lib/urls";
import { pluralize, truncate } from "~/lib/text";
import { getConfig, now } from "~/services/config.server";
import { events } from "~/models/content.server";
import { resolveImage } from "~/services/images/images.server";
import { eventNode } from "~/services/pages/seo.server";
import { graph } from "~/lib/structured-data";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    "Events",
    "Every edition of Forró Sailing Week, newest first: where we sailed, who taught and played, and what is next.",
    { matches, path: "/events", jsonLd: data?.jsonLd },
  );

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const today = now();
  const cards = await Promise.all(
    sortNewestFirst(events).map(async (event) => {
      const state = eventState(event, today);
      return {
        id: event.id,
        title: event.title,
        region: event.region,
        city: event.city,
        state,
        month: monthAbbreviation(event.date[0]),
        year: yearOf(event.date[0]),
        dates: formatDateRange(event.date),
        daysLeft: state === "upcoming" ? daysLeft(event, today) : null,
        excerpt: truncate(event.description, state === "past" ? PAST_TRUNCATE : UPCOMING_TRUNCATE),
        teacher: event.teachers[0] ?? null,
        musician: event.musicians[0] ?? null,
        ticketUrl: event.external_links.ticket_system ?? null,
        image: await resolveImage(event.imgPath, `${event.title}: ${event.city}, ${event.region}`, "card"),
      };
    }),
  );
  // webcal: makes calendar apps offer a subscription instead of a one-off import.
  const webcal = absoluteUrl(getConfig().siteUrl, "/events.ics").replace(/^https?:/, "webcal:");
  return json({ cards, webcal, jsonLd: graph(sortNewestFirst(events).map(eventNode)) as object });
}

type Card = ReturnType<typeof useLoaderData<typeof loader>>["cards"][number];

function PersonLink({ label, name }: { label: string; name: string }) {
  return (
    <li>
      <span className="event-card__person-label">{label}</span> <Link to={personUrl("teachers", name)}>{name}</Link>
    </li>
  );
}

function EventCard({ card, index }: { card: Card; index: number }) {
  const upcoming = card.state === "upcoming";
  return (
    <article className={`event-card event-card--${card.state}`} aria-labelledby={`event-${card.id}`}>
      <div className="event-card__media">
        <StorageImage image={card.image} priority={index < 2} />
        <p className="event-card__date-badge">
          <span className="event-card__month">{card.month}</span>
          <span className="event-card__year">{card.year}</span>
        </p>
        {upcoming ? (
          <p className="event-card__bookmark">
            <Icon name="bookmark" /> Upcoming
          </p>
        ) : null}
      </div>
      <div className="event-card__body">
        <p className="event-card__region">
          <Icon name="map" /> {card.city}, {card.region}
        </p>
        <h2 id={`event-${card.id}`} className="event-card__title">
          {card.title}
        </h2>
        {upcoming ? (
          <>
            <p className="event-card__days-left">
              <strong>{pluralize(card.daysLeft ?? 0, "day")}</strong> left
            </p>
            <p className="event-card__dates">
              <Icon name="calendar" /> {card.dates}
            </p>
          </>
        ) : null}
        <p className="event-card__excerpt">{card.excerpt}</p>
        {upcoming && (card.teacher || card.musician) ? (
          <ul className="event-card__people">
            {card.teacher ? <PersonLink label="Teacher" name={card.teacher} /> : null}
            {card.musician ? <PersonLink label="Musician" name={card.musician} /> : null}
          </ul>
        ) : null}
        <div className="button-row">
          <Link to={eventUrl(card.id)} className="text-link" aria-label={`Discover ${card.title}`}>
            Discover <Icon name="right-arrow" />
          </Link>
          {upcoming && card.ticketUrl ? (
            <ExternalLink href={card.ticketUrl} className="button button--primary">
              Reserve a spot<span className="visually-hidden"> for {card.title} (opens in a new window)</span>
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export default function EventsPage() {
  const { cards, webcal } = useLoaderData<typeof loader>();
  const anyUpcoming = cards.some((c) => c.state === "upcoming");
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">Since 2019</p>
        <h1>Events</h1>
        <p className="lead">
          {anyUpcoming
            ? "Our next edition is open for booking. Below it, every week we have spent on the water so far."
            : "Every week we have spent on the water so far, newest first. The next edition will be announced here."}
        </p>
        <p className="calendar-feed">
          <Icon name="calendar" /> Every edition in your calendar: <a href={webcal}>subscribe</a> or{" "}
          <a href="/events.ics">download the calendar file (.ics)</a>
        </p>
      </header>
      <div className="event-list">
        {cards.map((card, index) => (
          <EventCard key={card.id} card={card} index={index} />
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
