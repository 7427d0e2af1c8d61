import type { UploadResultItem } from "~/lib/photo-upload";
import { useI18n } from "~/i18n/use-i18n";

export function UploadResults({ results }: { results: UploadResultItem[] }) {
  const { t } = useI18n();
  const stored = results.filter((r) => r.status !== "refused").length;
  return (
    <div className="upload-results" role="status">
      <p>{t("upload.results.shared", { stored, count: results.length })}</p>
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
