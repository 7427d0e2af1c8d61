import type { PersonKind } from "~/lib/people";
import { personSlug } from "~/lib/text";

// Every path a page links to that carries an id or a name is built here, and only here (a test
// checks), so a link and the route it leads to cannot drift apart.

/** An edition's page; ids are matched case-insensitively, and this is the canonical, lower-case form. */
export function eventUrl(id: string): string {
  return `/event-details/${encodeURIComponent(id.toLowerCase())}`;
}

/** Every approved photo of an edition in one ZIP. */
export function editionPhotosZipUrl(id: string): string {
  return `${eventUrl(id)}/photos.zip`;
}

/** An edition's printable page for the week on board. */
export function boatPackUrl(id: string): string {
  return `${eventUrl(id)}/boat-pack`;
}

/** The form that asks the organisers to remove a public photo (an upload, by its key). */
export function photoRemovalUrl(key: string): string {
  return `/photos/${encodeURIComponent(key)}/remove`;
}

/** The confirmation before an uploader withdraws one of their own photos. */
export function withdrawUrl(key: string): string {
  return `/add-photo/mine/${encodeURIComponent(key)}/withdraw`;
}

/** A team member's profile. */
export function teamMemberUrl(id: string): string {
  return `/team-details/${encodeURIComponent(id)}`;
}

/** /teachers/{name in lower case}, the name encoded as one path segment (a raw space is no valid URL). */
export function personUrl(kind: PersonKind, name: string): string {
  return `/${kind}/${encodeURIComponent(personSlug(name))}`;
}

/**
 * The page of someone an edition names: a team member's profile when they have one (their person
 * page redirects there), otherwise their page built from their editions.
 */
export function personPageUrl(kind: PersonKind, name: string, memberId: string | undefined): string {
  return memberId === undefined ? personUrl(kind, name) : teamMemberUrl(memberId);
}

/** A stored file, served by /media: each segment of its storage path encoded. */
export function mediaUrl(path: string): string {
  return `/media/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** An upload as its uploader sees it while it waits for review (their my-uploads cookie names it). */
export function myUploadUrl(key: string): string {
  return `/add-photo/mine/${encodeURIComponent(key)}`;
}

const ORGANISERS = "/organisers";

/** The review queue: one state's photos, older than `before` when paging on. */
export function organisersUrl(state?: string, before?: string): string {
  const query = new URLSearchParams();
  if (state) query.set("state", state);
  if (before) query.set("before", before);
  const search = query.toString();
  return search ? `${ORGANISERS}?${search}` : ORGANISERS;
}

/** Where the review forms post: the queue's index route, not its layout. */
export function organiserReviewActionUrl(): string {
  return `${ORGANISERS}?index`;
}

/** The sign-in page; `redirectTo` is where to go once signed in. */
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

/** The page of the "turn the e-mails off" link in every mail to organisers: the account's hash and the link's secret. */
export function organiserMailOffUrl(account: string, token: string): string {
  return `${ORGANISERS}/mail-off?${new URLSearchParams({ account, token })}`;
}

export function organiserAuditUrl(before?: string): string {
  return before === undefined ? `${ORGANISERS}/audit` : `${ORGANISERS}/audit?before=${encodeURIComponent(before)}`;
}

/** A photo as organisers see it while reviewing, whatever its state; `original`: the uploaded file itself. */
export function organiserPhotoUrl(key: string, options: { original?: boolean } = {}): string {
  return `${ORGANISERS}/photo/${encodeURIComponent(key)}${options.original ? "?size=original" : ""}`;
}

/** Where an organiser closes a removal request. */
export function organiserRemovalRequestsUrl(): string {
  return `${ORGANISERS}/removal-requests`;
}

/** The second step of deleting one photo. */
export function organiserDeleteUrl(key: string): string {
  return `${ORGANISERS}/delete?key=${encodeURIComponent(key)}`;
}

/** The party screen of an edition: its approved photos one after another; `photo` where it stands (without JavaScript). */
export function slideshowUrl(id: string, { photo, captions = true }: { photo?: string | null; captions?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (photo) query.set("photo", photo);
  if (!captions) query.set("captions", "off");
  const search = query.toString();
  return `${eventUrl(id)}/slideshow${search ? `?${search}` : ""}`;
}

/** What the party screen polls for newly approved photos (JSON). */
export function slideshowPhotosUrl(id: string): string {
  return `${eventUrl(id)}/slideshow.json`;
}

/** The query parameters /add-photo reads to fill in its form: the edition, and the access code. */
export const UPLOAD_EDITION_PARAM = "edition";
export const UPLOAD_CODE_PARAM = "code";

/** The printable QR posters and cards of an edition; with an upload access code, only for whoever knows it. */
export function posterUrl(id: string, accessCode?: string | null): string {
  return `${eventUrl(id)}/poster${accessCode ? `?${new URLSearchParams({ [UPLOAD_CODE_PARAM]: accessCode })}` : ""}`;
}

/** The upload form with an edition chosen, and the access code filled in when one is given. */
export function uploadUrl(edition: string, accessCode?: string | null): string {
  const query = new URLSearchParams({ [UPLOAD_EDITION_PARAM]: edition.toLowerCase() });
  if (accessCode) query.set(UPLOAD_CODE_PARAM, accessCode);
  return `/add-photo?${query}`;
}
