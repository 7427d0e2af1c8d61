import { useI18n } from "~/i18n/use-i18n";
import { CONTENT_TAGS } from "~/i18n/languages";
import { useDocumentRender } from "~/document/document";
import type { ResolvedImage } from "~/services/images/images.server";

/** Allowed in the CSP by its hash. */
export const VIDEO_POSTER_STYLE =
  "html,body{margin:0;height:100%;background:#0b2a4a}" +
  "a{position:relative;display:block;height:100%}" +
  "img{width:100%;height:100%;object-fit:cover;display:block}" +
  ".play{position:absolute;inset:0;margin:auto;width:88px;height:88px;border-radius:50%;background:rgb(255 255 255/92%);box-shadow:0 10px 30px rgb(0 0 0/30%);transition:transform .2s ease}" +
  ".play::after{content:'';position:absolute;left:36px;top:28px;border-style:solid;border-width:16px 0 16px 26px;border-color:transparent transparent transparent #b3322c}" +
  "a:hover .play{transform:scale(1.08)}" +
  "a:focus-visible{outline:4px solid #f7b32b;outline-offset:-4px}" +
  ".vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function embedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/** Nothing loads from a third party until the visitor clicks the frame's own poster page, and no script runs. */
export function VideoEmbed({ youtubeId, title, poster }: { youtubeId: string; title: string; poster: ResolvedImage }) {
  const { lang, t } = useI18n();
  useDocumentRender()?.allowStyle(VIDEO_POSTER_STYLE);
  const image = poster.src
    ? `<img src="${escapeHtml(poster.src)}" alt="" width="${poster.width}" height="${poster.height}">`
    : "";
  const posterPage =
    `<!DOCTYPE html><html lang="${CONTENT_TAGS[lang]}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${VIDEO_POSTER_STYLE}</style></head><body>` +
    `<a href="${escapeHtml(embedUrl(youtubeId))}">${image}<span class="play" aria-hidden="true"></span>` +
    `<span class="vh">${escapeHtml(t("video.play", { title }))}</span></a></body></html>`;
  return (
    <div className="video">
      <iframe
        srcDoc={posterPage}
        title={t("video.title", { title })}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        data-testid="video-frame"
      />
    </div>
  );
}
