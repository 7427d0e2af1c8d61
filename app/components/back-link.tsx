import { Link } from "@remix-run/react";
import { Icon } from "./icon";

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p>
      <Link to={to} className="text-link">
        <Icon name="right-arrow" className="icon--flip" /> {children}
      </Link>
    </p>
  );
}
