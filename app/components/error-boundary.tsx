import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { isNotFoundData } from "~/lib/http";

export const PAGE_NOT_FOUND = { title: "Page Not found", apology: "I am sorry" } as const;

/** One error view for every route: a 404 with the product's texts, anything else a calm apology. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const data = isNotFoundData(error.data)
      ? error.data
      : { title: PAGE_NOT_FOUND.title, detail: "The page you are looking for does not exist or has moved." };
    return (
      <section className="not-found container" aria-labelledby="not-found-title">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title">{data.title}</h1>
        <p className="not-found__apology">{PAGE_NOT_FOUND.apology}</p>
        <p>{data.detail}</p>
        <ul className="not-found__links">
          {(data.suggestions ?? []).map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
          <li>
            <Link to="/home">Back to the home page</Link>
          </li>
        </ul>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" && error.data ? error.data : "Something went wrong!";
  return (
    <section className="not-found container" aria-labelledby="error-title">
      <p className="not-found__code" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title">{message}</h1>
      <p>Please try again in a moment.</p>
      <p>
        <Link to="/home">Back to the home page</Link>
      </p>
    </section>
  );
}
