import { formatDateRange, formatMonthShort } from "~/i18n/format";
import { localePath } from "~/i18n/languages";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { PAST_TRUNCATE, UPCOMING_TRUNCATE, daysLeft, eventState, sortNewestFirst, yearOf } from "~/lib/events";
import { pageMeta } from "~/seo/meta";
import { eventUrl, personUrl, absoluteUrl } from "~/lib/urls";
import { truncate } from "~/lib/text";
import { getConfig, now } from "~/config/config.server";
import { contentIn } from "~/models/content.server";
import { describedAlt, resolveImage } from "~/services/images/images.server";
import { eventNode } from "~/seo/event-node.server";
import { graph } from "~/seo/structured-data";
import { requestLang } from "~/http/page-language.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("events.title"), t("events.description"), { matches, path: "/events", jsonLd: data?.jsonLd });
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const today = now();
  const editions = sortNewestFirst(contentIn(lang).events);
  const cards = await Promise.all(
    editions.map(async (event) => {
      const state = eventState(event, today);
      return {
        id: event.id,
        title: event.title,
        region: event.region,
        city: event.city,
        state,
        month: formatMonthShort(lang, event.date[0]),
        year: yearOf(event.date[0]),
        dates: formatDateRange(lang, event.date),
        daysLeft: state === "upcoming" ? daysLeft(event, today) : null,
        excerpt: truncate(event.description, state === "past" ? PAST_TRUNCATE : UPCOMING_TRUNCATE),
        teacher: event.teachers[0] ?? null,
        musician: event.musicians[0] ?? null,
        ticketUrl: event.external_links.ticket_system ?? null,
        image: await resolveImage(
          event.imgPath,
          describedAlt(event.imgPath, lang, `${event.title}: ${event.city}, ${event.region}`),
          "card",
        ),
      };
    }),
  );
  // webcal: makes calendar apps offer a subscription instead of a one-off import.
  const webcal = absoluteUrl(getConfig().siteUrl, localePath(lang, "/events.ics")).replace(/^https?:/, "webcal:");
  return json({ cards, webcal, jsonLd: graph(editions.map((event) => eventNode(lang, event))) as object });
}

type Card = ReturnType<typeof useLoaderData<typeof loader>>["cards"][number];

function PersonLink({ label, name }: { label: string; name: string }) {
  const { href } = useI18n();
  return (
    <li>
      <span className="event-card__person-label">{label}</span> <Link to={href(personUrl("teachers", name))}>{name}</Link>
    </li>
  );
}

function EventCard({ card, index }: { card: Card; index: number }) {
  const { t, href } = useI18n();
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
            <Icon name="bookmark" /> {t("events.upcoming")}
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
              {t.rich("events.daysLeft", { strong: (words) => <strong>{words}</strong> }, { count: card.daysLeft ?? 0 })}
            </p>
            <p className="event-card__dates">
              <Icon name="calendar" /> {card.dates}
            </p>
          </>
        ) : null}
        <p className="event-card__excerpt">{card.excerpt}</p>
        {upcoming && (card.teacher || card.musician) ? (
          <ul className="event-card__people">
            {card.teacher ? <PersonLink label={t("events.teacher")} name={card.teacher} /> : null}
            {card.musician ? <PersonLink label={t("events.musician")} name={card.musician} /> : null}
          </ul>
        ) : null}
        <div className="button-row">
          <Link
            to={href(eventUrl(card.id))}
            className="text-link"
            aria-label={t("editions.discoverEvent", { title: card.title })}
          >
            {t("events.discover")} <Icon name="right-arrow" />
          </Link>
          {upcoming && card.ticketUrl ? (
            <ExternalLink href={card.ticketUrl} className="button button--primary">
              {t("editions.reserve")}
              <span className="visually-hidden">{t("events.reserveHint", { title: card.title })}</span>
            </ExternalLink>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export default function EventsPage() {
  const { cards, webcal } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  const anyUpcoming = cards.some((c) => c.state === "upcoming");
  return (
    <div className="container section">
      <header className="page-header">
        <p className="kicker">{t("events.kicker")}</p>
        <h1>{t("events.title")}</h1>
        <p className="lead">{anyUpcoming ? t("events.leadUpcoming") : t("events.leadPast")}</p>
        <p className="calendar-feed">
          <Icon name="calendar" />{" "}
          {t.rich("events.calendarFeed", {
            subscribe: (words) => <a href={webcal}>{words}</a>,
            download: (words) => <a href={href("/events.ics")}>{words}</a>,
          })}
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
