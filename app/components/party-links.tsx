import { posterUrl, slideshowUrl } from "~/lib/urls";

/** For the organisers: each edition's party screen and its printable QR posters (docs/ORGANISERS.md). */
export function PartyLinks({
  editions,
  accessCode,
}: {
  editions: ReadonlyArray<{ id: string; title: string }>;
  /** The upload access code, when the site asks for one: the posters carry it, and open with it. */
  accessCode: string | null;
}) {
  return (
    <details className="party-links">
      <summary>Party screen and QR posters</summary>
      <ul>
        {editions.map((e) => (
          <li key={e.id}>
            {e.title}: <a href={slideshowUrl(e.id)}>slideshow</a> · <a href={posterUrl(e.id, accessCode)}>QR poster and cards</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
