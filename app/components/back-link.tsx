import { Link } from "@remix-run/react";
import { useI18n } from "~/i18n/use-i18n";
import { splitLocalePath } from "~/i18n/languages";
import { Icon } from "./icon";

/** `to` in English or already in a language: either way the link leads to the page's own language. */
export function BackLink({ to, children }: { to: string; children: string }) {
  const { href } = useI18n();
  return (
    <p>
      <Link to={href(splitLocalePath(to).path)} className="text-link">
        <Icon name="right-arrow" className="icon--flip" /> {children}
      </Link>
    </p>
  );
}
