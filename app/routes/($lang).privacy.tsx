import type { LoaderFunctionArgs } from "@remix-run/node";
import { telHref } from "~/lib/text";
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { fillText, richText } from "~/i18n/template";
import { accessibilityUrl, privacyUrl } from "~/lib/urls";
import { privacyNotice } from "~/models/privacy.server";
import { getConfig } from "~/config/config.server";
import { requestLang } from "~/http/page-language.server";

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("privacy.meta.title"), t("privacy.meta.description"), { matches, path: privacyUrl() });
};

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return json(privacyNotice(getConfig(), lang));
}

/**
 * "Remove everything this site keeps on this device", without JavaScript: the answer asks the browser
 * to drop the offline copy, the photos waiting to be sent and the site's cookies (docs/decisions/034).
 */
export function action({ request, params }: ActionFunctionArgs) {
  // The answer is the page again, in its address's language (the loader's); the check is the same.
  requestLang(params, request);
  if (request.method !== "POST") return json({ cleared: false }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  return json(
    { cleared: true },
    { headers: { "Clear-Site-Data": '"cache", "cookies", "storage"', "Cache-Control": "no-store" } },
  );
}

/** The answer to the button keeps the action's headers; the page itself has the site's usual ones. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Clear-Site-Data") ? actionHeaders : loaderHeaders;

function Processing({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="privacy__processing" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      <dl className="privacy__facts">{children}</dl>
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The first cell of each row is its header. */
function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    // Scrolls sideways on a phone: a region that keyboards can reach and screen readers can name.
    <div className="privacy__table-wrap" role="region" aria-label={caption} tabIndex={0}>
      <table className="privacy__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{head}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function PrivacyPage() {
  const notice = useLoaderData<typeof loader>();
  const cleared = useActionData<typeof action>()?.cleared === true;
  const { t, href } = useI18n();
  const { controller: c, periods, text } = notice;
  const { terms, visiting, photos, removal, organisers, email, photoMail, video, links, device } = text.processing;
  return (
    <div className="container section privacy">
      <header className="page-header">
        <p className="kicker">{text.kicker}</p>
        <h1>{text.title}</h1>
        <p className="lead">
          {richText(text.lead, { time: (date) => <time dateTime={notice.version}>{date}</time> }, { date: notice.date })}
        </p>
      </header>

      {cleared && (
        <p className="privacy__done" role="status">
          {t("privacy.cleared")}
        </p>
      )}

      <div className="prose">
        <section aria-labelledby="short-title">
          <h2 id="short-title" className="subheading">
            {text.short.title}
          </h2>
          <ul>
            {text.short.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>

        <section id="controller" aria-labelledby="controller-title">
          <h2 id="controller-title" className="subheading">
            {text.controller.title}
          </h2>
          <p>{text.controller.intro}</p>
          <address>
            {c.name}
            <br />
            {c.address}, {c.zip} {c.city}
            <br />
            {t("chrome.phone")} <a href={telHref(c.phone)}>{c.phone}</a>
            <br />
            {t("chrome.email")} <a href={`mailto:${c.email}`}>{c.email}</a>
          </address>
          <p>{richText(text.controller.contact, { link: (words) => <Link to={href("/about-fsw")}>{words}</Link> })}</p>
        </section>

        <section aria-labelledby="processing-title">
          <h2 id="processing-title" className="subheading">
            {text.processing.title}
          </h2>

          <Processing id="visiting" title={visiting.title}>
            <Fact term={terms.data}>{visiting.data}</Fact>
            <Fact term={terms.why}>{visiting.why}</Fact>
            <Fact term={terms.legalBasis}>{visiting.legalBasis}</Fact>
            <Fact term={terms.kept}>{visiting.kept}</Fact>
            <Fact term={terms.recipients}>{visiting.recipients}</Fact>
          </Processing>

          <Processing id="photos" title={photos.title}>
            <Fact term={terms.data}>{photos.data}</Fact>
            <Fact term={terms.why}>{photos.why}</Fact>
            <Fact term={terms.legalBasis}>{photos.legalBasis}</Fact>
            <Fact term={terms.audience}>
              {`${notice.reviewOn ? photos.audienceReviewed : photos.audiencePublic} ${photos.audienceOrganisers}`}
            </Fact>
            <Fact term={terms.kept}>
              {fillText(photos.kept, { hiddenPhotos: periods.hiddenPhotos, partialUploads: periods.partialUploads })}
            </Fact>
            <Fact term={terms.control}>{photos.control}</Fact>
          </Processing>

          <Processing id="removal" title={removal.title}>
            <Fact term={terms.data}>{removal.data}</Fact>
            <Fact term={terms.why}>{removal.why}</Fact>
            <Fact term={terms.legalBasis}>{removal.legalBasis}</Fact>
            <Fact term={terms.kept}>
              {periods.closedRemovalRequests
                ? fillText(removal.keptThen, { closedRemovalRequests: periods.closedRemovalRequests })
                : removal.keptUntilClosed}
            </Fact>
          </Processing>

          <Processing id="organisers" title={organisers.title}>
            <Fact term={terms.data}>{organisers.data}</Fact>
            <Fact term={terms.why}>{organisers.why}</Fact>
            <Fact term={terms.legalBasis}>{organisers.legalBasis}</Fact>
            <Fact term={terms.kept}>{fillText(organisers.kept, { sessions: periods.sessions, audit: periods.audit })}</Fact>
          </Processing>

          <Processing id="email" title={email.title}>
            <Fact term={terms.data}>{email.data}</Fact>
            <Fact term={terms.why}>{email.why}</Fact>
            <Fact term={terms.legalBasis}>{email.legalBasis}</Fact>
            <Fact term={terms.recipients}>{email.recipients}</Fact>
          </Processing>

          <Processing id="photo-mail" title={photoMail.title}>
            <Fact term={terms.data}>{photoMail.data}</Fact>
            <Fact term={terms.why}>{photoMail.why}</Fact>
            <Fact term={terms.legalBasis}>{photoMail.legalBasis}</Fact>
            <Fact term={terms.kept}>{fillText(photoMail.kept, { photoMail: periods.photoMail })}</Fact>
            <Fact term={terms.recipients}>{photoMail.recipients}</Fact>
            <Fact term={terms.control}>{photoMail.control}</Fact>
          </Processing>

          <Processing id="video" title={video.title}>
            <Fact term={terms.data}>{video.data}</Fact>
            <Fact term={terms.why}>{video.why}</Fact>
            <Fact term={terms.legalBasis}>{video.legalBasis}</Fact>
          </Processing>

          <Processing id="links" title={links.title}>
            <Fact term={terms.data}>{links.data}</Fact>
            <Fact term={terms.why}>{links.why}</Fact>
            <Fact term={terms.sent}>{links.sent}</Fact>
          </Processing>

          <Processing id="device" title={device.title}>
            <Fact term={terms.what}>{device.what}</Fact>
            <Fact term={terms.legalBasis}>{device.legalBasis}</Fact>
            <Fact term={terms.removal}>{device.removal}</Fact>
          </Processing>
          <form method="post" action={href(privacyUrl())} className="privacy__clear">
            <button type="submit" className="button button--secondary">
              {t("privacy.clear")}
            </button>
          </form>
        </section>

        <section id="cookies" aria-labelledby="cookies-title">
          <h2 id="cookies-title" className="subheading">
            {text.cookies.title}
          </h2>
          <p>{text.cookies.intro}</p>
          <DataTable
            caption={text.cookies.caption}
            columns={text.cookies.columns}
            rows={notice.cookies.map((c) => [<code key="name">{c.name}</code>, c.who, c.purpose, c.holds, c.lifetime])}
          />
        </section>

        <section id="kept" aria-labelledby="kept-title">
          <h2 id="kept-title" className="subheading">
            {text.kept.title}
          </h2>
          <p>{text.kept.intro}</p>
          <DataTable
            caption={text.kept.caption}
            columns={text.kept.columns}
            rows={notice.records.map((r) => [r.where, r.what, r.kept])}
          />
        </section>

        <section id="recipients" aria-labelledby="recipients-title">
          <h2 id="recipients-title" className="subheading">
            {text.recipients.title}
          </h2>
          <p>{text.recipients.intro}</p>
          <ul>
            {notice.services.map((s) => (
              <li key={s.id}>
                <strong>{s.name}</strong>. {s.role} {s.when}
                {s.transfer ? ` ${s.transfer}` : ""}
              </li>
            ))}
          </ul>
        </section>

        <section id="rights" aria-labelledby="rights-title">
          <h2 id="rights-title" className="subheading">
            {text.rights.title}
          </h2>
          <p>{text.rights.intro}</p>
          <ul>
            {text.rights.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p>{text.rights.complaint}</p>
          <p>{text.rights.voluntary}</p>
        </section>

        <section id="changes" aria-labelledby="changes-title">
          <h2 id="changes-title" className="subheading">
            {text.changes.title}
          </h2>
          <p>{richText(text.changes.text, { link: (words) => <Link to={href(accessibilityUrl())}>{words}</Link> })}</p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
