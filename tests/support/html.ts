/** Small helpers to read server-rendered HTML in tests without a DOM. */

/** The characters React escapes, back as they were; `&amp;` last, so "&amp;lt;" stays "&lt;". */
export function decodeEntities(escaped: string): string {
  return escaped
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

export function text(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<style[\s\S]*?<\/style>/g, " ")
      .replace(/<[^>]+>/g, " "),
  )
    .replace(/\s+/g, " ")
    .trim();
}

export function title(html: string): string {
  return text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
}

export function metaDescription(html: string): string {
  return /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
}

/** Every <a> as { href, attrs, text } in document order. */
export function links(html: string): Array<{ href: string; attrs: string; text: string }> {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1]!)?.[1]?.replace(/&amp;/g, "&") ?? "",
    attrs: m[1]!,
    text: text(m[2]!),
  }));
}

export function images(html: string): Array<{ src: string; attrs: string }> {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((m) => ({
    src: /src="([^"]*)"/.exec(m[1]!)?.[1] ?? "",
    attrs: m[1]!,
  }));
}

/** The order in which the given needles first appear. */
export function orderOf(haystack: string, needles: string[]): string[] {
  return needles
    .map((n) => ({ n, i: haystack.indexOf(n) }))
    .filter((x) => x.i >= 0)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.n);
}
