import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { i18nOfMatches } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { notFoundPage, requestLang } from "~/http/page-language.server";

/** Any address no route claims: the not-found page, in the language of its prefix (`/de/…` in German). */
export function loader({ params, request }: LoaderFunctionArgs): never {
  notFoundPage(requestLang(params, request));
}

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("error.notFound.title"), t("error.notFound.description"), { matches, path: null });
};

export default function NotFoundPage() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
