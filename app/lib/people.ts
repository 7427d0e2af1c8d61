import { personSlug } from "~/lib/text";

/** The two kinds of person pages: teachers and musicians (the product's /teachers/{name}), and skippers. */
export type PersonKind = "teachers" | "skippers";

/** /teachers/{name in lower case}, the name encoded as one path segment (a raw space is no valid URL). */
export function personPath(kind: PersonKind, name: string): string {
  return `/${kind}/${encodeURIComponent(personSlug(name))}`;
}
