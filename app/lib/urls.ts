import { filterQuery, type GalleryFilter } from "~/lib/gallery-filter";
import type { PersonKind } from "~/lib/people";
import { personSlug } from "~/lib/text";

// Every path that carries an id or a name is built here only (a test checks), so links and routes cannot drift.

/** The canonical, lower-case form; ids are matched case-insensitively. */
export function eventUrl(id: string): string {
  return `/event-details/${encodeURIComponent(id.toLowerCase())}`;
}

/** The gallery on an edition's page (the heading `Gallery` gives its `event-gallery` section). */
export function eventGalleryUrl(id: string): string {
  return `${eventUrl(id)}#event-gallery-heading`;
}

function withQuery(path: string, query: URLSearchParams): string {
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The edition's page, its gallery narrowed by `filter`. */
export function editionGalleryUrl(id: string, filter?: GalleryFilter | null): string {
  return withQuery(eventUrl(id), filterQuery(filter));
}

/** The approved photos as one ZIP, only those of `filter` with one. */
export function editionPhotosZipUrl(id: string, filter?: GalleryFilter | null): string {
  return withQuery(`${eventUrl(id)}/photos.zip`, filterQuery(filter));
}

export function boatPackUrl(id: string): string {
  return `${eventUrl(id)}/boat-pack`;
}

/** An edition's sign-up for mail about its new photos; `sent`: the answer to a sign-up. */
export function photoMailUrl(id: string, options: { sent?: boolean } = {}): string {
  return `${eventUrl(id)}/photo-mail${options.sent ? "?sent=1" : ""}`;
}

/** The links of those mails: a sign-up's key and the link's own secret. */
export function photoMailLinkUrl(id: string, link: "confirm" | "unsubscribe", subscriber: string, token: string): string {
  return `${eventUrl(id)}/photo-mail/${link}?${new URLSearchParams({ subscriber, token })}`;
}

export function photoRemovalUrl(key: string): string {
  return `/photos/${encodeURIComponent(key)}/remove`;
}

export function withdrawUrl(key: string): string {
  return `/add-photo/mine/${encodeURIComponent(key)}/withdraw`;
}

export function teamMemberUrl(id: string): string {
  return `/team-details/${encodeURIComponent(id)}`;
}

/** The name lower case, encoded as one path segment. */
export function personUrl(kind: PersonKind, name: string): string {
  return `/${kind}/${encodeURIComponent(personSlug(name))}`;
}

/** A team member's profile when they have one, otherwise their person page. */
export function personPageUrl(kind: PersonKind, name: string, memberId: string | undefined): string {
  return memberId === undefined ? personUrl(kind, name) : teamMemberUrl(memberId);
}

/** Each segment of the storage path encoded. */
export function mediaUrl(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** The storage path a `mediaUrl` names; null for any other address. */
export function mediaPathOf(url: string): string | null {
  if (!url.startsWith("/media/")) return null;
  try {
    return url.slice("/media/".length).split("/").map(decodeURIComponent).join("/");
  } catch {
    return null;
  }
}

export function myUploadUrl(key: string): string {
  return `/add-photo/mine/${encodeURIComponent(key)}`;
}

const ORGANISERS = "/organisers";

/** `undescribed`: only the approved photos without a description for people who cannot see them. */
export function organisersUrl(state?: string, before?: string, undescribed = false): string {
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (undescribed) query.set("undescribed", "1");
  if (before) query.set("before", before);
  const search = query.toString();
  return search ? `${ORGANISERS}?${search}` : ORGANISERS;
}

/** The queue's index route, not its layout. */
export function organiserReviewActionUrl(): string {
  return `${ORGANISERS}?index`;
}

export function organiserSignInUrl(redirectTo?: string): string {
  return redirectTo === undefined
    ? `${ORGANISERS}/sign-in`
    : `${ORGANISERS}/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export function organiserSignOutUrl(): string {
  return `${ORGANISERS}/sign-out`;
}

export function organiserNoticesUrl(): string {
  return `${ORGANISERS}/notices`;
}

export function organiserSecurityUrl(): string {
  return `${ORGANISERS}/security`;
}

export function organiserMailOffUrl(account: string, token: string): string {
  return `${ORGANISERS}/mail-off?${new URLSearchParams({ account, token })}`;
}

export function organiserAuditUrl(before?: string): string {
  return before === undefined ? `${ORGANISERS}/audit` : `${ORGANISERS}/audit?before=${encodeURIComponent(before)}`;
}

/** Whatever its state; `original`: the uploaded file itself. */
export function organiserPhotoUrl(key: string, options: { original?: boolean } = {}): string {
  return `${ORGANISERS}/photo/${encodeURIComponent(key)}${options.original ? "?size=original" : ""}`;
}

export function organiserRemovalRequestsUrl(): string {
  return `${ORGANISERS}/removal-requests`;
}

export function organiserDeleteUrl(key: string): string {
  return `${ORGANISERS}/delete?key=${encodeURIComponent(key)}`;
}

export const SLIDESHOW_PAUSED_PARAM = "paused";

/** `photo`: where it stands, without JavaScript; `paused`: that photo held, with no refresh; `filter`: the photos it shows. */
export function slideshowUrl(
  id: string,
  {
    photo,
    captions = true,
    paused = false,
    filter,
  }: { photo?: string | null; captions?: boolean; paused?: boolean; filter?: GalleryFilter | null } = {},
): string {
  const query = filterQuery(filter);
  if (photo) query.set("photo", photo);
  if (!captions) query.set("captions", "off");
  if (paused) query.set(SLIDESHOW_PAUSED_PARAM, "1");
  return withQuery(`${eventUrl(id)}/slideshow`, query);
}

export function slideshowPhotosUrl(id: string, filter?: GalleryFilter | null): string {
  return withQuery(`${eventUrl(id)}/slideshow.json`, filterQuery(filter));
}

export const UPLOAD_EDITION_PARAM = "edition";
export const UPLOAD_CODE_PARAM = "code";

/** With an upload access code, only for whoever knows it. */
export function posterUrl(id: string, accessCode?: string | null): string {
  return `${eventUrl(id)}/poster${accessCode ? `?${new URLSearchParams({ [UPLOAD_CODE_PARAM]: accessCode })}` : ""}`;
}

export function uploadUrl(edition: string, accessCode?: string | null): string {
  const query = new URLSearchParams({ [UPLOAD_EDITION_PARAM]: edition.toLowerCase() });
  if (accessCode) query.set(UPLOAD_CODE_PARAM, accessCode);
  return `/add-photo?${query}`;
}

export function privacyUrl(section?: string): string {
  return section ? `/privacy#${section}` : "/privacy";
}

export function accessibilityUrl(): string {
  return "/accessibility";
}

/** Built from SITE_URL, never from the request. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}
