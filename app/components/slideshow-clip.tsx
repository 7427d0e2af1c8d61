import { useEffect, useRef } from "react";
import { clipGivesWay, clipPreload, type Slide, type SlidePlace } from "~/lib/slideshow";

interface Props {
  slide: Slide & { clip: string };
  place: SlidePlace;
  paused: boolean;
  /** The only slide: it plays round. */
  alone: boolean;
  /** It ended, or gave way after failing or stalling. */
  onDone: () => void;
}

/** Muted, inline, over its poster; the show's timer waits for its end (decision 046). */
export function SlideClip({ slide, place, paused, alone, onDone }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const current = place === "current";
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (!current || paused) {
      video.pause();
      if (place === "next" && video.currentTime > 0) video.currentTime = 0;
      return;
    }
    if (video.error) video.load();
    const startedAt = Date.now();
    let progressAt = startedAt;
    let position = video.currentTime;
    let failed = false;
    const onTime = () => {
      if (video.currentTime === position) return;
      position = video.currentTime;
      progressAt = Date.now();
    };
    const onError = () => {
      failed = true;
    };
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("error", onError);
    video.addEventListener("ended", onDone);
    video.play().catch(onError);
    const watch = setInterval(() => {
      if (clipGivesWay({ startedAt, progressAt, failed, now: Date.now() })) onDone();
    }, 1000);
    return () => {
      clearInterval(watch);
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("error", onError);
      video.removeEventListener("ended", onDone);
    };
  }, [current, place, paused, onDone]);
  return (
    <video
      ref={ref}
      className="slideshow__clip"
      src={slide.clip}
      poster={slide.src}
      width={slide.width}
      height={slide.height}
      muted
      playsInline
      autoPlay={current && !paused}
      loop={alone}
      preload={clipPreload(place)}
      aria-label={slide.alt}
      data-key={slide.key}
    />
  );
}
