import type { LoaderFunctionArgs } from "@remix-run/node";
import type { MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { i18nOfMatches, useI18n } from "~/i18n/use-i18n";
import { pageMeta } from "~/seo/meta";
import { paragraphs } from "~/lib/text";
import { contentIn } from "~/models/content.server";
import { faqPage } from "~/seo/structured-data";
import { requestLang } from "~/http/page-language.server";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const { t } = i18nOfMatches(matches);
  return pageMeta(t("faq.title"), t("faq.description"), { matches, path: "/faq", jsonLd: data?.jsonLd });
};

export function loader({ params, request }: LoaderFunctionArgs) {
  const lang = requestLang(params, request);
  const { faq } = contentIn(lang);
  return json({
    subjects: faq.map((s, i) => ({
      id: `faq-${i + 1}`,
      subject: s.subject,
      topics: s.topics.map((t) => ({ question: t.question, answer: paragraphs(t.answer) })),
    })),
    jsonLd: faqPage(faq, lang) as object,
  });
}

export default function FaqPage() {
  const { subjects } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <div className="container section faq">
      <header className="page-header">
        <p className="kicker">{t("faq.kicker")}</p>
        <h1>{t("faq.heading")}</h1>
      </header>
      <nav className="faq__toc" aria-label={t("faq.subjects")}>
        <ul>
          {subjects.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.subject}</a>
            </li>
          ))}
        </ul>
      </nav>
      {subjects.map((s) => (
        <section key={s.id} id={s.id} className="faq__subject" aria-labelledby={`${s.id}-title`}>
          <h2 id={`${s.id}-title`} className="section-title">
            {s.subject}
          </h2>
          {s.topics.map((t) => (
            <details key={t.question} className="faq__item">
              <summary className="faq__question">{t.question}</summary>
              <div className="faq__answer">
                {t.answer.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
