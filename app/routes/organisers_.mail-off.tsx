import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import { organiserSecurityUrl } from "~/lib/urls";
import { checkSameOrigin } from "~/services/organisers/organiser-auth.server";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { organiserOfMailLink, setMailWanted } from "~/services/organisers/organiser-mail.server";

// Opening the link only asks (mail scanners open links); the link's secret is the proof, no sign-in.
export const meta: MetaFunction = () => organiserMeta("E-mail");
export const headers = organiserHeaders;

function invalidLink(): never {
  throw json(
    {
      title: "This link is not valid (any more)",
      detail: "Sign in to turn the e-mails off on your Security page.",
      suggestions: [{ to: organiserSecurityUrl(), label: "Security page" }],
    },
    { status: 404, headers: ORGANISER_HEADERS },
  );
}

async function organiserOf(account: unknown, token: unknown): Promise<string | null> {
  return typeof account === "string" && typeof token === "string" ? organiserOfMailLink(account, token) : null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const account = params.get("account");
  const token = params.get("token");
  const email = await organiserOf(account, token);
  if (!email) invalidLink();
  return json({ email, account, token }, { headers: ORGANISER_HEADERS });
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    throw new Response("Use the button of the page.", { status: 405, headers: { ...ORGANISER_HEADERS, Allow: "GET, POST" } });
  }
  checkSameOrigin(request);
  const form = await readOrganiserForm(request);
  const email = await organiserOf(form.get("account"), form.get("token"));
  if (!email) invalidLink();
  await setMailWanted(email, false);
  return json({ off: email }, { headers: ORGANISER_HEADERS });
}

export default function MailOffPage() {
  const { email, account, token } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  return (
    <div className="container section organiser-sign-in">
      <h1>E-mail to organisers</h1>
      {done ? (
        <div className="notice notice--success" role="status">
          <p>
            No more e-mails go to <strong>{done.off}</strong>. To have them again, sign in and tick the box on your{" "}
            <Link to={organiserSecurityUrl()}>Security page</Link>.
          </p>
        </div>
      ) : (
        <Form method="post" className="organiser-form">
          <p>
            Stop the e-mails to <strong>{email}</strong> about photos waiting for review, failed sign-ins and removal requests?
          </p>
          <input type="hidden" name="account" value={account ?? ""} />
          <input type="hidden" name="token" value={token ?? ""} />
          <button type="submit" className="button button--primary">
            Turn the e-mails off
          </button>
        </Form>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
