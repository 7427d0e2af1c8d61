/** "0:42", "1:05": a clip's length as players show it. */
export function clipLength(seconds: number | undefined): string {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds < 0) return "–:––";
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** The play mark and length drawn on a clip's poster; its words are in the link's name. */
export function ClipMark({ duration }: { duration: number | undefined }) {
  return (
    <span className="clip-mark" aria-hidden="true">
      <span className="clip-mark__play">▶</span>
      <span className="clip-mark__length">{clipLength(duration)}</span>
    </span>
  );
}
