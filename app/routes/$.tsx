import type { MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary, PAGE_NOT_FOUND } from "~/components/error-boundary";
import { notFound } from "~/lib/http";
import { pageMeta } from "~/lib/meta";

export function loader(): never {
  notFound({
    title: PAGE_NOT_FOUND.title,
    detail: "The page you are looking for does not exist or has moved.",
    suggestions: [
      { to: "/events", label: "See all editions" },
      { to: "/faq", label: "Read the FAQ" },
    ],
  });
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(PAGE_NOT_FOUND.title, "This page does not exist.", { matches, path: null });

export default function NotFoundPage() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
