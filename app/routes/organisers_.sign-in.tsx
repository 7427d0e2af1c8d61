import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormField } from "~/components/form-field";
import { ORGANISER_HEADERS, organiserHeaders, organiserMeta } from "~/http/organiser-page";
import {
  checkSameOrigin,
  completeSignIn,
  currentOrganiser,
  safeRedirect,
  signIn,
  type SignInResult,
} from "~/services/organisers/organiser-auth.server";
import { readOrganiserForm } from "~/services/organisers/organiser-form.server";
import { MAX_PASSWORD_LENGTH } from "~/services/organisers/organisers.server";

export const meta: MetaFunction = () => organiserMeta("Sign in");
export const headers = organiserHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await currentOrganiser(request)) throw redirect(redirectTo, { headers: ORGANISER_HEADERS });
  return json({ redirectTo }, { headers: ORGANISER_HEADERS });
}

interface ActionData {
  formError?: string;
  step?: "code";
  pendingToken?: string;
}

const WRONG = "The e-mail address or the password is not right.";
const minutes = (seconds: number) => `${Math.max(1, Math.ceil(seconds / 60))} minute${seconds > 60 ? "s" : ""}`;

function refusal(data: ActionData, status: number, retryAfterSeconds?: number) {
  const headers: Record<string, string> = { ...ORGANISER_HEADERS };
  if (retryAfterSeconds) headers["Retry-After"] = String(retryAfterSeconds);
  return json<ActionData>(data, { status, headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") {
    throw new Response("Sign in with the form.", { status: 405, headers: { ...ORGANISER_HEADERS, Allow: "GET, POST" } });
  }
  checkSameOrigin(request);
  // Counted by the HTTP server (server/rate-limit.mjs), per client and per copy of the site.
  const wait = context.signInRateLimited?.retryAfterSeconds;
  if (wait) {
    return refusal(
      { formError: `Too many sign-in attempts from your connection. Please try again in ${minutes(wait)}.` },
      429,
      wait,
    );
  }
  const form = await readOrganiserForm(request);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const redirectTo = safeRedirect(field("redirectTo"));
  const client = context.clientAddress ?? "unknown";
  let result: SignInResult;
  const pendingToken = field("pendingToken");
  if (pendingToken) {
    result = await completeSignIn({ pendingToken, code: field("code"), client });
    if (result.outcome === "refused") {
      return refusal(
        { formError: "That code is not right. Please enter the code your app shows now.", step: "code", pendingToken },
        400,
      );
    }
  } else {
    const email = field("email");
    const password = field("password");
    if (!email || !password || email.length > 254 || password.length > MAX_PASSWORD_LENGTH) {
      return refusal({ formError: "Please enter your e-mail address and your password." }, 400);
    }
    result = await signIn({ email, password, client });
  }
  switch (result.outcome) {
    case "signed-in":
      return redirect(redirectTo, { status: 303, headers: { ...ORGANISER_HEADERS, "Set-Cookie": result.setCookie } });
    case "needs-code":
      return json<ActionData>({ step: "code", pendingToken: result.pendingToken }, { headers: ORGANISER_HEADERS });
    case "locked":
      return refusal(
        { formError: `Too many failed sign-ins for this account. Please try again in ${minutes(result.retryAfterSeconds)}.` },
        429,
        result.retryAfterSeconds,
      );
    case "expired":
      return refusal({ formError: "The sign-in took too long. Please enter your e-mail address and password again." }, 400);
    default:
      return refusal({ formError: WRONG }, 400);
  }
}

export default function SignInPage() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pendingToken = result?.step === "code" ? result.pendingToken : undefined;
  const askCode = Boolean(pendingToken);
  return (
    <div className="container section organiser-sign-in">
      <header className="page-header">
        <p className="kicker">Organisers</p>
        <h1>Sign in</h1>
        <p className="lead">For the organisers of Forró Sailing Week, to review the photos people share.</p>
      </header>
      {result?.formError ? (
        <div className="notice notice--error" role="alert">
          <p>{result.formError}</p>
        </div>
      ) : null}
      <Form method="post" className="organiser-form" noValidate={false}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {askCode ? (
          <>
            <input type="hidden" name="pendingToken" value={pendingToken} />
            <FormField
              name="code"
              label="Code from your authenticator app"
              hint="The six digits your app shows for Forró Sailing Week."
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
          </>
        ) : (
          <>
            <FormField name="email" label="E-mail address" autoComplete="username" maxLength={254} required />
            <FormField name="password" label="Password" type="password" autoComplete="current-password" required />
          </>
        )}
        <button type="submit" className="button button--primary">
          {askCode ? "Confirm" : "Sign in"}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
