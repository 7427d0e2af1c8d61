import type { AnchorHTMLAttributes, ReactNode } from "react";

/** Every external page opens in a new tab without access to ours (docs/product.md, Pages). */
export function ExternalLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel">) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}
