import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { editionOr404 } from "~/lib/edition-page.server";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { formatDateRange } from "~/lib/events";
import { absoluteUrl, pageMeta } from "~/lib/meta";
import { paragraphs } from "~/lib/text";
import { eventUrl, personPageUrl } from "~/lib/urls";
import { boatPackAnswers, boatPackContacts } from "~/models/boat-pack.server";
import { findMemberByName } from "~/models/content.server";
import { getConfig } from "~/services/config.server";

// What a sailor looks up without a connection, printable on one A4 page, no script (decision 022).

export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const event = editionOr404(params.id, {
    title: "Boat pack not found",
    detail: "We have no edition with that name, so there is no boat pack for it. Have a look at the list of all editions.",
    suggestions: [{ to: "/events", label: "See all editions" }],
  });
  const { siteUrl } = getConfig();
  const pageUrl = absoluteUrl(siteUrl, eventUrl(event.id));
  // Drawn on the server as plain SVG paths: no style attribute, so the page's policy needs nothing more.
  const qr = await QRCode.toString(pageUrl, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  const people = (kind: "teachers" | "skippers", names: string[]) =>
    names.map((name) => ({ name, href: personPageUrl(kind, name, findMemberByName(name)?.id) }));
  return json({
    event: {
      id: event.id,
      title: event.title,
      dates: formatDateRange(event.date),
      city: event.city,
      region: event.region,
      boats: event.boats ?? [],
      teachers: people("teachers", event.teachers),
      musicians: people("teachers", event.musicians),
      skippers: people("skippers", event.skippers),
    },
    pageUrl,
    calendarUrl: absoluteUrl(siteUrl, `/calendar/${event.id.toLowerCase()}.ics`),
    qr: qr.replace("<svg ", `<svg role="img" aria-label="QR code of ${pageUrl}" class="boat-pack__qr-code" `),
    answers: boatPackAnswers().map((a) => ({ question: a.question, answer: paragraphs(a.answer) })),
    contacts: boatPackContacts(),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...(data
    ? pageMeta(
        `Boat pack: ${data.event.title}`,
        `The printable sheet for ${data.event.title}: dates, harbour, boats, crew, what to pack, the kitty and whom to call.`,
        { matches, path: null },
      )
    : pageMeta("Boat pack not found", "This edition does not exist.", { matches, path: null })),
  // A print companion of the edition's page and the FAQ: nothing of its own for a search engine.
  { name: "robots", content: "noindex, follow" },
];

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
  return (
    <article className="container section boat-pack" aria-labelledby="boat-pack-title">
      <header className="boat-pack__header">
        <div>
          <p className="kicker">Boat pack</p>
          <h1 id="boat-pack-title">{event.title}</h1>
          <p className="boat-pack__lead">
            Keep this page on board: it opens without a connection once you have visited the site, and it prints on one sheet of
            A4.
          </p>
        </div>
        <figure className="boat-pack__qr">
          <div dangerouslySetInnerHTML={{ __html: qr }} />
          <figcaption>
            Edition page: <Link to={eventUrl(event.id)}>{pageUrl}</Link>
          </figcaption>
        </figure>
      </header>
      <section aria-labelledby="boat-pack-week">
        <h2 id="boat-pack-week" className="subheading">
          The week
        </h2>
        <dl className="facts boat-pack__facts">
          <div>
            <dt>When</dt>
            <dd>{event.dates}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>
              {event.city}, {event.region}
            </dd>
          </div>
          {event.boats.length > 0 ? (
            <div>
              <dt>Boats</dt>
              <dd>{event.boats.join(", ")}</dd>
            </div>
          ) : null}
          <Names title="Teachers" people={event.teachers} />
          <Names title="Musicians" people={event.musicians} />
          <Names title="Skippers & Co-Skippers" people={event.skippers} />
          <div>
            <dt>Calendar</dt>
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
          On board
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
          Contacts
        </h2>
        <address className="boat-pack__contacts">
          <strong>{contacts.entity.name}</strong>
          <br />
          Phone: <a href={`tel:${contacts.entity.phone.replace(/[^+\d]/g, "")}`}>{contacts.entity.phone}</a>
          <br />
          E-mail: <a href={`mailto:${contacts.entity.email}`}>{contacts.entity.email}</a>
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
