import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/http/edition-page.server";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateRange } from "~/i18n/format";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { paragraphs } from "~/lib/text";
import { eventUrl, personPageUrl, absoluteUrl } from "~/lib/urls";
import { boatPackAnswers, boatPackContacts } from "~/models/boat-pack.server";
import { contentIn } from "~/models/content.server";
import { getConfig } from "~/config/config.server";
import { requestI18n } from "~/http/page-language.server";

// What a sailor looks up without a connection, printable on one A4 page, no script (decision 022).

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const event = editionOr404(lang, params.id, {
    title: t("party.boatPack.notFound.title"),
    detail: t("party.boatPack.notFound.detail"),
    suggestions: [{ to: href("/events"), label: t("error.notFound.events") }],
  });
  const content = contentIn(lang);
  const { siteUrl } = getConfig();
  const pageUrl = absoluteUrl(siteUrl, href(eventUrl(event.id)));
  // Drawn on the server as plain SVG paths: no style attribute, so the page's policy needs nothing more.
  const qr = await QRCode.toString(pageUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  const label = t("party.boatPack.qr", { address: pageUrl }).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const people = (kind: "teachers" | "skippers", names: string[]) =>
    names.map((name) => ({ name, href: href(personPageUrl(kind, name, content.findMemberByName(name)?.id)) }));
  return json({
    event: {
      id: event.id,
      title: event.title,
      dates: formatDateRange(lang, event.date),
      city: event.city,
      region: event.region,
      boats: event.boats ?? [],
      teachers: people("teachers", event.teachers),
      musicians: people("teachers", event.musicians),
      skippers: people("skippers", event.skippers),
    },
    pageUrl,
    calendarUrl: absoluteUrl(siteUrl, href(`/calendar/${event.id.toLowerCase()}.ics`)),
    qr: qr.replace("<svg ", `<svg role="img" aria-label="${label}" class="boat-pack__qr-code" `),
    answers: boatPackAnswers(lang).map((a) => ({ question: a.question, answer: paragraphs(a.answer) })),
    contacts: boatPackContacts(lang),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  return [
    ...(data
      ? pageMeta(
          t("party.boatPack.title", { edition: data.event.title }),
          t("party.boatPack.description", { edition: data.event.title }),
          { matches, path: null },
        )
      : pageMeta(t("party.boatPack.notFound.title"), t("party.notFound.description"), { matches, path: null })),
    // A print companion of the edition's page and the FAQ: nothing of its own for a search engine.
    { name: "robots", content: "noindex, follow" },
  ];
};

function Names({ title, people }: { title: string; people: Array<{ name: string; href: string }> }) {
  if (people.length === 0) return null;
  return (
    <div>
      <dt>{title}</dt>
      <dd>
        {people.map((p, i) => (
          <span key={p.name}>
            {i > 0 ? ", " : null}
            <Link to={p.href}>{p.name}</Link>
          </span>
        ))}
      </dd>
    </div>
  );
}

export default function BoatPackPage() {
  const { event, pageUrl, calendarUrl, qr, answers, contacts } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <article className="container section boat-pack" aria-labelledby="boat-pack-title">
      <header className="boat-pack__header">
        <div>
          <p className="kicker">{t("party.boatPack.kicker")}</p>
          <h1 id="boat-pack-title">{event.title}</h1>
          <p className="boat-pack__lead">{t("party.boatPack.lead")}</p>
        </div>
        <figure className="boat-pack__qr">
          <div dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption>
            {t("party.boatPack.editionPage")} <Link to={href(eventUrl(event.id))}>{pageUrl}</Link>
          </figcaption>
        </figure>
      </header>
      <section aria-labelledby="boat-pack-week">
        <h2 id="boat-pack-week" className="subheading">
          {t("party.boatPack.week")}
        </h2>
        <dl className="facts boat-pack__facts">
          <div>
            <dt>{t("party.boatPack.when")}</dt>
            <dd>{event.dates}</dd>
          </div>
          <div>
            <dt>{t("party.boatPack.where")}</dt>
            <dd>
              {event.city}, {event.region}
            </dd>
          </div>
          {event.boats.length > 0 ? (
            <div>
              <dt>{t("party.boatPack.boats")}</dt>
              <dd>{event.boats.join(", ")}</dd>
            </div>
          ) : null}
          <Names title={t("party.boatPack.teachers")} people={event.teachers} />
          <Names title={t("party.boatPack.musicians")} people={event.musicians} />
          <Names title={t("party.boatPack.skippers")} people={event.skippers} />
          <div>
            <dt>{t("party.boatPack.calendar")}</dt>
            <dd>
              <a href={calendarUrl} download>
                {calendarUrl}
              </a>
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="boat-pack-answers">
        <h2 id="boat-pack-answers" className="subheading">
          {t("party.boatPack.onBoard")}
        </h2>
        <div className="boat-pack__answers">
          {answers.map((a) => (
            <section key={a.question} className="boat-pack__answer">
              <h3>{a.question}</h3>
              {a.answer.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="boat-pack-contacts">
        <h2 id="boat-pack-contacts" className="subheading">
          {t("party.boatPack.contacts")}
        </h2>
        <address className="boat-pack__contacts">
          <strong>{contacts.entity.name}</strong>
          <br />
          {t("chrome.phone")} <a href={`tel:${contacts.entity.phone.replace(/[^+\d]/g, "")}`}>{contacts.entity.phone}</a>
          <br />
          {t("chrome.email")} <a href={`mailto:${contacts.entity.email}`}>{contacts.entity.email}</a>
          {contacts.people.map((p) => (
            <span key={p.role}>
              <br />
              {p.role}: {p.name}
            </span>
          ))}
        </address>
      </section>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
