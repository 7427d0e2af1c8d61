import type { HomeContent } from "../../data/types";
import { useI18n } from "~/i18n/use-i18n";

type Transcript = HomeContent["video"]["transcript"];

export const TRANSCRIPT_ID = "video-transcript";

export function VideoTranscript({ title, transcript }: { title: string; transcript: Transcript }) {
  const { t } = useI18n();
  return (
    <section id={TRANSCRIPT_ID} className="video-transcript prose" aria-labelledby={`${TRANSCRIPT_ID}-title`}>
      <h3 id={`${TRANSCRIPT_ID}-title`}>{t("video.transcriptTitle", { title })}</h3>
      <p>{transcript.summary}</p>
      {transcript.passages.length > 0 ? (
        <ol className="video-transcript__passages">
          {transcript.passages.map((passage) => (
            <li key={passage.seen}>
              <p>{passage.seen}</p>
              {passage.said ? <blockquote>{passage.said}</blockquote> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("video.transcriptPending")}</p>
      )}
    </section>
  );
}
