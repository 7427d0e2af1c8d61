import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { paragraphs, pluralize } from "~/lib/text";
import { SITE_NAME } from "~/lib/site";

// Pure: the caller gives absolute links. React escapes every text in the HTML part, so a title cannot add markup.
export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

/** Where to turn these mails off (one click and a confirmation), and the settings page. */
export interface MailFooter {
  offUrl: string;
  settingsUrl: string;
}

/** The rest are counted. */
export const DIGEST_TITLES = 20;

export interface DigestInput extends MailFooter {
  /** `atLeast` when the count stopped at the query's limit. */
  count: number;
  /** How many of them are clips. */
  clips?: number;
  atLeast?: boolean;
  /** Newest first. */
  titles: readonly string[];
  reviewUrl: string;
}

export function digestMessage(input: DigestInput): MailMessage {
  const waiting = `${waitingCount(input)} ${input.count === 1 && !input.atLeast ? "is" : "are"} waiting for review`;
  const shown = input.titles.slice(0, DIGEST_TITLES).map((t) => oneLine(t) || "(no title)");
  const more = input.count - shown.length;
  const lines = [
    `${waiting} on the ${SITE_NAME} site.`,
    "",
    ...shown.map((t) => `- ${t}`),
    ...(more > 0 ? [`- and ${more} more`] : []),
    "",
    `Review them: ${input.reviewUrl}`,
  ];
  const html = page(
    <>
      <p>
        {waiting} on the {SITE_NAME} site.
      </p>
      <ul>
        {shown.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </ul>
      <p>
        <a href={input.reviewUrl}>Review them</a>
      </p>
    </>,
    input,
  );
  return { subject: `${waiting} · ${SITE_NAME}`, text: withFooter(lines, input), html };
}

/** "3 photos and 1 clip"; past the limit the split is not known. */
export function waitingCount({ count, clips = 0, atLeast }: Pick<DigestInput, "count" | "clips" | "atLeast">): string {
  if (atLeast) return `At least ${pluralize(count, "photo")}${clips > 0 ? " and clips" : ""}`;
  const parts = [...(count > clips ? [pluralize(count - clips, "photo")] : []), ...(clips > 0 ? [pluralize(clips, "clip")] : [])];
  return parts.join(" and ");
}

export interface NoticeInput extends MailFooter {
  subject: string;
  /** Each line is a paragraph. */
  text: string;
  link?: { url: string; label: string };
}

export function noticeMessage(input: NoticeInput): MailMessage {
  const parts = paragraphs(input.text);
  const lines = parts.flatMap((p) => [p, ""]);
  if (input.link) lines.push(`${input.link.label}: ${input.link.url}`);
  const html = page(
    <>
      {parts.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      {input.link ? (
        <p>
          <a href={input.link.url}>{input.link.label}</a>
        </p>
      ) : null}
    </>,
    input,
  );
  return { subject: `${oneLine(input.subject)} · ${SITE_NAME}`, text: withFooter(lines, input), html };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function withFooter(lines: string[], footer: MailFooter): string {
  return [
    ...lines,
    "",
    "--",
    `You get this e-mail as an organiser of the ${SITE_NAME} site.`,
    `Turn these e-mails off: ${footer.offUrl}`,
    `Or on your Security page: ${footer.settingsUrl}`,
    "",
  ].join("\n");
}

function page(body: ReactNode, footer: MailFooter): string {
  const markup = renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <title>{SITE_NAME}</title>
      </head>
      <body>
        {body}
        <hr />
        <p>
          <small>
            You get this e-mail as an organiser of the {SITE_NAME} site. <a href={footer.offUrl}>Turn these e-mails off</a>, or on
            your <a href={footer.settingsUrl}>Security page</a>.
          </small>
        </p>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
