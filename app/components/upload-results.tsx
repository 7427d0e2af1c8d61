import type { UploadResultItem } from "~/lib/photo-upload";

export function UploadResults({ results }: { results: UploadResultItem[] }) {
  const stored = results.filter((r) => r.status !== "refused").length;
  return (
    <div className="upload-results" role="status">
      <p>
        {stored} of {results.length} photos shared.
      </p>
      <ul>
        {results.map((r, i) => (
          <li key={`${i}-${r.name}`} className={r.status === "refused" ? "notice notice--error" : "notice notice--success"}>
            <strong>{r.name}</strong>
            {r.messages.map((m) => (
              <p key={m}>{m}</p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
