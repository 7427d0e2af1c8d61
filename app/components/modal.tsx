import type { ReactNode } from "react";
import { useEffect } from "react";
import { useI18n } from "~/i18n/use-i18n";

/** Opens on its URL fragment, so it works without JavaScript; the backdrop is a link that clears it. */
export function Modal({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { t } = useI18n();
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape" && window.location.hash === `#${id}`) window.location.hash = "_";
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [id]);

  return (
    <div id={id} className="modal" role="dialog" aria-modal="true" aria-labelledby={`${id}-title`}>
      <a href="#_" className="modal__backdrop" aria-label={t("gallery.close")} tabIndex={-1} data-modal-backdrop />
      <div className="modal__panel">
        <div className="modal__head">
          <h2 id={`${id}-title`} className="modal__title">
            {title}
          </h2>
          <a href="#_" className="modal__close" aria-label={t("gallery.close")}>
            ×
          </a>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
