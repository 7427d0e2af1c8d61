import { posterUrl, slideshowUrl } from "~/lib/urls";

/** For the organisers: each edition's party screen and its printable QR posters (docs/ORGANISERS.md). */
export function PartyLinks({ editions }: { editions: ReadonlyArray<{ id: string; title: string }> }) {
  return (
    <details className="party-links">
      <summary>Party screen and QR posters</summary>
      <ul>
        {editions.map((e) => (
          <li key={e.id}>
            {e.title}: <a href={slideshowUrl(e.id)}>slideshow</a> · <a href={posterUrl(e.id)}>QR poster and cards</a>
          </li>
        ))}
      </ul>
    </details>
  );
}
