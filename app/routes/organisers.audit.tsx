import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { listAudit } from "~/services/review/photo-review.server";
import { organiserAuditUrl, organisersUrl } from "~/lib/urls";

export const meta: MetaFunction = () => organiserMeta("Audit log");
export const headers = organiserHeaders;

const ACTIONS: Record<string, string> = {
  approve: "approved",
  hide: "hid",
  pending: "put back in the queue",
  edit: "edited",
  delete: "deleted",
  withdraw: "withdrawn",
  "close-request": "closed a removal request",
  expire: "deleted: hidden longer than the retention period",
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireOrganiser(request);
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  const page = await listAudit({ before });
  return json(page, { headers: ORGANISER_HEADERS });
}

export default function AuditPage() {
  const { items, older } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="audit-title">
      <header className="page-header">
        <h1 id="audit-title">Audit log</h1>
        <p className="lead">
          Who did what to which photo, and when. <Link to={organisersUrl()}>Back to the review</Link>
        </p>
      </header>
      {items.length === 0 ? (
        <p>Nothing yet.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Photo</th>
            </tr>
          </thead>
          <tbody>
            {items.map((e) => (
              <tr key={e.id}>
                <td>
                  <time dateTime={e.at}>{e.at.replace("T", " ").slice(0, 19)}</time>
                </td>
                <td>{e.by}</td>
                <td>
                  {ACTIONS[e.action] ?? e.action}
                  {e.detail ? ` (${e.detail})` : ""}
                </td>
                <td>{e.key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {older ? (
        <p>
          <Link to={organiserAuditUrl(older)}>Older entries</Link>
        </p>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
