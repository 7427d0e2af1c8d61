import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { localePath } from "~/i18n/languages";
import { i18nOfMatches } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { requestLang } from "~/http/page-language.server";

/** `/`, `/pt` and `/de` open their language's home page. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  return redirect(localePath(lang, "/home"));
}

// A page, not a resource route: `/no-such-page` lands here (the optional segment takes any single
// segment), and its not-found answer must be the HTML page, not the loader's JSON.
export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("error.notFound.title"), t("error.notFound.description"), { matches, path: null });
};

export default function LanguageHome() {
  return null;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
