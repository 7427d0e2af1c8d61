import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { organiserNotices, requireOrganiser } from "~/services/organisers/organiser-auth.server";
import { organiserAuditUrl, organiserNoticesUrl, organiserSecurityUrl, organiserSignOutUrl, organisersUrl } from "~/lib/urls";

export const meta: MetaFunction = () => organiserMeta("Review");
export const headers = organiserHeaders;

/** Every organiser page sits in this layout: no page of it without a live session. */
export async function loader({ request }: LoaderFunctionArgs) {
  const organiser = await requireOrganiser(request);
  return json({ email: organiser.email, notices: await organiserNotices(organiser) }, { headers: ORGANISER_HEADERS });
}

export default function OrganisersLayout() {
  const { email, notices } = useLoaderData<typeof loader>();
  return (
    <div className="container section organisers">
      <div className="organisers__bar">
        <nav aria-label="Organisers">
          <ul className="organisers__nav">
            <li>
              <NavLink to={organisersUrl()} end>
                Review
              </NavLink>
            </li>
            <li>
              <NavLink to={organiserAuditUrl()}>Audit log</NavLink>
            </li>
            <li>
              <NavLink to={organiserSecurityUrl()}>Security</NavLink>
            </li>
          </ul>
        </nav>
        <p className="organisers__who">
          Signed in as <strong>{email}</strong>
        </p>
        <Form method="post" action={organiserSignOutUrl()}>
          <button type="submit" className="button button--secondary">
            Sign out
          </button>
        </Form>
      </div>
      {notices.length > 0 ? (
        <div className="notice notice--error" role="status">
          {notices.map((n) => (
            <p key={n.id}>{n.text}</p>
          ))}
          <Form method="post" action={organiserNoticesUrl()}>
            {notices.map((n) => (
              <input key={n.id} type="hidden" name="id" value={n.id} />
            ))}
            <button type="submit" className="button button--secondary">
              Dismiss
            </button>
          </Form>
        </div>
      ) : null}
      <Outlet />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
