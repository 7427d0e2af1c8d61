import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { telHref } from "~/lib/text";
import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta } from "~/lib/meta";
import { accessibilityUrl, privacyUrl } from "~/lib/urls";
import { privacyNotice } from "~/models/privacy.server";
import { getConfig } from "~/services/config.server";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    "Privacy",
    "What the Forró Sailing Week website does with personal data: visits, shared photos, removal requests, organiser accounts, cookies, storage on your device and your rights.",
    { matches, path: privacyUrl() },
  );

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return json(privacyNotice(getConfig()));
}

/**
 * "Remove everything this site keeps on this device", without JavaScript: the answer asks the browser
 * to drop the offline copy, the photos waiting to be sent and the site's cookies (docs/decisions/034).
 */
export function action({ request, params }: ActionFunctionArgs) {
  const lang = requestLang(params, request);
  if (request.method !== "POST") return json({ cleared: false }, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  return json(
    { cleared: true },
    { headers: { "Clear-Site-Data": '"cache", "cookies", "storage"', "Cache-Control": "no-store" } },
  );
}

/** The answer to the button keeps the action's headers; the page itself has the site's usual ones. */
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Clear-Site-Data") ? actionHeaders : loaderHeaders;

const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

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
  const { controller: c, periods } = notice;
  return (
    <div className="container section privacy">
      <header className="page-header">
        <p className="kicker">Privacy notice</p>
        <h1>Privacy</h1>
        <p className="lead">
          What this website does with personal data, in plain words. Version of{" "}
          <time dateTime={notice.version}>{DATE.format(new Date(`${notice.version}T00:00:00Z`))}</time>.
        </p>
      </header>

      {cleared && (
        <p className="privacy__done" role="status">
          Done: your browser has been asked to remove the offline copy, any photos waiting to be sent and this site&apos;s cookies
          from this device.
        </p>
      )}

      <div className="prose">
        <section aria-labelledby="short-title">
          <h2 id="short-title" className="subheading">
            In short
          </h2>
          <ul>
            <li>
              Reading this site sets no cookie and keeps nothing about you. There is no analytics, no tracking, no advertising and
              no social media plug-in.
            </li>
            <li>Fonts, styles and scripts come from our own server; nothing is loaded from other companies while you read.</li>
            <li>The server&apos;s log of requests holds no IP address.</li>
            <li>
              Photos you share are checked by an organiser before anyone else sees them; their location, camera serial numbers and
              other personal details are removed first.
            </li>
            <li>Nothing is loaded from YouTube until you click the video.</li>
          </ul>
        </section>

        <section id="controller" aria-labelledby="controller-title">
          <h2 id="controller-title" className="subheading">
            Who is responsible
          </h2>
          <p>The controller under the General Data Protection Regulation (GDPR) is:</p>
          <address>
            {c.name}
            <br />
            {c.address}, {c.zip} {c.city}
            <br />
            Phone: <a href={telHref(c.phone)}>{c.phone}</a>
            <br />
            E-mail: <a href={`mailto:${c.email}`}>{c.email}</a>
          </address>
          <p>
            Write to this address about anything on this page. The <Link to="/about-fsw">imprint</Link> has the rest of our
            details.
          </p>
        </section>

        <section aria-labelledby="processing-title">
          <h2 id="processing-title" className="subheading">
            What we process, why, and for how long
          </h2>

          <Processing id="visiting" title="Visiting the site">
            <Fact term="Data">
              Your IP address, the address you ask for, and what your browser sends with every request (such as its name and
              language).
            </Fact>
            <Fact term="Why">
              To send you the pages, and to protect the site from abuse: uploads, organiser sign-ins and removal requests are
              limited per IP address (IPv6: per /64 network).
            </Fact>
            <Fact term="Legal basis">Art. 6(1)(f) GDPR: our legitimate interest in a site that works and stays safe.</Fact>
            <Fact term="Kept">
              The log of requests holds the method, address, status, size and time of each request, never an IP address. The rate
              limits keep an address with its count in the server&apos;s memory for one minute (removal requests: one hour), then
              forget it. Warnings in the server&apos;s output show at most a shortened address (the last part removed).
            </Fact>
            <Fact term="Who receives it">The company that hosts our server, as our processor.</Fact>
          </Processing>

          <Processing id="photos" title="Sharing photos">
            <Fact term="Data">
              The photos you choose, which may show people; what you type in the form (title, description, tags, date, city,
              venue, edition); each photo&apos;s size, type and date taken; when it was shared; when you gave your consent and
              under which version of this notice; a fingerprint of the photo&apos;s bytes so it is never stored twice. We do not
              ask for your name or e-mail address: every photo is recorded as shared by &quot;anonymous&quot;. Before a photo is
              stored, its location, names, camera serial numbers and other personal metadata are removed; its pixels stay as they
              are.
            </Fact>
            <Fact term="Why">
              To show the week&apos;s photos in each edition&apos;s gallery, on the party screen and in the photo download.
            </Fact>
            <Fact term="Legal basis">
              Art. 6(1)(a) GDPR: your consent, given with the box on the form. With it you also confirm that you took the photos
              or may share them, and that the people in them agree to being shown (§ 22 KUG). If you are under 16, please ask a
              parent first. You can withdraw your consent at any time, without affecting what happened before.
            </Fact>
            <Fact term="Who sees it">
              {notice.reviewOn
                ? "Our organisers see each photo first; once one of them approves it, anyone can see and download it in the edition's gallery, and search engines may list the gallery pages."
                : "The photo is public at once in the edition's gallery: anyone can see and download it, and search engines may list the gallery pages."}{" "}
              Organisers can correct a photo&apos;s details, hide it or delete it.
            </Fact>
            <Fact term="Kept">
              As long as the photo is shown. Withdrawn or deleted photos are gone at once, with every copy. A photo an organiser
              hid is deleted {periods.hiddenPhotos} after it was hidden. A photo whose sending broke off is removed{" "}
              {periods.partialUploads} after its last part arrived.
            </Fact>
            <Fact term="Your control">
              This browser lists the photos you shared on the upload page, each with &quot;Withdraw&quot;. Everyone, you included,
              can use &quot;Ask to remove this photo&quot; under any public photo, or write to us.
            </Fact>
          </Processing>

          <Processing id="removal" title="Asking to remove a photo">
            <Fact term="Data">The photo, the reason you give, your e-mail address if you give one, and the time.</Fact>
            <Fact term="Why">
              So our organisers can look at the photo and answer you. They are told by e-mail at once; a request hides nothing by
              itself.
            </Fact>
            <Fact term="Legal basis">
              Art. 6(1)(f) GDPR: the interest of the people in the photos, and ours, in handling such requests quickly; your
              e-mail address on your consent, Art. 6(1)(a).
            </Fact>
            <Fact term="Kept">
              {periods.closedRemovalRequests
                ? `Until the request is closed, then ${periods.closedRemovalRequests}, so we can show how it was answered.`
                : "Until the request is closed; it is deleted then."}
            </Fact>
          </Processing>

          <Processing id="organisers" title="Organiser accounts">
            <Fact term="Data">
              An organiser&apos;s e-mail address, a hash of their password (never the password), the secret of their second
              factor, failed sign-ins, their sessions, and a log of their review actions (who, what, which photo, when).
            </Fact>
            <Fact term="Why">So only our organisers can review photos, and every change can be traced.</Fact>
            <Fact term="Legal basis">
              Art. 6(1)(b) GDPR for the organisers&apos; work for the association, and (f) our interest in a secure review.
            </Fact>
            <Fact term="Kept">
              Accounts until they are removed. A session ends {periods.sessions} after sign-in at the latest and its record is
              deleted then; entries of the review log and notices to organisers are deleted after {periods.audit}.
            </Fact>
          </Processing>

          <Processing id="email" title="E-mail">
            <Fact term="Data">The organisers&apos; e-mail addresses and the content of the site&apos;s e-mails to them.</Fact>
            <Fact term="Why">
              To tell organisers that photos wait for review, that someone asked to remove a photo, or that an account saw
              repeated failed sign-ins. The site sends no e-mail to visitors.
            </Fact>
            <Fact term="Legal basis">Art. 6(1)(f) GDPR: a review that happens in time.</Fact>
            <Fact term="Who receives it">Our e-mail provider, as our processor, which delivers the messages.</Fact>
          </Processing>

          <Processing id="video" title="The festival video">
            <Fact term="Data">
              None until you click. Then your browser loads the video from YouTube, which receives your IP address.
            </Fact>
            <Fact term="Why">To show the video you asked to play.</Fact>
            <Fact term="Legal basis">
              Your click, Art. 6(1)(a) GDPR. We use YouTube&apos;s privacy-enhanced mode (youtube-nocookie.com); YouTube&apos;s
              own privacy policy applies to what happens in the video frame.
            </Fact>
          </Processing>

          <Processing id="links" title="Links to other sites">
            <Fact term="Data">
              None from us. The ticket system, social media pages and boat searches open in a new tab only when you click.
            </Fact>
            <Fact term="Why">Booking and following us happen on those sites, under their own privacy notices.</Fact>
            <Fact term="What we send">
              None: nothing is sent before your click, and the links do not even tell the other site that you came from ours.
            </Fact>
          </Processing>

          <Processing id="device" title="Storage on your device">
            <Fact term="What">
              The offline copy: after your first visit, the site keeps its own public pages, styles and images in your browser (a
              service worker and its cache), so they open at sea without signal. It is the same for every visitor and holds
              nothing about you; we never read it back. The photo queue: photos you choose on the upload page while offline wait
              in your browser (IndexedDB), with what you typed and your consent, until they are sent; then they are removed. And
              the cookies listed below.
            </Fact>
            <Fact term="Legal basis">
              § 25(2) no. 2 TDDDG: each is strictly necessary for something you asked for — pages that still open at sea, photos
              you asked us to send, your own list of shared photos, an organiser&apos;s sign-in. None is used to recognise or
              follow you.
            </Fact>
            <Fact term="How to remove it">
              The button below asks your browser to remove everything this site keeps on this device. Your browser&apos;s settings
              for site data do the same.
            </Fact>
          </Processing>
          <form method="post" action={privacyUrl()} className="privacy__clear">
            <button type="submit" className="button button--secondary">
              Remove everything this site keeps on this device
            </button>
          </form>
        </section>

        <section id="cookies" aria-labelledby="cookies-title">
          <h2 id="cookies-title" className="subheading">
            Cookies
          </h2>
          <p>Only people who share photos, and organisers, get a cookie. Each one is needed for what they do here.</p>
          <DataTable
            caption="Every cookie this site sets"
            columns={["Name", "For", "Purpose", "Holds", "Lifetime"]}
            rows={notice.cookies.map((c) => [<code key="name">{c.name}</code>, c.who, c.purpose, c.holds, c.lifetime])}
          />
        </section>

        <section id="kept" aria-labelledby="kept-title">
          <h2 id="kept-title" className="subheading">
            Everything we keep, and for how long
          </h2>
          <p>
            The periods are the ones in force on this site; a sweep deletes what is due when the site starts, and regularly after.
          </p>
          <DataTable
            caption="Every kind of record and file"
            columns={["Where", "What", "Kept"]}
            rows={notice.records.map((r) => [r.where, r.what, r.kept])}
          />
        </section>

        <section id="recipients" aria-labelledby="recipients-title">
          <h2 id="recipients-title" className="subheading">
            Who receives data
          </h2>
          <p>
            We sell no data and share it with nobody for their own purposes. Besides the company that hosts our server, these
            services act for us:
          </p>
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
            Your rights
          </h2>
          <p>You may ask us, free of charge, at the address above:</p>
          <ul>
            <li>what we hold about you and for a copy (Art. 15 GDPR);</li>
            <li>to correct it (Art. 16);</li>
            <li>to delete it (Art. 17);</li>
            <li>to restrict its use (Art. 18);</li>
            <li>to receive what you gave us in a common, machine-readable format (Art. 20);</li>
            <li>to stop a processing that rests on our legitimate interest, for reasons of your situation (Art. 21);</li>
            <li>and you may withdraw a consent at any time, for the future (Art. 7(3)).</li>
          </ul>
          <p>
            You may also complain to a data protection supervisory authority (Art. 77 GDPR), for example the one where you live or
            the one of the German state in which the association has its seat.
          </p>
          <p>
            Giving us data is never required: you can read the whole site without it, and share photos only if you want to. We
            make no automated decisions about anyone and build no profiles.
          </p>
        </section>

        <section id="changes" aria-labelledby="changes-title">
          <h2 id="changes-title" className="subheading">
            Changes
          </h2>
          <p>
            When the site starts to do something new with personal data, this page changes first and gets a new date. Each shared
            photo keeps the version of the notice it was shared under. See also our{" "}
            <Link to={accessibilityUrl()}>accessibility statement</Link>.
          </p>
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
