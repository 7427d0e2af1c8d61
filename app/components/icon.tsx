import iconsHref from "../../public/icons.svg";
import type { IconId } from "../../data/types";

export { iconsHref };

/** Icons come from one SVG sprite, drawn with <use>: no icon font, no icon library in the bundle. */
export function Icon({ name, title, className }: { name: IconId; title?: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
    >
      {title ? <title>{title}</title> : null}
      <use href={`${iconsHref}#${name}`} />
    </svg>
  );
}
