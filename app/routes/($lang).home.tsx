import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { VideoEmbed } from "~/components/video-embed";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { daysLeft, eventState, formatDateRange } from "~/lib/events";
import { pageMeta } from "~/lib/meta";
import { eventUrl, personUrl } from "~/lib/urls";
import { pluralize } from "~/lib/text";
import { now } from "~/services/config.server";
import { findEvent, findMemberByName, home } from "~/models/content.server";
import { resolveImage } from "~/services/images/images.server";
import { organizationNode } from "~/models/seo.server";
import { withContext } from "~/lib/structured-data";
import { socialLinks } from "../../data/social";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    "Forró Sailing Week",
    "A week on chartered sailboats with Forró dance workshops: sail by day, dance by night. Editions, team, rates and FAQ.",
    { matches, path: "/home", jsonLd: data?.jsonLd },
  );

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const today = now();
  const first = findEvent(home.firstEdition.eventId)!;
  const next = findEvent(home.nextEdition.eventId)!;
  const teacher = findMemberByName(home.nextEdition.featuredTeacher);
  const [hero, firstImage, nextImage, poster, teacherImage] = await Promise.all([
    resolveImage(home.intro.heroImgPath, home.intro.heroAlt, "hero"),
    resolveImage(home.firstEdition.imgPath, home.firstEdition.imgAlt, "wide"),
    resolveImage(home.nextEdition.imgPath, home.nextEdition.imgAlt, "wide"),
    resolveImage(home.video.posterPath, `Video: ${home.video.title}`, "wide"),
    teacher ? resolveImage(teacher.imgPath, `Portrait of ${teacher.name}`, "avatar") : null,
  ]);
  const state = eventState(next, today);
  return json({
    home,
    hero,
    firstEdition: {
      ...home.firstEdition,
      image: firstImage,
      dates: formatDateRange(first.date),
      participants: first.participants,
      eventTitle: first.title,
    },
    nextEdition: {
      ...home.nextEdition,
      image: nextImage,
      eventTitle: next.title,
      region: next.region,
      dates: formatDateRange(next.date),
      state,
      daysLeft: state === "upcoming" ? daysLeft(next, today) : null,
      ticketUrl: state === "upcoming" ? (next.external_links.ticket_system ?? null) : null,
      teacher: teacher ? { name: teacher.name, role: teacher.role, id: teacher.id, image: teacherImage! } : null,
    },
    poster,
    jsonLd: withContext(organizationNode(socialLinks.map((s) => s.link))) as object,
  });
}

const TEASER_HEADING = { upcoming: "Next edition", running: "On the water right now", past: "Our latest edition" } as const;

export default function HomePage() {
  const { home, hero, firstEdition, nextEdition, poster } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <StorageImage image={hero} className="hero__image" priority />
        <div className="hero__content container">
          <p className="kicker">{home.intro.kicker}</p>
          <h1 id="hero-title" className="hero__title">
            {home.intro.title}
          </h1>
          <div className="hero__actions">
            <Link to="/events" className="button button--primary">
              Discover the editions <Icon name="right-arrow" />
            </Link>
            <Link to="/rates" className="button button--ghost">
              See the rates
            </Link>
          </div>
        </div>
      </section>

      <section className="section container intro" aria-labelledby="story-title">
        <h2 id="story-title" className="section-title">
          Our story
        </h2>
        <div className="prose">
          {home.intro.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>

      <section className="section container split" aria-labelledby="first-title">
        <figure className="photo-card">
          <StorageImage image={firstEdition.image} className="photo-card__image" />
          <figcaption className="photo-card__caption">
            <Icon name="anchor" /> {firstEdition.eventTitle} · {firstEdition.dates}
            {firstEdition.participants !== "" ? ` · ${firstEdition.participants} participants` : null}
          </figcaption>
        </figure>
        <div className="split__text">
          <p className="kicker">Where it all began</p>
          <h2 id="first-title" className="section-title">
            {firstEdition.title}
          </h2>
          <p>{firstEdition.text}</p>
          <Link to={eventUrl(firstEdition.eventId)} className="text-link">
            Discover the first edition <Icon name="right-arrow" />
          </Link>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="next-title">
        <div className="container split split--reverse">
          <div className="split__text">
            <p className="kicker">
              {TEASER_HEADING[nextEdition.state]}
              {nextEdition.daysLeft !== null ? ` · ${pluralize(nextEdition.daysLeft, "day")} left` : null}
            </p>
            <h2 id="next-title" className="section-title">
              {nextEdition.title}
            </h2>
            <p className="meta-line">
              <Icon name="map" /> {nextEdition.region} <Icon name="calendar" /> {nextEdition.dates}
            </p>
            <p>{nextEdition.text}</p>
            <dl className="facts">
              <div>
                <dt>Arrival</dt>
                <dd>{nextEdition.airport.arrival}</dd>
              </div>
              <div>
                <dt>Departure</dt>
                <dd>{nextEdition.airport.departure}</dd>
              </div>
            </dl>
            <h3 className="subheading">Exploring the coast</h3>
            <CheckList items={nextEdition.exploration} />
            {nextEdition.teacher ? (
              <Link to={personUrl("teachers", nextEdition.teacher.name)} className="featured-person">
                <StorageImage image={nextEdition.teacher.image} className="featured-person__photo" />
                <span>
                  <span className="featured-person__label">Featured teacher</span>
                  <strong>{nextEdition.teacher.name}</strong>
                  <span className="featured-person__role">{nextEdition.teacher.role}</span>
                </span>
              </Link>
            ) : null}
            <div className="button-row">
              <Link to={eventUrl(nextEdition.eventId)} className="button button--secondary">
                Discover {nextEdition.eventTitle}
              </Link>
              {nextEdition.ticketUrl ? (
                <ExternalLink href={nextEdition.ticketUrl} className="button button--primary">
                  Reserve a spot
                </ExternalLink>
              ) : null}
            </div>
          </div>
          <StorageImage image={nextEdition.image} className="rounded-image" />
        </div>
      </section>

      <section className="section container video-section" aria-labelledby="video-title">
        <h2 id="video-title" className="section-title">
          {home.video.title}
        </h2>
        <VideoEmbed youtubeId={home.video.youtubeId} title={home.video.title} poster={poster} />
        <p className="caption">{home.video.caption}</p>
      </section>

      <section className="section section--navy" aria-labelledby="process-title">
        <div className="container">
          <h2 id="process-title" className="section-title">
            {home.process.title}
          </h2>
          <p className="lead">{home.process.intro}</p>
          <ol className="process">
            {home.process.steps.map((step, index) => (
              <li key={step.title} className="process__step">
                <span className="process__number" aria-hidden="true">
                  {index + 1}
                </span>
                <Icon name={step.icon} className="process__icon" />
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
