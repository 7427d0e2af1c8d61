import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useI18n } from "~/i18n/use-i18n";
import { isNotFoundData } from "~/http/http";

/** One error view for every route: a 404 with the product's texts, anything else a calm apology. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t, href } = useI18n();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = isNotFoundData(error.data)
      ? error.data
      : { title: t("error.notFound.title"), detail: t("error.notFound.detail") };
    return (
      <section className="not-found container" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{data.title}</h1>
        <p className="not-found__apology">{t("error.notFound.apology")}</p>
        <p>{data.detail}</p>
        <ul className="not-found__links">
          {(data.suggestions ?? []).map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
          <li>
            <Link to={href("/home")}>{t("error.backHome")}</Link>
          </li>
        </ul>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : t("error.general");
  return (
    <section className="not-found container" aria-labelledby="error-title">
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{message}</h1>
      <p>{t("error.tryAgain")}</p>
      <p>
        <Link to={href("/home")}>{t("error.backHome")}</Link>
      </p>
    </section>
  );
}
