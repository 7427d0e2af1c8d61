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

/** The second step of deleting one photo. */
export function organiserDeleteUrl(key: string): string {
  return `${ORGANISERS}/delete?key=${encodeURIComponent(key)}`;
}
