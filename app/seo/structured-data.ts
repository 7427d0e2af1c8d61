import type {
  BreadcrumbList,
  Event,
  FAQPage,
  Graph,
  Offer,
  Organization,
  Person,
  Place,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import type { FaqSubject, FestivalEvent, LegalEntity } from "../../data/types";
import { DEFAULT_LANG, localePath, type Lang } from "~/i18n/languages";
import type { EventState } from "../lib/events";
import { placeOf, zonedIso, type EventPlace } from "../lib/places";
import { paragraphs } from "../lib/text";
import { eventUrl } from "../lib/urls";
import { absoluteUrl } from "~/lib/urls";

// Typed with schema-dts, so `tsc` checks every property against the published vocabulary.

const CONTEXT = "https://schema.org" as const;

export function withContext<T extends Thing>(node: T): WithContext<T> {
  return { "@context": CONTEXT, ...(node as object) } as WithContext<T>;
}

export function graph(nodes: Thing[]): Graph {
  return { "@context": CONTEXT, "@graph": nodes };
}

/** One organisation in every language (one @id), its url the home page in `lang`. */
export function organization(
  legal: LegalEntity,
  siteUrl: string,
  sameAs: string[] = [],
  lang: Lang = DEFAULT_LANG,
): Organization {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: legal.name,
    url: absoluteUrl(siteUrl, localePath(lang, "/home")),
    logo: absoluteUrl(siteUrl, "/favicon.svg"),
    email: legal.email,
    telephone: legal.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: legal.address,
      postalCode: legal.zip,
      addressLocality: legal.city,
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface EventLdInput {
  /** The edition in the page's language. */
  event: FestivalEvent;
  /** The page's language, as hreflang names it ("en", "pt", "de"): inLanguage and every URL. */
  lang: Lang;
  /** Country and time zone; read from the English content when `event` is another language's. */
  place?: EventPlace | null;
  siteUrl: string;
  state: EventState;
  /** Absolute URL of the preview image (raster, 1200×630). */
  image: string;
  organizerName: string;
  /** The page of a performer: a team member's profile or a guest's page. */
  pageOf: (name: string) => string;
}

/** The region without its country, as the page's language writes it. */
function regionOf(region: string, place: EventPlace | null): string {
  const parts = region.split(",").map((p) => p.trim());
  return place && parts.length > 1 ? parts.slice(0, -1).join(", ") : region;
}

export function festivalEvent(input: EventLdInput): Event {
  const { event, lang, siteUrl, state, image, organizerName, pageOf } = input;
  const at = (path: string) => absoluteUrl(siteUrl, localePath(lang, path));
  const url = at(eventUrl(event.id));
  const place = input.place === undefined ? placeOf(event) : input.place;
  const timeZone = place?.timeZone ?? "UTC";
  const location: Place = {
    "@type": "Place",
    name: event.city,
    address: {
      "@type": "PostalAddress",
      addressLocality: event.city,
      addressRegion: regionOf(event.region, place),
      ...(place ? { addressCountry: place.countryCode } : {}),
    },
  };
  const performer = (name: string): Person => ({ "@type": "Person", name, url: at(pageOf(name)) });
  const ticket = event.external_links.ticket_system;
  const offers: Offer | undefined = ticket
    ? {
        "@type": "Offer",
        url: ticket,
        availability: state === "upcoming" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        priceCurrency: event.currency,
      }
    : undefined;
  return {
    "@type": "Event",
    "@id": `${url}#event`,
    name: event.title,
    description: paragraphs(event.description).join(" "),
    inLanguage: lang,
    url,
    image: [image],
    startDate: zonedIso(event.date[0], "00:00:00", timeZone),
    endDate: zonedIso(event.date[1], "23:59:59", timeZone),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location,
    organizer: { "@type": "Organization", name: organizerName, url: at("/home") },
    ...(event.teachers.length || event.musicians.length
      ? { performer: [...event.teachers, ...event.musicians].map(performer) }
      : {}),
    ...(offers ? { offers } : {}),
  };
}

/** `inLanguage`: the page's language code ("de"), the language the questions are in. */
export function faqPage(subjects: FaqSubject[], inLanguage: string): WithContext<FAQPage> {
  return withContext<FAQPage>({
    "@type": "FAQPage",
    inLanguage,
    mainEntity: subjects.flatMap((s) =>
      s.topics.map((t) => ({
        "@type": "Question" as const,
        name: t.question,
        acceptedAnswer: { "@type": "Answer" as const, text: paragraphs(t.answer).join("\n\n") },
      })),
    ),
  });
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbs(siteUrl: string, crumbs: Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

export interface PageLd {
  name: string;
  description: string;
  /** The page's own address, in its language ("/de/team-details/…"). */
  path: string;
  /** The language code of the page ("en", "pt", "de"). */
  inLanguage: string;
}

/** A page and the trail to it. The page carries the language: a BreadcrumbList has none of its own. */
export function webPage(siteUrl: string, page: PageLd, crumbs: Crumb[]): WithContext<WebPage> {
  return withContext<WebPage>({
    "@type": "WebPage",
    url: absoluteUrl(siteUrl, page.path),
    name: page.name,
    description: page.description,
    inLanguage: page.inLanguage,
    breadcrumb: breadcrumbs(siteUrl, crumbs),
  });
}
