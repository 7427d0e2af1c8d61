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
