import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PhotoMailLinkPage, type PhotoMailLinkTexts } from "~/components/photo-mail-link-page";
import {
  photoMailEdition,
  photoMailLinkAction,
  photoMailLinkPage,
} from "~/routes/($lang).event-details_.$id.photo-mail/photo-mail-page.server";
import type { Lang } from "~/i18n/languages";
import type { Translator } from "~/i18n/translate";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import type { PhotoMailLink } from "~/services/mail/photo-mail.server";
import { SITE_NAME } from "~/lib/site";
import { notFoundPage, requestI18n } from "~/http/page-language.server";

// The two links of the participants' mail: `confirm`, in the first mail, and `unsubscribe`, in each one after,
// also its List-Unsubscribe address for one-click POSTs (RFC 8058). Each page asks before its button acts.

const TEXTS: Record<PhotoMailLink, (t: Translator, title: string) => PhotoMailLinkTexts> = {
  confirm: (t, title) => ({
    title: t("photoMail.confirm.title"),
    ask: t("photoMail.confirm.ask", { title }),
    button: t("photoMail.confirm.button"),
    done: t("photoMail.confirm.done", { title }),
    invalid: t("photoMail.confirm.invalid"),
  }),
  unsubscribe: (t, title) => ({
    title: t("photoMail.off.title"),
    ask: t("photoMail.off.ask", { title }),
    button: t("photoMail.off.button"),
    done: t("photoMail.off.done", { title }),
    invalid: t("photoMail.off.invalid"),
  }),
};

function linkOf(link: string | undefined, lang: Lang): PhotoMailLink {
  if (link === "confirm" || link === "unsubscribe") return link;
  notFoundPage(lang);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  const title = data ? TEXTS[data.link](t, data.title).title : t("error.notFound.title");
  return [{ title: `${title} | ${SITE_NAME}` }, { name: "robots", content: "noindex, nofollow" }];
};

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const link = linkOf(params.link, lang);
  return photoMailLinkPage(link, photoMailEdition(params.id, lang, t, href).edition, request, href);
}

export function action({ params, request }: ActionFunctionArgs) {
  const { lang, t, href } = requestI18n(params, request);
  const link = linkOf(params.link, lang);
  return photoMailLinkAction(link, photoMailEdition(params.id, lang, t, href).edition, request, t);
}

export default function PhotoMailLinkRoute() {
  const { link, title, page, works, action: formAction } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <PhotoMailLinkPage
      texts={TEXTS[link](t, title)}
      back={t("upload.removal.backTo", { title })}
      works={works}
      action={formAction}
      result={result}
      page={page}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
