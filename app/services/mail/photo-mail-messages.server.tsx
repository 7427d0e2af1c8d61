import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { translatorFor } from "~/i18n/i18n.server";
import { CONTENT_TAGS, LOCALES, type Lang } from "~/i18n/languages";
import type { MailMessage } from "./mail-messages.server";
import { SITE_NAME } from "~/lib/site";

// The participants' mails in the language they signed up in (decision 037). Pure: the caller gives absolute links;
// React escapes every text of the HTML part.

export interface ConfirmationInput {
  lang: Lang;
  /** The edition's title in that language. */
  title: string;
  confirmUrl: string;
}

export function confirmationMessage({ lang, title, confirmUrl }: ConfirmationInput): MailMessage {
  const t = translatorFor(lang);
  const asked = t("photoMail.mail.confirmText", { title });
  const ignore = t("photoMail.mail.confirmIgnore");
  const text = [asked, "", `${t("photoMail.mail.confirmAction")}: ${confirmUrl}`, "", ignore, ""].join("\n");
  const html = page(
    lang,
    <>
      <p>{asked}</p>
      <p>
        <a href={confirmUrl}>{t("photoMail.mail.confirmAction")}</a>
      </p>
      <p>{ignore}</p>
    </>,
  );
  return { subject: `${t("photoMail.mail.confirmSubject", { title })} · ${SITE_NAME}`, text, html };
}

export interface NewsInput {
  lang: Lang;
  title: string;
  /** Photos approved since the last mail; at least one. */
  count: number;
  /** How many of them are clips. */
  clips?: number;
  galleryUrl: string;
  unsubscribeUrl: string;
}

/** "3 new photos and 1 new clip", in the language's own words for "and". */
export function newsCounts(lang: Lang, photos: number, clips: number): string {
  const t = translatorFor(lang);
  const parts = [
    ...(photos > 0 ? [t("clipMail.photos", { count: photos })] : []),
    ...(clips > 0 ? [t("clipMail.clips", { count: clips })] : []),
  ];
  return new Intl.ListFormat(LOCALES[lang], { type: "conjunction" }).format(parts);
}

export function newsMessage({ lang, title, count, clips = 0, galleryUrl, unsubscribeUrl }: NewsInput): MailMessage {
  const t = translatorFor(lang);
  const what = clips > 0 ? newsCounts(lang, count - clips, clips) : "";
  const news = what ? t("clipMail.newsText", { count, what, title }) : t("photoMail.mail.newsText", { count, title });
  const link = what ? t("clipMail.newsLink") : t("photoMail.mail.newsLink");
  const subject = what ? t("clipMail.newsSubject", { what, title }) : t("photoMail.mail.newsSubject", { count, title });
  const why = t("photoMail.mail.why", { title });
  const text = [
    news,
    "",
    `${link}: ${galleryUrl}`,
    "",
    "--",
    why,
    `${t("photoMail.mail.unsubscribe")}: ${unsubscribeUrl}`,
    "",
  ].join("\n");
  const html = page(
    lang,
    <>
      <p>{news}</p>
      <p>
        <a href={galleryUrl}>{link}</a>
      </p>
      <hr />
      <p>
        <small>
          {why} <a href={unsubscribeUrl}>{t("photoMail.mail.unsubscribe")}</a>
        </small>
      </p>
    </>,
  );
  return { subject: `${subject} · ${SITE_NAME}`, text, html };
}

function page(lang: Lang, body: ReactNode): string {
  const markup = renderToStaticMarkup(
    <html lang={CONTENT_TAGS[lang]}>
      <head>
        <meta charSet="utf-8" />
        <title>{SITE_NAME}</title>
      </head>
      <body>{body}</body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
