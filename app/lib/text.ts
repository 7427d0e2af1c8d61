/** At a word boundary, with an ellipsis; paragraph breaks become spaces, for one line of a card. */
export function truncate(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit + 1);
  const lastSpace = cut.lastIndexOf(" ");
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : flat.slice(0, limit);
  return `${base.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

export function paragraphs(text: string): string[] {
  return text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function personSlug(name: string): string {
  return name.toLocaleLowerCase("en");
}

export function pluralize(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A `tel:` link's target: the number's digits and its leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, "")}`;
}
