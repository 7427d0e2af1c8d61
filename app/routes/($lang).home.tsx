import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { RoleLabel } from "../../data/types";
import { ExternalLink } from "~/components/external-link";
import { Icon } from "~/components/icon";
import { StorageImage } from "~/components/image";
import { VideoEmbed } from "~/components/video-embed";
import { TRANSCRIPT_ID, VideoTranscript } from "~/components/video-transcript";
import { CheckList } from "~/components/check-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateRange } from "~/i18n/format";
import type { MessageKey } from "~/i18n/messages/en";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { daysLeft, eventState } from "~/lib/events";
import { pageMeta } from "~/seo/meta";
import { eventUrl, personUrl } from "~/lib/urls";
import { now } from "~/config/config.server";
import { contentIn, findMember } from "~/models/content.server";
import { describedAlt, labelledAlt, resolveImage } from "~/services/images/images.server";
import { organizationNode } from "~/seo/sitemap.server";
import { withContext } from "~/seo/structured-data";
import { SITE_NAME } from "~/lib/site";
import { requestI18n } from "~/http/page-language.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(SITE_NAME, t("home.description"), { matches, path: "/home", jsonLd: data?.jsonLd });
};

/** Read from the English team, whose roles are the labels themselves. */
const ROLE: Record<RoleLabel, MessageKey> = {
  "Founder/Organizer": "home.role.founder",
  Skipper: "home.role.skipper",
  "Co-Skipper": "home.role.coSkipper",
  "Forró Teacher": "home.role.teacher",
  Sanfoneiro: "home.role.sanfoneiro",
  "Content Producer": "home.role.content",
  "Ticket System Provider": "home.role.tickets",
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const { findEvent, findMemberByName, home, socialLinks } = contentIn(lang);
  const today = now();
  const first = findEvent(home.firstEdition.eventId)!;
  const next = findEvent(home.nextEdition.eventId)!;
  const teacher = findMemberByName(home.nextEdition.featuredTeacher);
  const [hero, firstImage, nextImage, poster, teacherImage] = await Promise.all([
    resolveImage(home.intro.heroImgPath, describedAlt(home.intro.heroImgPath, lang, home.intro.title), "hero"),
    resolveImage(home.firstEdition.imgPath, describedAlt(home.firstEdition.imgPath, lang, first.title), "wide"),
    resolveImage(home.nextEdition.imgPath, describedAlt(home.nextEdition.imgPath, lang, next.title), "wide"),
    resolveImage(home.video.posterPath, t("video.title", { title: home.video.title }), "wide"),
    teacher
      ? resolveImage(teacher.imgPath, labelledAlt(t("home.portraitAlt", { name: teacher.name }), teacher.imgPath, lang), "avatar")
      : null,
  ]);
  const state = eventState(next, today);
  return json({
    home,
    hero,
    firstEdition: {
      ...home.firstEdition,
      image: firstImage,
      dates: formatDateRange(lang, first.date),
      participants: first.participants === "" ? "" : t("home.participants", { count: first.participants }),
      eventTitle: first.title,
    },
    nextEdition: {
      ...home.nextEdition,
      image: nextImage,
      eventTitle: next.title,
      region: next.region,
      dates: formatDateRange(lang, next.date),
      state,
      daysLeft: state === "upcoming" ? daysLeft(next, today) : null,
      ticketUrl: state === "upcoming" ? (next.external_links.ticket_system ?? null) : null,
      teacher: teacher
        ? {
            name: teacher.name,
            role: t(ROLE[findMember(teacher.id)?.role ?? teacher.role]),
            id: teacher.id,
            image: teacherImage!,
          }
        : null,
    },
    poster,
    jsonLd: withContext(
      organizationNode(
        lang,
        socialLinks.map((s) => s.link),
      ),
    ) as object,
  });
}

const TEASER_HEADING = {
  upcoming: "home.teaser.upcoming",
  running: "home.teaser.running",
  past: "home.teaser.past",
} as const satisfies Record<string, MessageKey>;

export default function HomePage() {
  const { home, hero, firstEdition, nextEdition, poster } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
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
            <Link to={href("/events")} className="button button--primary">
              {t("home.discoverEditions")} <Icon name="right-arrow" />
            </Link>
            <Link to={href("/rates")} className="button button--ghost">
              {t("home.seeRates")}
            </Link>
          </div>
        </div>
      </section>

      <section className="section container intro" aria-labelledby="story-title">
        <h2 id="story-title" className="section-title">
          {t("home.story")}
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
            {firstEdition.participants !== "" ? ` · ${firstEdition.participants}` : null}
          </figcaption>
        </figure>
        <div className="split__text">
          <p className="kicker">{t("home.firstKicker")}</p>
          <h2 id="first-title" className="section-title">
            {firstEdition.title}
          </h2>
          <p>{firstEdition.text}</p>
          <Link to={href(eventUrl(firstEdition.eventId))} className="text-link">
            {t("home.discoverFirst")} <Icon name="right-arrow" />
          </Link>
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="next-title">
        <div className="container split split--reverse">
          <div className="split__text">
            <p className="kicker">
              {t(TEASER_HEADING[nextEdition.state])}
              {nextEdition.daysLeft !== null ? ` · ${t("home.daysLeft", { count: nextEdition.daysLeft })}` : null}
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
                <dt>{t("home.arrival")}</dt>
                <dd>{nextEdition.airport.arrival}</dd>
              </div>
              <div>
                <dt>{t("home.departure")}</dt>
                <dd>{nextEdition.airport.departure}</dd>
              </div>
            </dl>
            <h3 className="subheading">{t("home.exploring")}</h3>
            <CheckList items={nextEdition.exploration} />
            {nextEdition.teacher ? (
              <Link to={href(personUrl("teachers", nextEdition.teacher.name))} className="featured-person">
                <StorageImage image={nextEdition.teacher.image} className="featured-person__photo" />
                <span>
                  <span className="featured-person__label">{t("home.featuredTeacher")}</span>
                  <strong>{nextEdition.teacher.name}</strong>
                  <span className="featured-person__role">{nextEdition.teacher.role}</span>
                </span>
              </Link>
            ) : null}
            <div className="button-row">
              <Link to={href(eventUrl(nextEdition.eventId))} className="button button--secondary">
                {t("editions.discoverEvent", { title: nextEdition.eventTitle })}
              </Link>
              {nextEdition.ticketUrl ? (
                <ExternalLink href={nextEdition.ticketUrl} className="button button--primary">
                  {t("editions.reserve")}
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
        <p className="caption">
          {home.video.caption} <a href={`#${TRANSCRIPT_ID}`}>{t("video.transcriptLink")}</a>
        </p>
        <VideoTranscript title={home.video.title} transcript={home.video.transcript} />
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
