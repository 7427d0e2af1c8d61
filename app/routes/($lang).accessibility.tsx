import { requestLang } from "~/i18n/i18n.server";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { telHref } from "~/lib/text";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { formatDay } from "~/lib/events";
import { pageMeta } from "~/lib/meta";
import { SLIDE_SECONDS } from "~/lib/slideshow";
import { accessibilityUrl } from "~/lib/urls";
import { legalEntity } from "~/models/content.server";

/** What this statement rests on: the tests in `tests/` and the figures in docs/PERFORMANCE.md. Review it when they change. */
const ACCESSIBILITY_STATEMENT = {
  status: "partially meets",
  prepared: "2026-11-27",
  reviewed: "2026-11-27",
  replyDays: 14,
} as const;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    "Accessibility",
    "How accessible the Forró Sailing Week website is, what we know does not work well yet, and how to tell us about a barrier.",
    { matches, path: accessibilityUrl() },
  );

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const { name, email, phone } = legalEntity;
  return json({
    entity: { name, email, phone },
    statement: {
      ...ACCESSIBILITY_STATEMENT,
      prepared: formatDay(ACCESSIBILITY_STATEMENT.prepared),
      reviewed: formatDay(ACCESSIBILITY_STATEMENT.reviewed),
    },
  });
}

function Contact({ entity }: { entity: { email: string; phone: string } }) {
  return (
    <ul>
      <li>
        E-mail: <a href={`mailto:${entity.email}`}>{entity.email}</a>
      </li>
      <li>
        Phone: <a href={telHref(entity.phone)}>{entity.phone}</a>
      </li>
    </ul>
  );
}

export default function AccessibilityPage() {
  const { entity, statement } = useLoaderData<typeof loader>();
  const reply = `We aim to reply within ${statement.replyDays} days.`;
  return (
    <div className="container section accessibility">
      <header className="page-header">
        <p className="kicker">For everyone on board</p>
        <h1>Accessibility statement</h1>
      </header>
      <div className="prose">
        <p>
          This statement is for the Forró Sailing Week website. It is run by {entity.name}. We want as many people as possible to
          be able to use it. For example, you should be able to:
        </p>
        <ul>
          <li>use every page with JavaScript turned off</li>
          <li>use every page on a small phone screen or zoomed in, without scrolling sideways</li>
          <li>move through the pages with a keyboard, starting with a &ldquo;Skip to content&rdquo; link</li>
          <li>find your way with a screen reader: each page has one main heading, named regions and text for its images</li>
          <li>see the party slideshow cut from photo to photo instead of fading, when your device asks for reduced motion</li>
          <li>pause the party slideshow, with or without JavaScript</li>
        </ul>
        <p>
          <ExternalLink href="https://mcmw.abilitynet.org.uk/">AbilityNet</ExternalLink> has advice on making your device easier
          to use if you have a disability.
        </p>

        <h2 className="section-title">How accessible this website is</h2>
        <p>We know some parts of this website are not fully accessible:</p>
        <ul>
          <li>photos shared by participants are described only by the title the person who shared them gave them</li>
          <li>our own photos in the galleries of each edition and of each boat category are described only by their number</li>
          <li>the festival video on the home page is played by YouTube, with YouTube&rsquo;s captions, and has no transcript</li>
          <li>booking happens in an outside ticket system that we do not run</li>
        </ul>

        <h2 className="section-title">What to do if you need something in a different format</h2>
        <p>
          If you need anything on this website in a different format, such as a description of a photo or the text of a page in
          large print, contact us:
        </p>
        <Contact entity={entity} />
        <p>Tell us the address of the page and what you need. {reply}</p>

        <h2 className="section-title">Reporting a barrier on this website</h2>
        <p>
          We want to keep making this website better. If you find a problem that is not listed on this page, or you think we do
          not meet the standard, please tell us by e-mail at <a href={`mailto:${entity.email}`}>{entity.email}</a> or by phone.{" "}
          {reply}
        </p>

        <h2 className="section-title">Technical information about this website&rsquo;s accessibility</h2>
        <p>{entity.name} wants its website to be accessible to everyone.</p>
        <h3 className="subheading">Compliance status</h3>
        <p>
          This website {statement.status} the Web Content Accessibility Guidelines (WCAG) version 2.2, level AA, because of the
          parts listed below.
        </p>

        <h3 className="subheading">What does not meet the standard</h3>
        <ul>
          <li>
            Photos shared by participants have no description of what they show: their text alternative is the title the person
            who shared them gave, or &ldquo;a photo shared by a participant&rdquo; when they gave none. This also applies to their
            captions on the party slideshow. Organisers can correct a title before they approve a photo, but do not describe each
            one. This fails WCAG success criterion 1.1.1 (non-text content).
          </li>
          <li>
            The photos in our own galleries of each edition and of each boat category are described only by the edition or
            category and their number, such as &ldquo;photo 3 of 12&rdquo;. This fails WCAG success criterion 1.1.1 (non-text
            content).
          </li>
          <li>
            The festival video on the home page is hosted by YouTube. Its captions are the ones YouTube provides, which we have
            not checked, and there is no transcript or audio description of our own. This may fail WCAG success criteria 1.2.2
            (captions, prerecorded) and 1.2.5 (audio description, prerecorded).
          </li>
        </ul>
        <p>If you need a description of a photo or of the video, ask us and we will do our best to write one.</p>

        <h3 className="subheading">Content we do not run</h3>
        <p>
          Booking and payment happen in an outside ticket system, the video player is YouTube&rsquo;s, and our social media pages
          are on the social networks. We link to them, but we cannot change how accessible they are.
        </p>

        <h3 className="subheading">The party slideshow</h3>
        <p>
          At the closing party a screen shows the shared photos one after another, {SLIDE_SECONDS} seconds each. It has a Pause
          button (the P key does the same), and without JavaScript a Pause link that keeps the photo on screen until you choose
          Play.
        </p>

        <h2 className="section-title">How we test this website</h2>
        <p>Our automated tests make these checks whenever the website changes:</p>
        <ul>
          <li>
            axe, an automated accessibility checker, in the Chromium browser on each kind of public page at phone and desktop
            width, and on the photo uploader, the galleries, the party slideshow and the organisers&rsquo; pages; it checks the
            rules of WCAG 2.0 and 2.1 at levels A and AA that a program can check
          </li>
          <li>the W3C HTML checker on every page we link to, and on the page shown for an address we do not have</li>
          <li>
            each kind of public page opened at phone and desktop width with JavaScript on and off: it must show its heading and
            must not scroll sideways, and we keep a screenshot of each to look at
          </li>
          <li>the party slideshow with its keys, its Pause button and its Pause link</li>
          <li>on each kind of public page, the first press of the Tab key reaches the &ldquo;Skip to content&rdquo; link</li>
        </ul>
        <p>
          When we measure the website&rsquo;s speed with Lighthouse, its accessibility audit also runs: it has scored 100 out of
          100 on every page we measured. The rules new in WCAG 2.2 are not yet part of the automated tests; on 27 November 2026 we
          ran axe&rsquo;s check for them (the size of small targets) once on each kind of public page, and it found no problem.
          The website has not yet been checked by an outside expert or tested by disabled people.
        </p>

        <h2 className="section-title">Preparation of this accessibility statement</h2>
        <p>{`This statement was prepared on ${statement.prepared}. It was last reviewed on ${statement.reviewed}.`}</p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
