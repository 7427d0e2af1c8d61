import { useCallback, useEffect, useState } from "react";
import { useI18n } from "~/i18n/use-i18n";
import { shownTitle } from "~/lib/photo-alt";
import { SlideClip } from "./slideshow-clip";
import {
  POLL_SECONDS,
  SLIDE_SECONDS,
  mergePlaylist,
  slideSizes,
  slidesOnScreen,
  step,
  type Playlist,
  type Slide,
  type SlidePlace,
} from "~/lib/slideshow";

interface Props {
  title: string;
  /** Without JavaScript, the only one of this page. */
  first: Slide | null;
  /** The screen says so and tries again. */
  failed: boolean;
  captions: boolean;
  /** Held on its photo (`?paused=1`): no refresh without JavaScript, a paused show with it. */
  paused: boolean;
  /** Without JavaScript, the same photo paused or playing again (WCAG 2.2.2). */
  toggle: string;
  poll: string;
  /** A screen is scanned, not clicked: the address and its QR code. */
  upload: { address: string; qr: string };
}

interface SlideViewProps {
  slide: Slide;
  place: SlidePlace;
  captions: boolean;
  paused: boolean;
  alone: boolean;
  onDone: () => void;
}

function SlideView({ slide, place, captions, paused, alone, onDone }: SlideViewProps) {
  const { t } = useI18n();
  const sizes = slideSizes(slide);
  const current = place === "current";
  const { clip } = slide;
  const title = shownTitle(slide.title);
  return (
    <figure className={`slideshow__slide${current ? " slideshow__slide--current" : ""}`} aria-hidden={current ? undefined : true}>
      {clip ? (
        <SlideClip slide={{ ...slide, clip }} place={place} paused={paused} alone={alone} onDone={onDone} />
      ) : (
        <picture>
          <source type="image/webp" srcSet={slide.webp} sizes={sizes} />
          <img
            src={slide.src}
            srcSet={slide.jpeg}
            sizes={sizes}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            loading="eager"
            decoding="async"
          />
        </picture>
      )}
      {captions && (title || slide.by) ? (
        <figcaption className="slideshow__caption">
          {title}
          {slide.by ? <span className="slideshow__credit">{t("gallery.photoBy", { name: slide.by })}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}

/** With the last answer's ETag (a 304 costs nothing); failures wait for the next turn. */
function usePolling(url: string, onSlides: (slides: Slide[]) => void) {
  useEffect(() => {
    let etag: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const res = await fetch(url, { cache: "no-store", headers: etag ? { "If-None-Match": etag } : {} });
        if (res.ok) {
          const body = (await res.json()) as { slides: Slide[] };
          etag = res.headers.get("ETag");
          if (!stopped) onSlides(body.slides);
        }
      } catch {
        // Offline for a moment: the show goes on with what it has.
      }
      if (!stopped) timer = setTimeout(poll, POLL_SECONDS * 1000);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [url, onSlides]);
}

function toggleFullScreen() {
  const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
  request.catch(() => {});
}

/** Cross-fade (none with reduced motion), keys for the one who runs it (decision 024). */
export function Slideshow({
  title,
  first,
  failed,
  captions: captionsAtStart,
  paused: pausedAtStart,
  toggle,
  poll,
  upload,
}: Props) {
  const { t } = useI18n();
  const [playlist, setPlaylist] = useState<Playlist>({ slides: first ? [first] : [], index: 0 });
  const [paused, setPaused] = useState(pausedAtStart);
  const [captions, setCaptions] = useState(captionsAtStart);
  const [unreadable, setUnreadable] = useState(failed);
  // Set once the script runs: the show is now timed here, not by the page's refresh.
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  const onSlides = useCallback((slides: Slide[]) => {
    setUnreadable(false);
    setPlaylist((playing) => mergePlaylist(playing, slides));
  }, []);
  usePolling(poll, onSlides);

  const currentKey = playlist.slides[playlist.index]?.key;
  const currentIsClip = Boolean(playlist.slides[playlist.index]?.clip);
  const count = playlist.slides.length;
  const next = useCallback(() => setPlaylist((p) => step(p, 1)), []);
  useEffect(() => {
    if (paused || count < 2 || currentIsClip) return;
    const timer = setTimeout(next, SLIDE_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [paused, currentKey, currentIsClip, count, next]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      // Space and Enter on a focused control press it, not the show's keys.
      if ((event.key === " " || event.key === "Enter") && event.target instanceof Element && event.target.closest("a, button"))
        return;
      switch (event.key) {
        case " ":
        case "ArrowRight":
        case "ArrowDown":
        case "PageDown":
          setPlaylist((p) => step(p, 1));
          break;
        case "ArrowLeft":
        case "ArrowUp":
        case "PageUp":
          setPlaylist((p) => step(p, -1));
          break;
        case "p":
        case "P":
          setPaused((p) => !p);
          break;
        case "f":
        case "F":
          toggleFullScreen();
          break;
        case "c":
        case "C":
          setCaptions((c) => !c);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const current = playlist.slides[playlist.index];
  return (
    <div className="slideshow" data-running={running ? "" : undefined} data-paused={paused ? "" : undefined}>
      <h1 className="visually-hidden">{t("party.slideshow.title", { edition: title })}</h1>
      {slidesOnScreen(playlist).map(({ slide, place }) => (
        <SlideView
          key={slide.key}
          slide={slide}
          place={place}
          captions={captions}
          paused={paused}
          alone={count < 2}
          onDone={next}
        />
      ))}
      {count === 0 ? (
        <div className="slideshow__empty">
          <p className="slideshow__empty-title">{unreadable ? t("party.slideshow.unreadable") : t("party.slideshow.empty")}</p>
          <p>{unreadable ? t("party.slideshow.retrying") : t("party.slideshow.shareYours")}</p>
        </div>
      ) : null}
      <div className="slideshow__controls">
        {running ? (
          <button
            type="button"
            className="slideshow__control"
            data-action={paused ? "play" : "pause"}
            aria-keyshortcuts="P"
            onClick={() => setPaused((p) => !p)}
          >
            {paused ? t("party.slideshow.play") : t("party.slideshow.pause")}
          </button>
        ) : (
          <a className="slideshow__control" data-action={paused ? "play" : "pause"} href={toggle}>
            {paused ? t("party.slideshow.play") : t("party.slideshow.pause")}
          </a>
        )}
        {!running && current?.clip ? (
          <a className="slideshow__control slideshow__control--clip" href={current.clip}>
            {t("clipShow.watch")}
          </a>
        ) : null}
        <p className="slideshow__status" role="status">
          {paused ? (running ? t("party.slideshow.pausedHint") : t("party.slideshow.paused")) : ""}
        </p>
      </div>
      <p className="slideshow__add">
        <span className="slideshow__qr" dangerouslySetInnerHTML={{ __html: upload.qr }} />
        {t("party.slideshow.addYours")}
        <span className="visually-hidden">: {upload.address}</span>
      </p>
    </div>
  );
}
