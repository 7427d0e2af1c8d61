import { useState } from "react";
import type { ResolvedImage } from "~/services/images.server";
import { StorageImage } from "./image";

/**
 * The video loads nothing from a third party until the visitor asks for it: first a poster from our
 * own storage; a click swaps in the privacy-enhanced player. Without JavaScript the poster links to
 * the video page.
 */
export function VideoEmbed({ youtubeId, title, poster }: { youtubeId: string; title: string; poster: ResolvedImage }) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <div className="video video--playing">
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <a
      className="video"
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(youtubeId)}`}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setPlaying(true);
      }}
      data-testid="video-poster"
    >
      <StorageImage image={poster} className="video__poster" />
      <span className="video__play" aria-hidden="true" />
      <span className="visually-hidden">Play the video: {title}</span>
    </a>
  );
}
