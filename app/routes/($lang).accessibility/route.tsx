import type { LoaderFunctionArgs } from "@remix-run/node";
import { telHref } from "~/lib/text";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ExternalLink } from "~/components/external-link";
import { formatDay } from "~/i18n/format";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { SLIDE_SECONDS } from "~/lib/slideshow";
import { fillText, richText } from "~/i18n/template";
import { accessibilityUrl } from "~/lib/urls";
import { contentIn } from "~/models/content.server";
import { accessibilityStatementText } from "~/models/privacy.server";
import { requestI18n } from "~/http/page-language.server";
import { undescribedKeys } from "~/services/review/undescribed.server";
import { shortfallsOf, statusOf } from "./shortfalls";

/** What this statement rests on: the tests in `tests/` and the figures in docs/PERFORMANCE.md. Review it when they change. */
const ACCESSIBILITY_STATEMENT = {
  prepared: "2026-11-27",
  reviewed: "2026-11-29",
  replyDays: 14,
} as const;

export const meta: MetaFunction = ({ matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("accessibility.meta.title"), t("accessibility.meta.description"), { matches, path: accessibilityUrl() });
};

export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lang, t } = requestI18n(params, request);
  const { legalEntity, home } = contentIn(lang);
  const { name, email, phone } = legalEntity;
  const { prepared, reviewed, replyDays } = ACCESSIBILITY_STATEMENT;
  const shortfalls = shortfallsOf({ undescribedUploads: (await undescribedKeys()).length, transcript: home.video.transcript });
  return json({
    shortfalls,
    entity: { name, email, phone },
    text: accessibilityStatementText(lang),
    statement: {
      status: statusOf(shortfalls),
      replyDays,
      prepared: formatDay(lang, prepared),
      reviewed: formatDay(lang, reviewed),
      slideDuration: t("privacy.period.seconds", { count: SLIDE_SECONDS }),
    },
  });
}

function Contact({ entity }: { entity: { email: string; phone: string } }) {
  const { t } = useI18n();
  return (
    <ul>
      <li>
        {t("chrome.email")} <a href={`mailto:${entity.email}`}>{entity.email}</a>
      </li>
      <li>
        {t("chrome.phone")} <a href={telHref(entity.phone)}>{entity.phone}</a>
      </li>
    </ul>
  );
}

export default function AccessibilityPage() {
  const { entity, text, statement, shortfalls } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const reply = t("accessibility.reply", { count: statement.replyDays });
  const skipLink = t("chrome.skipToContent");
  return (
    <div className="container section accessibility">
      <header className="page-header">
        <p className="kicker">{text.kicker}</p>
        <h1>{text.title}</h1>
      </header>
      <div className="prose">
        <p>{fillText(text.intro, { name: entity.name })}</p>
        <ul>
          {text.abilities.map((ability) => (
            <li key={ability}>{fillText(ability, { skipLink })}</li>
          ))}
        </ul>
        <p>
          {richText(text.abilityNet, {
            link: (words) => <ExternalLink href="https://mcmw.abilitynet.org.uk/">{words}</ExternalLink>,
          })}
        </p>

        <h2 className="section-title">{text.known.title}</h2>
        <p>{text.known.intro}</p>
        <ul>
          {shortfalls.photos && <li>{text.known.photos}</li>}
          {shortfalls.video && <li>{text.known.video}</li>}
          {text.known.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <h2 className="section-title">{text.formats.title}</h2>
        <p>{text.formats.intro}</p>
        <Contact entity={entity} />
        <p>{`${text.formats.request} ${reply}`}</p>

        <h2 className="section-title">{text.reporting.title}</h2>
        <p>
          {richText(
            text.reporting.text,
            { email: (address) => <a href={`mailto:${entity.email}`}>{address}</a> },
            { email: entity.email },
          )}{" "}
          {reply}
        </p>

        <h2 className="section-title">{text.technical.title}</h2>
        <p>{fillText(text.technical.commitment, { name: entity.name })}</p>
        <h3 className="subheading">{text.technical.complianceTitle}</h3>
        <p>{text.technical.compliance[statement.status]}</p>

        {statement.status === "partially meets" && (
          <>
            <h3 className="subheading">{text.failures.title}</h3>
            <ul>
              {shortfalls.photos && <li>{text.failures.photos}</li>}
              {shortfalls.video && <li>{text.failures.video}</li>}
            </ul>
            <p>{text.failures.offer}</p>
          </>
        )}

        <h3 className="subheading">{text.thirdParty.title}</h3>
        <p>{text.thirdParty.text}</p>

        <h3 className="subheading">{text.slideshow.title}</h3>
        <p>{fillText(text.slideshow.text, { duration: statement.slideDuration })}</p>

        <h2 className="section-title">{text.testing.title}</h2>
        <p>{text.testing.intro}</p>
        <ul>
          {text.testing.items.map((item) => (
            <li key={item}>{fillText(item, { skipLink })}</li>
          ))}
        </ul>
        <p>{text.testing.results}</p>

        <h2 className="section-title">{text.preparation.title}</h2>
        <p>{fillText(text.preparation.text, { prepared: statement.prepared, reviewed: statement.reviewed })}</p>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
