import { json } from "@remix-run/node";
import type { Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import { eventUrl, photoMailLinkUrl } from "~/lib/urls";
import {
  confirmSignUp,
  photoMailLinkWorks,
  photoMailOpen,
  unsubscribe,
  type PhotoMailLink,
} from "~/services/mail/photo-mail.server";
import { notFound } from "../../http/http";
import { editionOr404 } from "../../http/edition-page.server";

// The pages of the participants' mail: the sign-up and the two links its mails carry (decision 037).

/** Pages for one visitor at a time: kept by no shared cache, listed by no search engine. */
export const PHOTO_MAIL_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };

export interface PhotoMailEdition {
  id: string;
  /** In the page's language. */
  title: string;
  /** The edition's page, in English. */
  page: string;
}

/** The edition named by the address, or the edition's not-found page. */
export function photoMailEdition(id: string | undefined, lang: Lang, t: Translator, href: (path: string) => string) {
  const event = editionOr404(lang, id, {
    title: t("eventDetails.notFound.title"),
    detail: t("eventDetails.notFound.detail"),
    suggestions: [{ to: href("/events"), label: t("error.notFound.events") }],
  });
  return { event, edition: { id: event.id.toLowerCase(), title: event.title, page: eventUrl(event.id) } };
}

/** The same, and a 404 unless the edition takes sign-ups (mail is on, and its sign-ups are not over). */
export function openPhotoMailEdition(id: string | undefined, lang: Lang, t: Translator, href: (path: string) => string) {
  const { event, edition } = photoMailEdition(id, lang, t, href);
  if (!photoMailOpen(event)) {
    notFound({
      title: t("photoMail.closed.title"),
      detail: t("photoMail.closed.detail"),
      suggestions: [{ to: href(edition.page), label: t("upload.removal.backTo", { title: edition.title }) }],
    });
  }
  return edition;
}

function linkOf(request: Request): { subscriber: string; token: string } {
  const query = new URL(request.url).searchParams;
  return { subscriber: query.get("subscriber") ?? "", token: query.get("token") ?? "" };
}

/** The link's page asks first, as mail scanners open links: whether it works, and where its button posts. */
export async function photoMailLinkPage(
  link: PhotoMailLink,
  edition: PhotoMailEdition,
  request: Request,
  href: (path: string) => string,
) {
  const { subscriber, token } = linkOf(request);
  const works = await photoMailLinkWorks(edition.id, link, subscriber, token);
  return json(
    { ...edition, link, works, action: href(photoMailLinkUrl(edition.id, link, subscriber, token)) },
    { status: works ? 200 : 404, headers: PHOTO_MAIL_HEADERS },
  );
}

/** The button, or a mail provider's one-click POST (RFC 8058): the link's token is the only authority. */
export async function photoMailLinkAction(link: PhotoMailLink, edition: PhotoMailEdition, request: Request, t: Translator) {
  if (request.method !== "POST") {
    return json(
      { done: false, error: t("upload.postOnly") },
      { status: 405, headers: { ...PHOTO_MAIL_HEADERS, Allow: "GET, HEAD, POST" } },
    );
  }
  const { subscriber, token } = linkOf(request);
  const done =
    link === "confirm" ? await confirmSignUp(edition.id, subscriber, token) : await unsubscribe(edition.id, subscriber, token);
  return json({ done, error: null }, { status: done ? 200 : 404, headers: PHOTO_MAIL_HEADERS });
}
