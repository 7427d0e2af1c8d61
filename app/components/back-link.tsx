import { Link } from "@remix-run/react";
import { Icon } from "./icon";

/** "All editions", "The whole team": the way back from a detail page to its list. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="text-link">
        <Icon name="right-arrow" className="icon--flip" /> {children}
      </Link>
    </p>
  );
}
